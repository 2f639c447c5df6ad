/**
 * The home page's filter, sort and search state. It lives in the address (?category=&sort=&q=&mark=)
 * so that it survives a reload and renders on the server; this module turns it into API queries.
 */
import { MARK_FAVOURITES, MARK_HISTORY } from "../../../contract/constants.ts";
import { PAGE_SIZE_HOME } from "../../../contract/constants.ts";

export const SORTS = ["time", "hot", "score"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "hot";

export type HomeFilters = {
  /** Lowercase category code, or null for all. */
  category: string | null;
  sort: Sort;
  q: string;
  /** markId of the selected group: -1 favourites, -2 history, >0 a group; null for none. */
  mark: number | null;
};

export const NO_FILTERS: HomeFilters = { category: null, sort: DEFAULT_SORT, q: "", mark: null };

export function parseFilters(params: URLSearchParams): HomeFilters {
  const category = params.get("category")?.trim().toLowerCase() || null;
  const sortParam = params.get("sort");
  const sort = (SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as Sort) : DEFAULT_SORT;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const markNumber = Number(params.get("mark"));
  const mark = params.get("mark") && Number.isInteger(markNumber) && markNumber !== 0 && markNumber >= MARK_HISTORY ? markNumber : null;
  return { category, sort, q, mark };
}

/** The address of a filter state; defaults are left out so "/" is the canonical home. */
export function filtersToSearch(filters: HomeFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.q) params.set("q", filters.q);
  if (filters.mark !== null) params.set("mark", String(filters.mark));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function homeHref(filters: HomeFilters, changes: Partial<HomeFilters> = {}): string {
  return `/${filtersToSearch({ ...filters, ...changes })}`;
}

export const isPersonalMark = (mark: number | null) => mark === MARK_FAVOURITES || mark === MARK_HISTORY;
export const hasFilters = (f: HomeFilters) => f.category !== null || f.q !== "" || f.mark !== null;

/** Stays under the API's 2000-character limit on `codes`, keeping the most recent ones. */
export function codesParam(codes: readonly string[], maxLength = 2000): string {
  let out = "";
  for (const code of codes) {
    const next = out ? `${out},${code}` : code;
    if (next.length > maxLength) break;
    out = next;
  }
  return out;
}

export type ListQuery = Record<string, string | number>;

/** GET /api/listPrompt parameters for one page. `codes` are a visitor's local favourites or history. */
export function listQuery(filters: HomeFilters, page: number, codes?: readonly string[]): ListQuery {
  const query: ListQuery = { page, size: PAGE_SIZE_HOME };
  if (filters.category) query.categoryCode = filters.category;
  if (filters.q) query.title = filters.q;
  if (filters.sort === "time") query.sortByTime = 1;
  else if (filters.sort === "score") query.sortByScore = 1;
  else query.sortByHot = 1;
  if (filters.mark !== null) query.markId = filters.mark;
  if (codes && isPersonalMark(filters.mark)) query.codes = codesParam(codes);
  return query;
}

export function toQueryString(query: ListQuery): string {
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
}
