/**
 * The listPrompt query: visibility, filters and a total order; a search hands the filters and the
 * order to server/modules/search, which returns the ranked page.
 */
import { and, eq, inArray, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PromptSort } from "../../../contract/catalog.ts";
import { ACCESS } from "../../../contract/constants.ts";
import { oncePerHandle } from "../../db/once-per-handle.ts";
import type { Db } from "../../db/client.ts";
import { favourites, markGroupPrompts, promptCategories, prompts, viewHistory } from "../../db/schema.ts";
import { orderBy, promptColumns, sortKeys, type PromptRow } from "../../db/prompt-row.ts";
import * as search from "../search/index.ts";
import type { Viewer } from "./viewer.ts";

export type PromptFilter = {
  categoryId?: number;
  search?: search.SearchTerms;
  /** Only these prompts (a visitor's favourites kept in the browser). */
  codes?: string[];
  favouritesOf?: number;
  groupId?: number;
  historyOf?: number;
  authorId?: number;
  /** Back-office lists: every status and access level (the route has checked who is asking). */
  unrestricted?: boolean;
};

/** drizzle's exists() does not parenthesise a raw subquery. */
function exists(subquery: SQL): SQL {
  return sql`exists (${subquery})`;
}

/** Published and allowed for the viewer's access level. */
export function visibleTo(viewer: Pick<Viewer, "level">): SQL {
  return and(eq(prompts.status, "published"), lte(prompts.vipLevel, viewer.level))!;
}

/** Every condition of the filter but the search, which search applies to prompt_search. */
export function filterConditions(viewer: Viewer, filter: Omit<PromptFilter, "search">): SQL {
  const conditions: SQL[] = filter.unrestricted ? [sql`true`] : [visibleTo(viewer)];
  if (filter.categoryId !== undefined) {
    conditions.push(
      exists(
        sql`select 1 from ${promptCategories} where ${promptCategories.promptId} = ${prompts.id} and ${promptCategories.categoryId} = ${filter.categoryId}`,
      ),
    );
  }
  if (filter.codes) conditions.push(inArray(prompts.code, filter.codes.length ? filter.codes : [""]));
  if (filter.favouritesOf !== undefined) {
    conditions.push(exists(sql`select 1 from ${favourites} where ${favourites.promptId} = ${prompts.id} and ${favourites.userId} = ${filter.favouritesOf}`));
  }
  if (filter.groupId !== undefined) {
    conditions.push(
      exists(sql`select 1 from ${markGroupPrompts} where ${markGroupPrompts.promptId} = ${prompts.id} and ${markGroupPrompts.markId} = ${filter.groupId}`),
    );
  }
  if (filter.historyOf !== undefined) {
    conditions.push(exists(sql`select 1 from ${viewHistory} where ${viewHistory.promptId} = ${prompts.id} and ${viewHistory.userId} = ${filter.historyOf}`));
  }
  if (filter.authorId !== undefined) conditions.push(eq(prompts.authorId, filter.authorId));
  return and(...conditions)!;
}

/** Whether the list shows every prompt the viewer may see (a search aside): no other condition. */
function filtersVisibilityOnly(filter: PromptFilter): boolean {
  return Object.entries(filter).every(([name, value]) => name === "search" || value === undefined);
}

export type ListOptions = {
  /**
   * Count at most this many matches. When more match, `total` is a lower bound: the cap, or
   * the rows seen up to this page if that is more; `hasMore` stays exact either way.
   */
  totalCap?: number;
  /** Tests only: smaller search limits, so the demo catalogue takes every step of search's planner. */
  searchLimits?: search.SearchLimits;
};

/** The statements of a list page without a search: the page and one more row, and the count. */
export function listPromptQueries(
  db: Db,
  viewer: Viewer,
  filter: Omit<PromptFilter, "search">,
  sort: PromptSort,
  page: number,
  size: number,
  options: ListOptions = {},
) {
  const where = filterConditions(viewer, filter);
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(prompts)
    .where(where);
  return {
    rows: db
      .select(promptColumns)
      .from(prompts)
      .where(where)
      .orderBy(...orderBy(sortKeys(sort, filter.historyOf)))
      .limit(size + 1)
      .offset((page - 1) * size),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from((options.totalCap === undefined ? matches : matches.limit(options.totalCap + 1)).as("matches")),
  };
}

