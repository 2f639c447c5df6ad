/**
 * The statements of a search page (planner.ts says which runs when): the match conditions on
 * prompt_search, the ranked reads through its GIN indexes, the walks down a sort index, and the
 * access path each is run under.
 */
import { and, eq, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isCjkTerm, titleFeatures } from "./tokens.ts";
import { promptSearch, prompts, searchTokenCounts } from "../../db/schema.ts";
import { orderBy, promptColumns, type SortKey } from "../../db/prompt-row.ts";
import { SEARCH_LIMITS } from "./limits.ts";

/** A parsed query (server/modules/search/tokens.ts, parseQuery): its terms and the tokens they ask for. */
export type SearchTerms = { tokens: string[]; terms: string[] };

/**
 * A document matches when its token array holds every token of the query. Token containment is
 * weaker than adjacency for terms longer than a token (人工智能助手 asks for 人工智能, 工智能助,
 * 智能助手, which a text can hold apart), so those are re-checked as substrings of the normalised
 * text (of any of `texts`, tried in order). A term that is itself a token (up to four Chinese
 * characters, a word of up to 12 letters) is matched exactly by the index, and re-checking it
 * would only decompress every candidate's text. strpos(…) > 0 is LIKE '%term%' without escaping.
 */
function matchCondition(search: SearchTerms, tokens: SQLWrapper, texts: SQLWrapper[]): SQL {
  const conditions = [sql`${tokens} @> ${sql.param(search.tokens)}::text[]`];
  for (const term of search.terms) {
    if (search.tokens.includes(term)) continue;
    conditions.push(
      sql`(${sql.join(
        texts.map((text) => sql`strpos(${text}, ${term}) > 0`),
        sql` or `,
      )})`,
    );
  }
  return and(...conditions)!;
}

/**
 * The search matches the prompt's title, description or text in some language. The re-check
 * looks at the inline titles first (search_text holds them too), so a title match never fetches
 * the full text from TOAST.
 */
function searchCondition(search: SearchTerms): SQL {
  return matchCondition(search, promptSearch.searchTokens, [promptSearch.titleText, promptSearch.searchText]);
}

/**
 * The search matches some language's title, by the same rules. Titles are part of every
 * document, so a title match is always a match. Every term is first looked for in the inline
 * normalised titles (about 170 bytes): a term absent from them cannot match, and most rows tested
 * (a walk, a thousand candidates) fail there, before their title tokens are decompressed and
 * searched (about 560 bytes and 100 tokens). strpos settles Chinese terms by itself; a word still
 * needs its tokens, which match from the start of a word only.
 */
function titleCondition(search: SearchTerms): SQL {
  return and(
    ...search.terms.map((term) => sql`strpos(${promptSearch.titleText}, ${term}) > 0`),
    sql`${promptSearch.titleTokens} @> ${sql.param(search.tokens)}::text[]`,
  )!;
}

/**
 * The search condition for a prompt found without the index (the body walk): for CJK terms alone,
 * their substrings of the full text, which is a third the size of the token array it would
 * otherwise read from TOAST for every prompt walked (1.6 against 5 kB). A word needs its tokens.
 */
function bodyCondition(search: SearchTerms): SQL {
  if (!search.terms.every(isCjkTerm)) return searchCondition(search);
  return and(...search.terms.map((term) => sql`strpos(${promptSearch.searchText}, ${term}) > 0`))!;
}

export type Plan = "gin" | "walk";

/** prompt_search's rows as of its last VACUUM or ANALYZE: the catalogue's size, for the guesses. */
const searchTableRows = sql<number>`(select reltuples from pg_class where oid = 'prompt_search'::regclass)::float8`;

/**
 * The statements of searchStatements a page may run, and the access path each one on prompts is
 * run under (the token count reads its own table by primary key, under any settings).
 */
export type StepName = "tokenCount" | PlannedStep;
type PlannedStep = "probe" | "candidates" | "count" | "titleWalk" | "titles" | "bodyWalk" | "all";
export const STEP_PLANS: Record<PlannedStep, Plan> = {
  probe: "gin",
  candidates: "gin",
  count: "gin",
  titleWalk: "walk",
  titles: "gin",
  bodyWalk: "walk",
  all: "gin",
};

/** The prompt columns as a subquery (or a row) selected them, under the same names. */
export function promptColumnsOf<T>(source: T): typeof promptColumns {
  return Object.fromEntries(Object.keys(promptColumns).map((name) => [name, source[name as keyof T]])) as unknown as typeof promptColumns;
}

