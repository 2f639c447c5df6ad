/** Percentiles and a plain-text table for bench reports. */

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Columns padded to their widest cell; numbers right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map((c) => (typeof c === "number" ? (Number.isFinite(c) ? String(c) : "–") : c)));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => [...(row[i] ?? "")].length)));
  const line = (row: readonly string[], original: readonly (string | number)[]) =>
    row
      .map((c, i) => {
        const pad = " ".repeat((widths[i] ?? 0) - [...c].length);
        return typeof original[i] === "number" ? pad + c : c + pad;
      })
      .join("  ");
  return [line(cells[0]!, header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map((r, i) => line(cells[i + 1]!, r))].join("\n");
}
