/**
 * The listPrompt query: visibility, filters, search and a total order. Search narrows candidates
 * through the GIN-indexed token array, then re-checks each term as a substring of the normalised
 * text (bigram containment alone lets 写作助手 match a text holding 写作, 作助 and 助手 apart).
 */
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
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
    conditions.push(sql`${prompts.searchTokens} @> ${sql.param(filter.search.tokens)}::text[]`);
    for (const term of filter.search.terms) conditions.push(sql`${prompts.searchText} like ${likeTerm(term)}`);
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

function orderBy(sort: PromptSort, filter: PromptFilter): SQL[] {
  const order: SQL[] = [];
  if (filter.search) {
    // Title matches first, then matches in the description or text.
    const titleMatch = and(...filter.search.terms.map((term) => sql`${prompts.titleText} like ${likeTerm(term)}`));
    order.push(sql`case when ${titleMatch} then 0 else 1 end`);
  }
  if (filter.historyOf !== undefined) {
    order.push(
      sql`(select ${viewHistory.viewedAt} from ${viewHistory} where ${viewHistory.promptId} = ${prompts.id} and ${viewHistory.userId} = ${filter.historyOf}) desc`,
    );
  }
  if (sort === "time") order.push(desc(prompts.createdAt));
  else if (sort === "score") order.push(desc(prompts.score), desc(prompts.rateCnt));
  else order.push(desc(prompts.hot));
  // The id breaks every tie so consecutive pages never repeat or skip a prompt.
  order.push(desc(prompts.id));
  return order;
}

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

export async function listPromptRows(db: Db, viewer: Viewer, filter: PromptFilter, sort: PromptSort, page: number, size: number) {
  const where = filterConditions(viewer, filter);
  const [rows, totals] = await Promise.all([
    db
      .select(promptColumns)
      .from(prompts)
      .where(where)
      .orderBy(...orderBy(sort, filter))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: sql<number>`count(*)::int` }).from(prompts).where(where),
  ]);
  return { rows: rows as PromptRow[], total: totals[0]?.total ?? 0 };
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
