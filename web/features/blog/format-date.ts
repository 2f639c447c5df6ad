import type { Language } from "../../../contract/constants.ts";

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * yyyy-mm-dd → "2025年9月12日" / "September 12, 2025". Read as UTC, so the server's and the
 * browser's time zones can never render different days (a hydration mismatch).
 */
export function formatBlogDate(date: string, lang: Language): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    formatters.set(lang, formatter);
  }
  return formatter.format(parsed);
}
