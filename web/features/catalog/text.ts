/** Pure text helpers of the catalogue screens: highlighting, counts, the render's time zone, popularity. */
import { HOT_HIGH, HOT_MEDIUM, LIST_TOTAL_CAP, type Language } from "../../../contract/constants.ts";
import type { TFunction } from "../../lib/i18n.ts";

export type Segment = { text: string; match: boolean };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words of a search box query, for highlighting when the server did not say what matched. */
export function queryWords(query: string): string[] {
  return query.trim().split(/\s+/).filter(Boolean);
}

/**
 * Splits `text` into plain and matching pieces for every one of `words` (case-insensitive), so
 * the caller can wrap matches in <mark> as React elements: no HTML string is ever built.
 */
export function splitHighlight(text: string, words: readonly string[]): Segment[] {
  const sorted = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || sorted.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${sorted.map(escapeRegExp).join("|")})`, "giu");
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (found[0] === "") continue;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

export type HotLevel = "high" | "medium" | "low";

/** Popularity label: hot >= 80 high, >= 50 medium, else low. */
export function hotLevel(hot: number): HotLevel {
  if (hot >= HOT_HIGH) return "high";
  if (hot >= HOT_MEDIUM) return "medium";
  return "low";
}

/** The zone of the server render: China's for Chinese pages (the primary audience), UTC for English. */
export function renderTimeZone(lang: Language): string {
  return lang === "en" ? "UTC" : lang === "zh-TW" ? "Asia/Taipei" : "Asia/Shanghai";
}

/**
 * The result count above a list. The server stops counting at LIST_TOTAL_CAP and then sends a
 * lower bound, which reads "over 1000", never as an exact count.
 */
export function totalText(page: { total: number; hasMore: boolean }, t: TFunction<"catalog">): string {
  return page.hasMore && page.total >= LIST_TOTAL_CAP ? t("list.totalAtLeast", { count: LIST_TOTAL_CAP }) : t("list.total", { count: page.total });
}
