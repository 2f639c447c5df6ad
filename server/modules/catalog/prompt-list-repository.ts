/**
 * The listPrompt query: visibility, filters, search and a total order. Search narrows candidates
 * through the GIN-indexed token array, then re-checks each term as a substring of the normalised
 * text (bigram containment alone lets 写作助手 match a text holding 写作, 作助 and 助手 apart).
 */
import { and, asc, desc, eq, inArray, lte, not, sql, type SQL } from "drizzle-orm";
import type { PromptSort } from "../../../contract/catalog.ts";
import type { Db } from "../../db/client.ts";
import { favourites, markGroupPrompts, promptCategories, prompts, viewHistory } from "../../db/schema.ts";
import type { Viewer } from "./viewer.ts";

export type PromptFilter = {
  categoryId?: number;
  search?: { tokens: string[]; terms: string[] };
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

function likeTerm(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Published and allowed for the viewer's access level. */
export function visibleTo(viewer: Viewer): SQL {
  return and(eq(prompts.status, "published"), lte(prompts.vipLevel, viewer.level))!;
}

export function filterConditions(viewer: Viewer, filter: PromptFilter): SQL {
  const conditions: SQL[] = filter.unrestricted ? [sql`true`] : [visibleTo(viewer)];
  if (filter.categoryId !== undefined) {
    conditions.push(
      exists(
        sql`select 1 from ${promptCategories} where ${promptCategories.promptId} = ${prompts.id} and ${promptCategories.categoryId} = ${filter.categoryId}`,
      ),
    );
  }
  if (filter.search) {
    const { tokens, terms } = filter.search;
    conditions.push(sql`${prompts.searchTokens} @> ${sql.param(tokens)}::text[]`);
    // A term that is itself a token (a one- or two-character Chinese term, a word of up to 12
    // letters) is matched exactly by the index: its substring check could never fail and would
    // only make the database read every candidate's text. Longer terms need it (see header).
    for (const term of terms) if (!tokens.includes(term)) conditions.push(sql`${prompts.searchText} like ${likeTerm(term)}`);
  }
  if (filter.codes) conditions.push(inArray(prompts.code, filter.codes.length ? filter.codes : [""]));
  if (filter.favouritesOf !== undefined) {
    conditions.push(
      exists(sql`select 1 from ${favourites} where ${favourites.promptId} = ${prompts.id} and ${favourites.userId} = ${filter.favouritesOf}`),
    );
  }
  if (filter.groupId !== undefined) {
    conditions.push(
      exists(sql`select 1 from ${markGroupPrompts} where ${markGroupPrompts.promptId} = ${prompts.id} and ${markGroupPrompts.markId} = ${filter.groupId}`),
    );
  }
  if (filter.historyOf !== undefined) {
    conditions.push(
      exists(sql`select 1 from ${viewHistory} where ${viewHistory.promptId} = ${prompts.id} and ${viewHistory.userId} = ${filter.historyOf}`),
    );
  }
  if (filter.authorId !== undefined) conditions.push(eq(prompts.authorId, filter.authorId));
  return and(...conditions)!;
}

/** One key of the list order; `name` labels it as an output column of the search union. */
type SortKey = { name: string; expression: SQL; descending: boolean };

/** The chosen sort, then the id, which breaks every tie so pages never repeat or skip a prompt. */
function sortKeys(sort: PromptSort, filter: PromptFilter): SortKey[] {
  const keys: SortKey[] = [];
  if (filter.historyOf !== undefined) {
    keys.push({
      name: "sort_viewed_at",
      expression: sql`(select ${viewHistory.viewedAt} from ${viewHistory} where ${viewHistory.promptId} = ${prompts.id} and ${viewHistory.userId} = ${filter.historyOf})`,
      descending: true,
    });
  }
  if (sort === "time") keys.push({ name: "sort_created_at", expression: sql`${prompts.createdAt}`, descending: true });
  else if (sort === "score") {
    keys.push({ name: "sort_score", expression: sql`${prompts.score}`, descending: true });
    keys.push({ name: "sort_rate_cnt", expression: sql`${prompts.rateCnt}`, descending: true });
  } else keys.push({ name: "sort_hot", expression: sql`${prompts.hot}`, descending: true });
  keys.push({ name: "sort_id", expression: sql`${prompts.id}`, descending: true });
  return keys;
}

const direction = (key: SortKey) => sql.raw(key.descending ? "desc" : "asc");

export const promptColumns = {
  id: prompts.id,
  code: prompts.code,
  authorId: prompts.authorId,
  vipLevel: prompts.vipLevel,
  lan: prompts.lan,
  source: prompts.source,
  status: prompts.status,
  ignoreTrans: prompts.ignoreTrans,
  clickCnt: prompts.clickCnt,
  copyCnt: prompts.copyCnt,
  shareCnt: prompts.shareCnt,
  markCnt: prompts.markCnt,
  rateCnt: prompts.rateCnt,
  score: prompts.score,
  createdAt: prompts.createdAt,
};
export type PromptRow = { [K in keyof typeof promptColumns]: (typeof promptColumns)[K]["_"]["data"] };

/** A search's title condition: every term in some language's title. */
function titleMatch(search: NonNullable<PromptFilter["search"]>): SQL {
  return and(...search.terms.map((term) => sql`${prompts.titleText} like ${likeTerm(term)}`))!;
}

/**
 * The rows of one page plus one more (which tells whether another page follows).
 *
 * A search ranks title matches first. Sorting on `case when <title match>` would make the
 * database fetch and test every match before returning the first page (60% of the catalogue
 * for a common character). Instead the title matches and the other matches are two branches,
 * each ordered by the chosen sort and cut to the rows this page can need, so each can walk the
 * sort's index and stop early, or take the GIN index for rare terms: the planner picks per branch.
 */
function pageQuery(db: Db, where: SQL, sort: PromptSort, filter: PromptFilter, offset: number, size: number) {
  const keys = sortKeys(sort, filter);
  if (!filter.search) {
    return db
      .select(promptColumns)
      .from(prompts)
      .where(where)
      .orderBy(...keys.map((k) => sql`${k.expression} ${direction(k)}`))
      .limit(size + 1)
      .offset(offset);
  }
  const title = titleMatch(filter.search);
  const branch = (rank: 0 | 1) =>
    db
      .select({
        ...promptColumns,
        titleRank: sql<number>`${sql.raw(String(rank))}`.as("title_rank"),
        ...Object.fromEntries(keys.map((k) => [k.name, sql`${k.expression}`.as(k.name)])),
      })
      .from(prompts)
      .where(and(where, rank === 0 ? title : not(title)))
      .orderBy(...keys.map((k) => sql`${k.expression} ${direction(k)}`))
      .limit(offset + size + 1);
  return branch(0)
    .unionAll(branch(1))
    .orderBy(sql`${sql.identifier("title_rank")}`, ...keys.map((k) => sql`${sql.identifier(k.name)} ${direction(k)}`))
    .limit(size + 1)
    .offset(offset);
}

/**
 * The number of matches, counted up to `cap` + 1 so a very common search term does not make
 * the database visit every match just to count it (undefined: count everything).
 */
function countQuery(db: Db, where: SQL, cap: number | undefined) {
  if (cap === undefined) return db.select({ total: sql<number>`count(*)::int` }).from(prompts).where(where);
  const capped = db.select({ one: sql`1`.as("one") }).from(prompts).where(where).limit(cap + 1).as("capped");
  return db.select({ total: sql<number>`count(*)::int` }).from(capped);
}

export type ListOptions = {
  /**
   * Count at most this many matches. When more match, `total` is a lower bound: the cap, or
   * what the pages so far have shown if that is more; `hasMore` stays exact either way.
   */
  totalCap?: number;
};

/** The two statements of a list page, for EXPLAIN in checks and benches. */
export function listPromptQueries(db: Db, viewer: Viewer, filter: PromptFilter, sort: PromptSort, page: number, size: number, options: ListOptions = {}) {
  const where = filterConditions(viewer, filter);
  return { rows: pageQuery(db, where, sort, filter, (page - 1) * size, size), count: countQuery(db, where, options.totalCap) };
}

function toPromptRow(row: PromptRow): PromptRow {
  const { id, code, authorId, vipLevel, lan, source, status, ignoreTrans, clickCnt, copyCnt, shareCnt, markCnt, rateCnt, score, createdAt } = row;
  return { id, code, authorId, vipLevel, lan, source, status, ignoreTrans, clickCnt, copyCnt, shareCnt, markCnt, rateCnt, score, createdAt };
}

export async function listPromptRows(db: Db, viewer: Viewer, filter: PromptFilter, sort: PromptSort, page: number, size: number, options: ListOptions = {}) {
  const queries = listPromptQueries(db, viewer, filter, sort, page, size, options);
  const [rows, totals] = await Promise.all([queries.rows, queries.count]);
  const hasMore = rows.length > size;
  const pageRows = (rows as PromptRow[]).slice(0, size).map(toPromptRow);
  const counted = totals[0]?.total ?? 0;
  const cap = options.totalCap;
  const total = cap !== undefined && counted > cap ? Math.max(cap, (page - 1) * size + pageRows.length) : counted;
  return { rows: pageRows, total, hasMore };
}

export async function findPromptRowByCode(db: Db, viewer: Viewer, code: string): Promise<PromptRow | undefined> {
  const [row] = await db
    .select(promptColumns)
    .from(prompts)
    .where(and(visibleTo(viewer), eq(prompts.code, code)))
    .limit(1);
  return row as PromptRow | undefined;
}

/** Related prompts: sharing a category, most popular first, never the prompt itself. */
export async function relatedPromptRows(db: Db, viewer: Viewer, promptId: number, limit: number) {
  const rows = await db
    .select(promptColumns)
    .from(prompts)
    .where(
      and(
        visibleTo(viewer),
        sql`${prompts.id} <> ${promptId}`,
        exists(
          sql`select 1 from ${promptCategories} a join ${promptCategories} b on a.category_id = b.category_id where a.prompt_id = ${promptId} and b.prompt_id = ${prompts.id}`,
        ),
      ),
    )
    .orderBy(desc(prompts.hot), asc(prompts.id))
    .limit(limit);
  return rows as PromptRow[];
}
