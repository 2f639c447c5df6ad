/** Pure text helpers of the catalogue screens: highlighting, counts, dates, popularity. */
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

/** Spec section 9: hot >= 80 high, >= 50 medium, else low. */
export function hotLevel(hot: number): HotLevel {
  if (hot >= HOT_HIGH) return "high";
  if (hot >= HOT_MEDIUM) return "medium";
  return "low";
}

/** createTime is seconds since the epoch as a 10-character string (spec section 3); milliseconds are accepted too. */
export function parseCreateTime(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const raw = String(value).trim();
  if (/^\d+$/.test(raw)) {
    const n = Number(raw);
    return new Date(raw.length <= 10 ? n * 1000 : n);
  }
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Building a DateTimeFormat costs about 60 µs; a page of 50 ratings built 50 of them per render. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec section 9: dates in zh-CN style with year, month, day, hour and minute; English gets its
 * own style. `timeZone` is fixed while server rendering so that the HTML and the hydration pass agree.
 */
export function formatDateTime(date: Date, lang: Language, timeZone?: string): string {
  const key = `${lang}|${timeZone ?? ""}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    const locale = lang === "en" ? "en-GB" : lang;
    const opts: Intl.DateTimeFormatOptions =
      lang === "en"
        ? { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }
        : { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone };
    format = new Intl.DateTimeFormat(locale, opts);
    dateTimeFormats.set(key, format);
  }
  // ICU versions differ in the space they join date and time with (Node's puts a thin space in
  // zh-TW, Chromium's a plain one): one plain space keeps the server's HTML and the browser's equal.
  return format.format(date).replace(/\s/gu, " ");
}

/** The zone of the server render: China's for Chinese pages (the primary audience), UTC for English. */
export function renderTimeZone(lang: Language): string {
  return lang === "en" ? "UTC" : lang === "zh-TW" ? "Asia/Taipei" : "Asia/Shanghai";
}

/** 12345 → "1.2万" (zh) or "12.3K" (en): counters stay short on a phone. */
export function compactNumber(n: number, lang: Language): string {
  return new Intl.NumberFormat(lang === "en" ? "en" : lang, { notation: "compact", maximumFractionDigits: 1 }).format(n);
}

/**
 * The result count above a list. The server stops counting at LIST_TOTAL_CAP and then sends a
 * lower bound, which reads "over 1000", never as an exact count.
 */
export function totalText(page: { total: number; hasMore: boolean }, t: TFunction): string {
  return page.hasMore && page.total >= LIST_TOTAL_CAP ? t("list.totalAtLeast", { count: LIST_TOTAL_CAP }) : t("list.total", { count: page.total });
}
