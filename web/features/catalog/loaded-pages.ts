/**
 * The list pages a reader loaded with "load more", remembered per history entry, so that coming
 * back to the home list (browser back) shows the same cards and the scroll position restored by
 * React Router lands on the card the reader left from. Kept in memory: a back within the app.
 */
import type { PromptItem } from "../../../contract/catalog.ts";

export type LoadedPages = { items: PromptItem[]; page: number; hasMore: boolean; total: number };

const KEPT = 20;
const entries = new Map<string, LoadedPages & { list: string }>();

/** Which list the pages continue: its query and the codes of its first page. */
export const listIdentity = (query: string, first: readonly PromptItem[]) => `${query}|${first.map((i) => i.code).join(",")}`;

export function rememberPages(locationKey: string, list: string, pages: LoadedPages): void {
  entries.delete(locationKey);
  entries.set(locationKey, { ...pages, list });
  // A Map iterates in insertion order: the first key is the oldest entry.
  if (entries.size > KEPT) entries.delete(entries.keys().next().value!);
}

/** What was loaded for this entry, when it is still the same list. */
export function recallPages(locationKey: string, list: string): LoadedPages | undefined {
  const remembered = entries.get(locationKey);
  return remembered?.list === list ? remembered : undefined;
}
