/**
 * One page of search results, title matches first, with work bounded whatever the term.
 *
 * The token index tells which prompts match but not in what order, and a page needs the first
 * matches in the list's sort order. The two ways to get them cost in opposite directions:
 * - through the GIN index: every match is read (one table visit each) and sorted, cheap for a
 *   rare term, slow for a common one (60% of the catalogue for 写作);
 * - down the sort index (prompts_hot…), testing each prompt until a page is full: cheap for a
 *   common term, slow for a rare one (the whole table for a term nobody used), and each test
 *   detoasts the prompt's ~700-token array.
 * PostgreSQL's planner picks between them from statistics that cannot describe a token array
 * well (tokens outside the 1,000 most common are all guessed at 0.5%), does not know what the
 * detoasting costs, and at 100k prompts picked a full walk for absent words (3 s) and a full
 * index read for common ones. So the choice is made here, from what the index returns:
 * 1. read at most SEARCH_CANDIDATES + 1 matches through the GIN index, rank and cut the page
 *    from them: when there are no more, this is the exact answer and the exact total;
 * 2. otherwise the term is common (over 1% of a 100k catalogue): walk the sort index for title
 *    matches, at most TITLE_WALK_BUDGET prompts deep. When they fill the page, done; the rest of
 *    the page (after the last title match) would come from the next step anyway;
 * 3. otherwise read every match through the GIN index and rank them all. Its cost grows with the
 *    number of matches: a common term found in almost no title (是, 的) is the slow case, which
 *    only an index on title tokens would fix (docs/decisions/008-search.md).
 */
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LIST_TOTAL_CAP } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { promptSearch, prompts } from "../../db/schema.ts";
import { orderBy, promptColumns, type PromptRow, type SortKey } from "./prompt-row.ts";

export type SearchTerms = { tokens: string[]; terms: string[] };

/**
 * Matches read through the GIN index before a term counts as common. Also how far totals are
 * exact, since step 1 counts them for free.
 */
export const SEARCH_CANDIDATES = LIST_TOTAL_CAP;
/** Prompts walked down the sort index looking for a page of title matches (step 2). */
export const TITLE_WALK_BUDGET = 2000;

/** The two limits above; tests shrink them to take every step on a small catalogue. */
export type SearchLimits = { candidates: number; titleWalk: number };
const LIMITS: SearchLimits = { candidates: SEARCH_CANDIDATES, titleWalk: TITLE_WALK_BUDGET };

/**
 * A document matches when its token array holds every token of the query. Token containment is
 * weaker than adjacency for longer terms (写作助手 asks for 写作, 作助, 助手, which a text can
 * hold apart), so those are re-checked as substrings of the normalised text. A term that is
 * itself a token (one or two Chinese characters, a word of up to 12 letters) is matched exactly
 * by the index, and re-checking it would only decompress every candidate's text.
 * strpos(…) > 0 is LIKE '%term%' without escaping.
 */
export function searchCondition(search: SearchTerms, columns: { searchTokens: SQLWrapper; searchText: SQLWrapper } = promptSearch): SQL {
  const conditions = [sql`${columns.searchTokens} @> ${sql.param(search.tokens)}::text[]`];
  for (const term of search.terms) if (!search.tokens.includes(term)) conditions.push(sql`strpos(${columns.searchText}, ${term}) > 0`);
  return and(...conditions)!;
}

/** Every term in some language's title (titleText holds the normalised titles). */
export function titleCondition(search: SearchTerms, titleText: SQLWrapper = promptSearch.titleText): SQL {
  return and(...search.terms.map((term) => sql`strpos(${titleText}, ${term}) > 0`))!;
}

type Plan = "gin" | "walk";

/**
 * Runs statements with only the wanted access path enabled (transaction-local settings, so
 * they stay on this connection of the pool and end with the transaction).
 */
