/**
 * Categories as the form's picker offers them: the name in the page's language, plus every
 * language's name and the code, so a typed name finds its category whichever language it is in.
 */
import type { CategorySummary } from "../../../contract/catalog.ts";

export type CategoryOption = { cid: number; code: string; name: string; img: string; names: string[] };

const fold = (text: string) => text.normalize("NFKC").trim().toLocaleLowerCase();

/** `current` names the options; `others` (the other languages' lists) only add names to match. */
export function buildOptions(current: readonly CategorySummary[], others: ReadonlyArray<readonly CategorySummary[]>): CategoryOption[] {
  return current.map((c) => {
    const names = new Set([c.category, c.code, ...others.flatMap((list) => list.filter((o) => o.cid === c.cid).map((o) => o.category))]);
    return { cid: c.cid, code: c.code, name: c.category, img: c.img, names: [...names].map(fold) };
  });
}

/** The category whose name (in any language) or code is exactly the typed text, ignoring case. */
export function findByName(options: readonly CategoryOption[], typed: string): CategoryOption | undefined {
  const wanted = fold(typed);
  if (!wanted) return undefined;
  return options.find((o) => o.names.includes(wanted));
}

/** Options for the dropdown: not yet chosen, and containing the typed text in some name. */
export function filterOptions(options: readonly CategoryOption[], typed: string, selected: readonly number[]): CategoryOption[] {
  const wanted = fold(typed);
  return options.filter((o) => !selected.includes(o.cid) && (!wanted || o.names.some((n) => n.includes(wanted))));
}
