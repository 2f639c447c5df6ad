/**
 * Numbers and dates the local way, one format per language and kind (issue #23, decision 034).
 *
 * Numbers: `formatCount` is exact with grouping (12,345), for counts someone acts on (list totals,
 * the console's and my-prompts' figures); `formatCompact` is short (1.6万, 1.6萬, 16K), for the
 * popularity counters readers glance at on public pages.
 *
 * Dates: "date" (a blog post, the day an account was made) and "dateTime" (when a prompt was
 * published, rated, changed). zh-CN and zh-TW use one style with year, month, day, hour and
 * minute; English has one style for both kinds (Sep 14, 2025 / Sep 14, 2025, 08:05), never
 * "14 Sept" next to "September 14". Hours are h23 in every language: Node's ICU and the browser's
 * must print the same text or hydration fails (hour12: false once gave "24:40" on the server).
 */
import type { Language } from "../../contract/constants.ts";

export type DateKind = "date" | "dateTime";

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

const DATE_FORMATS: Record<Language, { locale: string; date: Intl.DateTimeFormatOptions; dateTime: Intl.DateTimeFormatOptions }> = {
  "zh-CN": {
    locale: "zh-CN",
    date: { year: "numeric", month: "long", day: "numeric" },
    dateTime: { year: "numeric", month: "2-digit", day: "2-digit", ...TIME },
  },
  "zh-TW": {
    locale: "zh-TW",
    date: { year: "numeric", month: "long", day: "numeric" },
    dateTime: { year: "numeric", month: "2-digit", day: "2-digit", ...TIME },
  },
  en: { locale: "en-US", date: { year: "numeric", month: "short", day: "numeric" }, dateTime: { year: "numeric", month: "short", day: "numeric", ...TIME } },
};

/**
 * Building a formatter costs about 60 µs; a page of 50 ratings built 50 of them per render, and
 * every server-rendered page built its plural rules again (0.6 % of an all-miss page's CPU profile).
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules;
const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, build: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = build()));
  return format;
}

/** `timeZone` is fixed while server rendering, so that the HTML and the hydration pass agree. */
export function formatDate(date: Date, lang: Language, kind: DateKind, timeZone?: string): string {
  const { locale, [kind]: options } = DATE_FORMATS[lang];
  const format = cached(`${lang}|${kind}|${timeZone ?? ""}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
  // ICU versions differ in the space they join date and time with (Node's puts a thin space in
  // zh-TW, Chromium's a plain one): one plain space keeps the server's HTML and the browser's equal.
  return format.format(date).replace(/\s/gu, " ");
}

/** createTime is seconds since the epoch as a 10-character string (epochSeconds, contract/replies.ts); milliseconds are accepted too. */
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

/** A createTime as a date-time; empty when there is none to show. */
export function formatCreateTime(createTime: string | number | null | undefined, lang: Language, timeZone?: string): string {
  const date = parseCreateTime(createTime);
  return date && date.getTime() > 0 ? formatDate(date, lang, "dateTime", timeZone) : "";
}

/** The plural category of `n` in the language ("one", "other", …): the suffix of a counted message's key. */
export function pluralCategory(n: number, lang: Language): Intl.LDMLPluralRule {
  return cached(`${lang}|plural`, () => new Intl.PluralRules(lang)).select(n);
}

/** 12345 → "12,345" in every language. */
export function formatCount(n: number, lang: Language): string {
  return cached(`${lang}|count`, () => new Intl.NumberFormat(lang)).format(n);
}

/**
 * 15820 → "1.6万" (zh-CN), "1.6萬" (zh-TW), "16K" (en). Below 10,000 every language stays exact
 * (7,960): Chinese has no shorter unit than 万, and "8K" beside "7,960" would say two things.
 */
export function formatCompact(n: number, lang: Language): string {
  if (Math.abs(n) < 10_000) return formatCount(n, lang);
  return cached(`${lang}|compact`, () => new Intl.NumberFormat(lang, { notation: "compact" })).format(n);
}