/**
 * Enables only the wanted access path for the statements that follow, until the transaction ends
 * (transaction-local settings, so they stay on this connection of the pool). Both plans look up
 * each match's prompt by primary key (an index scan, see searchStatements); they differ in what
 * finds the matches: the GIN indexes ("gin", bitmap scans) or the sort index ("walk"). A walk
 * must stop at its page's last match: with a full sort allowed, the planner sometimes sorted every
 * prompt of the budget (2,000 index lookups for SEO 文案 instead of 949); with it disabled it keeps
 * the index order and sorts only ties (incremental sort). No parallel workers: starting one costs
 * more than these statements, and concurrent requests already use the cores.
 */
export async function usePlan(tx: Db, plan: Plan): Promise<void> {
  // Every setting each time: the steps of one page share a transaction and switch plans.
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', ${plan === "gin" ? "on" : "off"}, true),
    set_config('enable_sort', ${plan === "gin" ? "on" : "off"}, true), set_config('max_parallel_workers_per_gather', '0', true)`);
}

/** Runs statements in a transaction with only the wanted access path enabled. */
export async function withPlan<T>(db: Db, plan: Plan, run: (tx: Db) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await usePlan(tx as unknown as Db, plan);
    return run(tx as unknown as Db);
  });
}

/**
 * The statements of a search page, each built when asked for (exported for EXPLAIN in tests and
 * benches). `base` is the list's condition without the search. The GIN indexes are on
 * prompt_search, which the "gin" plan reads first (block order), looking up each match's prompt.
 */
export function searchStatements(db: Db, base: SQL, search: SearchTerms, keys: readonly SortKey[], offset: number, size: number, limits = SEARCH_LIMITS) {
  const title = titleCondition(search);
  const end = offset + size + 1;
  const keyColumns = Object.fromEntries(keys.map((key) => [key.name, sql`${key.value}`.as(key.name)]));
  const orderByKeys = () => orderBy(keys, (key) => sql`${sql.identifier(key.name)}`);
  /**
   * The prompt of the current search row, when it passes `base`, with its sort keys.
   * A LATERAL subquery with a LIMIT (harmless on a primary key) is one PostgreSQL cannot merge
   * into the outer query, so the matches drive the join and each lookup is an index scan on the
   * primary key, whatever the planner thinks of the term (it preferred reading both tables in id
   * order, half a second at 100k, for common terms with index scans allowed). Joined plainly, the
   * lookup was a bitmap scan per match, and on PGlite every bitmap rescan asks the file system for
   * the table's size: a thousand fstat calls for a page of a common term.
   */
  const promptOf = () =>
    db
      .select({ ...promptColumns, ...keyColumns })
      .from(prompts)
      .where(and(eq(prompts.id, promptSearch.promptId), base))
      .limit(1)
      .as("p");
  /**
   * What a ranked read reports besides its rows: the matches it read, those in a title, and where
   * its bitmap stopped; aggregated `over` its rows (a window on each row, or one row of totals).
   */
  const readingOf = (over: SQL) => ({
    matched: sql<number>`(count(*) ${over})::int`.as("matched"),
    titled: sql<number>`(count(*) filter (where ${sql.identifier("in_title")}) ${over})::int`.as("titled"),
    // The row of the last match, as text: "(block,offset)" (blockOf in guess.ts). Turning
    // each row's position into a number in SQL (ctid::text::point) parsed two floats per match.
    lastRow: sql<string>`max(${sql.identifier("row")}) ${over}`.as("last_row"),
    // A scalar subquery, so it runs once: as an expression it asked the file system for the size
    // on every row (2 of 5 ms of a common two-word query's first step).
    tableBlocks: sql<number>`(select pg_relation_size('prompt_search') / current_setting('block_size')::int)::int`.as("table_blocks"),
    tableRows: sql<number>`${searchTableRows}`.as("table_rows"),
  });
  const matchColumns = {
    inTitle: sql<boolean>`${title}`.as("in_title"),
    // Where in prompt_search each match was read from, in order (see estimate in guess.ts).
    row: sql<string>`${promptSearch}.ctid`.as("row"),
  };
  /**
   * Matches of `condition` (on prompt_search) read through a GIN index (at most `limit`), each
   * joined to its prompt, ranked, with counts; the rows from `from` on, at most `take` of them.
   */
  const ranked = (condition: SQL, limit: number | undefined, from: number, take: number) => {
    const prompt = promptOf();
    const matches = db
      .select({
        ...promptColumnsOf(prompt),
        ...matchColumns,
        // The sort keys as the lookup selected them, under the same names.
        ...Object.fromEntries(keys.map((key) => [key.name, prompt[key.name as keyof typeof prompt]])),
      })
      .from(promptSearch)
      .innerJoinLateral(prompt, sql`true`)
      .where(condition);
    const found = (limit === undefined ? matches : matches.limit(limit)).as("found");
    return db
      .select({ ...promptColumnsOf(found), ...readingOf(sql`over ()`) })
      .from(found)
      .orderBy(sql`${sql.identifier("in_title")} desc`, ...orderByKeys())
      .limit(take)
      .offset(from);
  };
  /**
   * The first `budget` prompts in sort order that pass `base`, of which those passing `test`, up
   * to `limit`. The budget bounds the prompts read, not the matches: `test` is applied outside
   * the subquery that takes the first prompts, on each one's search row (found by primary key),
   * except where it names the walked prompt alone (the title walk's signature test), which the
   * planner applies before the lookup.
   */
  const walk = (budget: number, test: (walked: { titleSignature: SQLWrapper }) => SQL, limit: number) => {
    const walked = db
      .select({ ...promptColumns, ...keyColumns, titleSignature: prompts.titleSignature })
      .from(prompts)
      .where(base)
      .orderBy(...orderBy(keys))
      .limit(budget)
      .as("walked");
    const walkedColumns = promptColumnsOf(walked);
    return db
      .select(walkedColumns)
      .from(walked)
      .innerJoin(promptSearch, eq(promptSearch.promptId, walked.id))
      .where(test(walked))
      .orderBy(...orderByKeys())
      .limit(limit);
  };
  /**
   * Whether a prompt's title signature holds every bit of the query's title features: a prompt
   * without them cannot be a title match (title_signature, search.sql). The mask is a scalar
   * subquery, worked out once per statement; an unknown signature is never skipped.
   */
  const mask = sql`(select title_signature(${sql.param(titleFeatures(search.terms))}::text[]))`;
  const signatureAllows = (signature: SQLWrapper) => sql`(${signature} is null or ${signature} & ${mask} = ${mask})`;
  return {
    /**
     * Step 0: how many published prompts up to access level `level` hold the query's token (its
     * only one: step 0 is for one-token queries), in all and in a title, and the size of the table.
     */
    tokenCount: (level: number) =>
      db
        .select({
          prompts: sql<number>`coalesce(sum(${searchTokenCounts.prompts}), 0)::int`,
          titles: sql<number>`coalesce(sum(${searchTokenCounts.titles}), 0)::int`,
          tableRows: searchTableRows,
        })
        .from(searchTokenCounts)
        .where(and(eq(searchTokenCounts.token, search.tokens[0] ?? ""), lte(searchTokenCounts.level, level))),
    /**
     * Step 1a (plan "gin"), for a list of every prompt visible at `level`: how many of the first
     * matches the viewer may see, and the rest of step 1's reading, from prompt_search alone (its
     * level column is the prompt's visibility). A thousand lookups of the prompts of a common
     * term, which no page shows, are saved; a rare term's matches are read again by step 1.
     */
    probe: (level: number) => {
      const found = db
        .select(matchColumns)
        .from(promptSearch)
        .where(and(searchCondition(search), lte(promptSearch.level, level)))
        .limit(limits.candidates + 1)
        .as("found");
      return db.select(readingOf(sql``)).from(found);
    },
    /** Step 1 (plan "gin"): the page among the first matches, and how many there are. */
    candidates: () => ranked(searchCondition(search), limits.candidates + 1, offset, size + 1),
    /**
     * Step 2 (plan "walk"): title matches among the first prompts in sort order. The signature on
     * the prompt row rules most prompts out before their search row is looked up (SEO 文案: 54 of
     * 949 walked); then the title's inline texts and tokens decide (a title match is a match), and
     * the ~5 kB token array in TOAST is never read. The title test is inside CASE, so its cheap
     * substring tests run first: as a WHERE condition the planner reorders its parts by
     * estimated cost, and estimates the token test cheaper.
     */
    titleWalk: () => walk(limits.titleWalk, (walked) => sql`${signatureAllows(walked.titleSignature)} and case when ${title} then true else false end`, end),
    /**
     * Step 3 (plan "gin"): the first title matches in page order, and how many there are. The
     * condition names only title columns (a title match is a match), so the title index serves it.
     */
    titles: () => ranked(title, limits.candidates + 1, 0, end),
    /** Step 4 (plan "walk"): the first matches outside the titles, in sort order (`limit`: as many as the page still needs). */
    bodyWalk: (limit = end) => walk(limits.bodyWalk, () => sql`case when ${title} then false else ${bodyCondition(search)} end`, limit),
    /** Step 5 (plan "gin"): every match ranked, up to the page's end; `matched` counts them all. */
    all: () => ranked(searchCondition(search), undefined, 0, end),
    /** Matches up to `limit` (plan "gin"); past the end of step 1's page it gives the total. */
    count: (limit?: number) => {
      const matches = db
        .select({ one: sql`1`.as("one") })
        .from(promptSearch)
        .innerJoinLateral(promptOf(), sql`true`)
        .where(searchCondition(search));
      return db.select({ total: sql<number>`count(*)::int` }).from((limit === undefined ? matches : matches.limit(limit)).as("matches"));
    },
  };
}
