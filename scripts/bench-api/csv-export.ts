/**
 * The whole-catalogue CSV download (issue #21): how long the first one takes (written as it is
 * read), how long the kept file takes, and the server's peak resident memory meanwhile, sampled
 * from /proc so a dump that held the catalogue in memory would show.
 */
import { withPeakRss } from "./peak-rss.ts";

export type CsvExportResult = { bytes: number; rows: number; firstS: number; keptS: number; rssBeforeMb: number; peakRssMb: number };

async function download(url: string): Promise<{ bytes: number; rows: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(600_000) });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let quotes = 0;
  let lines = 0;
  // Counts records, not lines: a new line inside a quoted field (an even number of quotes so far) is no record's end.
  for await (const chunk of response.body) {
    const text = Buffer.from(chunk).toString("latin1");
    bytes += chunk.length;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) quotes++;
      else if (c === 10 && quotes % 2 === 0) lines++;
    }
  }
  return { bytes, rows: lines - 1, seconds: (performance.now() - started) / 1000 };
}

export async function measureCsvExport(baseUrl: string, pid: number): Promise<CsvExportResult> {
  const url = `${baseUrl}/prompts.csv?lang=zh-CN`;
  return withPeakRss(pid, async () => {
    const first = await download(url);
    const kept = await download(url);
    if (kept.bytes !== first.bytes) throw new Error(`the kept CSV has ${kept.bytes} bytes, the first ${first.bytes}`);
    return { bytes: first.bytes, rows: first.rows, firstS: first.seconds, keptS: kept.seconds };
  });
}
