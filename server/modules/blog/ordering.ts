/** Blog ordering: order ascending (missing order last), then newest date first. */

export type Orderable = { id: string; order?: number | null; date: string };

const hasOrder = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value);

/** Dates are yyyy-mm-dd, so they compare as strings; an unreadable one counts as oldest. */
const dateKey = (date: string): string => (/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : "");

export function compareBlogEntries(a: Orderable, b: Orderable): number {
  const aHas = hasOrder(a.order);
  const bHas = hasOrder(b.order);
  if (aHas !== bHas) return aHas ? -1 : 1;
  if (aHas && bHas && a.order !== b.order) return (a.order as number) - (b.order as number);
  const aDate = dateKey(a.date);
  const bDate = dateKey(b.date);
  if (aDate !== bDate) return aDate < bDate ? 1 : -1;
  // A stable, deterministic last resort, so two renders never disagree.
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortBlogEntries<T extends Orderable>(entries: readonly T[]): T[] {
  return [...entries].sort(compareBlogEntries);
}