/** Past the cap the total is a lower bound: the cap, or every row seen so far (the extra one included). */
function cappedTotal(counted: number, cap: number | undefined, seen: number) {
  return cap !== undefined && counted > cap ? Math.max(cap, seen) : counted;
}

export async function listPromptRows(db: Db, viewer: Viewer, filter: PromptFilter, sort: PromptSort, page: number, size: number, options: ListOptions = {}) {
  const offset = (page - 1) * size;
  const cap = options.totalCap;
  if (filter.search) {
    const found = await search.page(db, {
      base: filterConditions(viewer, filter),
      terms: filter.search,
      keys: sortKeys(sort, filter.historyOf),
      offset,
      size,
      visibleAt: filtersVisibilityOnly(filter) ? viewer.level : undefined,
      exactTotal: cap === undefined,
      limits: options.searchLimits,
    });
    const seen = offset + found.rows.length;
    // More match than search counted: a lower bound, as past the cap.
    const total = found.matched !== undefined ? cappedTotal(found.matched, cap, seen) : Math.max(Math.min(cap ?? found.atLeast, found.atLeast), seen);
    return { rows: found.rows.slice(0, size), total, hasMore: found.rows.length > size };
  }
  const queries = listPromptQueries(db, viewer, filter, sort, page, size, options);
  const rows = (await queries.rows) as PromptRow[];
  const hasMore = rows.length > size;
  const shown = rows.slice(0, size);
  // A page that ends the list already tells the total.
  if (!hasMore && (shown.length > 0 || offset === 0)) return { rows: shown, total: offset + shown.length, hasMore };
  const [counted] = await queries.count;
  return { rows: shown, total: cappedTotal(counted?.total ?? 0, cap, offset + rows.length), hasMore };
}

/** What a reader may open by its code: what they may see listed, and their own unpublished or pending prompts. */
export function readableBy(viewer: { userId: number | Placeholder | null; level: number }): SQL {
  if (viewer.userId === null) return visibleTo(viewer);
  const own = and(inArray(prompts.status, ["private", "pending"]), eq(prompts.authorId, viewer.userId));
  // Administrators open what they moderate (hidden, pending, drafts), not another user's private prompt (issue #22).
  if (viewer.level >= ACCESS.admin) return or(visibleTo(viewer), own, inArray(prompts.status, ["hidden", "pending", "draft"]))!;
  return or(visibleTo(viewer), own)!;
}

export type DetailRow = PromptRow & { basedOnId: number | null };

const codeParam = sql.placeholder("code");
/** The signed-in reader of a by-code statement, filled from `execute({ code, userId })`; a statement built on readableRowByCode uses it too. */
export const userIdParam = sql.placeholder("userId");

/** What changes a by-code statement's text: the reader's level, and a visitor or a signed-in reader. */
export type ReaderShape = { level: number; signedIn: boolean };

/** The row of the prompt a reader may open by its code, with placeholders for the code and the reader ("code", "userId"). */
export function readableRowByCode(db: Db, { level, signedIn }: ReaderShape) {
  return db
    .select({ ...promptColumns, basedOnId: prompts.basedOnId })
    .from(prompts)
    .where(and(readableBy({ userId: signedIn ? userIdParam : null, level }), eq(prompts.code, codeParam)))
    .limit(1);
}

/** Prepared once per level and for a visitor or a signed-in reader (server/db/once-per-handle.ts). */
const rowByCode = oncePerHandle((db, shape: ReaderShape) => readableRowByCode(db, shape).prepare("prompt_row_by_code"));

export async function findPromptRowByCode(db: Db, viewer: Viewer, code: string): Promise<DetailRow | undefined> {
  const [row] = await rowByCode(db, { level: viewer.level, signedIn: viewer.userId !== null }).execute({ code, userId: viewer.userId });
  return row as DetailRow | undefined;
}
