import type { Language } from "../../../contract/constants.ts";
import { formatDate } from "../../lib/locale-format.ts";

/**
 * yyyy-mm-dd → "2025年9月12日" / "Sep 12, 2025". Read as UTC, so the server's and the browser's
 * time zones can never render different days (a hydration mismatch).
 */
export function formatBlogDate(date: string, lang: Language): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatDate(parsed, lang, "date", "UTC");
}