export async function withPlan<T>(db: Db, plan: Plan, run: (tx: Db) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (plan === "gin") {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`);
    } else {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
    }
    return run(tx as unknown as Db);
  });
}

/**
 * The statements of a search page (exported for EXPLAIN in tests and benches). `where` is the
 * whole condition, `base` the same without the search. The GIN index is on prompt_search, which
 * the "gin" plan reads first (block order), joining each match to its prompt by primary key.
 */
export function searchStatements(db: Db, where: SQL, base: SQL, search: SearchTerms, keys: readonly SortKey[], offset: number, size: number, limits = LIMITS) {
  const title = titleCondition(search);
  const end = offset + size + 1;
  const keyColumns = Object.fromEntries(keys.map((key) => [key.name, sql`${key.value}`.as(key.name)]));
  const ranked = (limit: number | undefined) => {
    const matches = db
      .select({
        ...promptColumns,
        inTitle: sql<boolean>`${title}`.as("in_title"),
        // The block of prompt_search each match was read from, in order (see walkLooksCheaper).
        block: sql<number>`(${promptSearch}.ctid::text::point)[0]::int`.as("block"),
        ...keyColumns,
      })
      .from(promptSearch)
      .innerJoin(prompts, eq(prompts.id, promptSearch.promptId))
      .where(where);
    const found = (limit === undefined ? matches : matches.limit(limit)).as("found");
    const columns = Object.fromEntries(Object.keys(promptColumns).map((name) => [name, found[name as keyof typeof promptColumns]])) as unknown as typeof promptColumns;
    return db
      .select({
        ...columns,
        matched: sql<number>`(count(*) over ())::int`.as("matched"),
        titled: sql<number>`(count(*) filter (where ${sql.identifier("in_title")}) over ())::int`.as("titled"),
        lastBlock: sql<number>`(max(${sql.identifier("block")}) over ())::int`.as("last_block"),
        tableBlocks: sql<number>`(pg_relation_size('prompt_search') / current_setting('block_size')::int)::int`.as("table_blocks"),
        tableRows: sql<number>`(select reltuples from pg_class where oid = 'prompt_search'::regclass)::float8`.as("table_rows"),
      })
      .from(found)
      .orderBy(sql`${sql.identifier("in_title")} desc`, ...orderBy(keys, (key) => sql`${sql.identifier(key.name)}`))
      .limit(limit === undefined ? end : size + 1)
      .offset(limit === undefined ? 0 : offset);
  };
  // The walk's budget bounds the prompts read, not the matches: the search and title tests are
  // applied outside the subquery that takes the first prompts in sort order, on each one's
  // search row (found by primary key).
  const walked = db
    .select({ ...promptColumns, ...keyColumns })
    .from(prompts)
    .where(base)
    .orderBy(...orderBy(keys))
    .limit(limits.titleWalk)
    .as("walked");
  const walkedColumns = Object.fromEntries(Object.keys(promptColumns).map((name) => [name, walked[name as keyof typeof promptColumns]])) as unknown as typeof promptColumns;
  return {
    /** Step 1 (plan "gin"): the page among the first matches, and how many there are. */
    candidates: ranked(limits.candidates + 1),
    /** Step 2 (plan "walk"): title matches among the first prompts in sort order. */
    titleWalk: db
      .select(walkedColumns)
      .from(walked)
      .innerJoin(promptSearch, eq(promptSearch.promptId, walked.id))
      // CASE fixes the order: PostgreSQL would test the token array first (it rates @> cheaper
      // than strpos), detoasting ~3 kB for every prompt walked instead of for title matches only.
      .where(sql`case when ${titleCondition(search)} then ${searchCondition(search)} else false end`)
      .orderBy(...orderBy(keys, (key) => sql`${sql.identifier(key.name)}`))
      .limit(end),
    /** Step 3 (plan "gin"): every match ranked, up to the page's end; `matched` counts them all. */
    all: ranked(undefined),
    /** Matches up to `limit` (plan "gin"); past the end of step 1's page it gives the total. */
    count: (limit?: number) => {
      const matches = db.select({ one: sql`1`.as("one") }).from(promptSearch).innerJoin(prompts, eq(prompts.id, promptSearch.promptId)).where(where);
      return db.select({ total: sql<number>`count(*)::int` }).from((limit === undefined ? matches : matches.limit(limit)).as("matches"));
    },
  };
}

const toRow = (row: PromptRow): PromptRow => Object.fromEntries(Object.keys(promptColumns).map((k) => [k, row[k as keyof PromptRow]])) as PromptRow;

export type SearchPage = {
  /** The page and, when another follows, one more row. */
  rows: PromptRow[];
  /** The number of matches when it was counted (always when at most SEARCH_CANDIDATES). */
  matched: number | undefined;
  /** The step that produced the page (for benches and logs). */
  via: "candidates" | "title walk" | "all matches";
};

type Ranked = PromptRow & { matched: number; titled: number; lastBlock: number; tableBlocks: number; tableRows: number };

/**
 * Whether walking for title matches (step 2) should beat ranking every match (step 3), judged
 * from step 1's reading: the GIN bitmap visits the table in block order and stopped at the
 * block of the last match it needed, so the share of blocks read estimates the share of matches
 * found, hence their number; the title matches among them estimate how densely title matches
 * occur down the sort order. Only the order of the steps depends on this guess, never a result.
 */
function walkLooksCheaper(first: Ranked, end: number, limits: SearchLimits): boolean {
  if (first.titled === 0) return false;
  const share = Math.min(1, (first.lastBlock + 1) / Math.max(1, first.tableBlocks));
  const estimatedMatches = first.matched / share;
  const walkRows = (end * Math.max(first.tableRows, estimatedMatches)) / (estimatedMatches * (first.titled / first.matched));
  return walkRows <= limits.titleWalk && walkRows < estimatedMatches;
}

export async function searchPage(db: Db, where: SQL, base: SQL, search: SearchTerms, keys: readonly SortKey[], offset: number, size: number, limits = LIMITS): Promise<SearchPage> {
  const statements = (on: Db) => searchStatements(on, where, base, search, keys, offset, size, limits);
  const first = (await withPlan(db, "gin", (tx) => statements(tx).candidates)) as Ranked[];
  let matched = first[0]?.matched;
  if (first.length === 0 && offset > 0) {
    // Past the end of the page, the window count has no row to ride on.
    matched = (await withPlan(db, "gin", (tx) => statements(tx).count(limits.candidates + 1)))[0]?.total ?? 0;
  }
  if (matched === undefined || matched <= limits.candidates) return { rows: first.map(toRow), matched: matched ?? 0, via: "candidates" };

  const end = offset + size + 1;
  if (!first[0] || walkLooksCheaper(first[0], end, limits)) {
    const titled = (await withPlan(db, "walk", (tx) => statements(tx).titleWalk)) as PromptRow[];
    if (titled.length >= end) return { rows: titled.slice(offset).map(toRow), matched: undefined, via: "title walk" };
  }
  const all = (await withPlan(db, "gin", (tx) => statements(tx).all)) as Ranked[];
  return { rows: all.slice(offset).map(toRow), matched: all[0]?.matched, via: "all matches" };
}

/** Exact number of matches, for callers that asked for no cap (the back office). */
export async function countAllMatches(db: Db, where: SQL, base: SQL, search: SearchTerms, keys: readonly SortKey[]): Promise<number> {
  const [row] = await withPlan(db, "gin", (tx) => searchStatements(tx, where, base, search, keys, 0, 1).count());
  return row?.total ?? 0;
}
