/**
 * Categories as the category picker offers them: the name in the page's language, plus every
 * language's name and the code, so a typed name finds its category whichever language it is in.
 */
import type { CategorySummary } from "../../contract/catalog.ts";

export type CategoryOption = { cid: number; code: string; name: string; img: string; names: string[] };

const fold = (text: string) => text.normalize("NFKC").trim().toLocaleLowerCase();

/** `category` names the option in the page's language; `otherNames` (its other languages' names) only add names to match. */
export function categoryOption(category: Pick<CategorySummary, "cid" | "code" | "category" | "img">, otherNames: readonly string[]): CategoryOption {
  const names = new Set([category.category, category.code, ...otherNames]);
  return { cid: category.cid, code: category.code, name: category.category, img: category.img, names: [...names].map(fold) };
}

/** `current` names the options; `others` (the other languages' lists) only add names to match. */
export function buildOptions(current: readonly CategorySummary[], others: ReadonlyArray<readonly CategorySummary[]>): CategoryOption[] {
  return current.map((c) =>
    categoryOption(
      c,
      others.flatMap((list) => list.filter((o) => o.cid === c.cid).map((o) => o.category)),
    ),
  );
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
