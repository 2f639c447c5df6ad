/**
 * One page of search results, title matches first, with work bounded whatever the term.
 *
 * The token index tells which prompts match but not in what order, and a page needs the first
 * matches in the list's sort order. The two ways to get them cost in opposite directions:
 * - through a GIN index: every match is read (one table visit each) and sorted, cheap for a
 *   rare term, slow for a common one (60% of the catalogue for 写作);
 * - down the sort index (prompts_hot…), testing each prompt until a page is full: cheap for a
 *   common term, slow for a rare one (the whole table for a term nobody used), and each test
 *   detoasts the prompt's ~700-token array.
 * PostgreSQL's planner picks between them from statistics that cannot describe a token array
 * well (tokens outside the 1,000 most common are all guessed at 0.5%), does not know what the
 * detoasting costs, and at 100k prompts picked a full walk for absent words (3 s) and a full
 * index read for common ones. So the choice is made here, from what the index returns:
 * 0. a query that is one token (a Chinese term of up to four characters, one word) and a list
 *    that filters by visibility alone first reads how many prompts the viewer may see hold it, in
 *    all and in a title (search_token_counts, kept by triggers). Step 1 is then skipped, with the
 *    exact total in hand, when the term is common (step 1 is its costliest statement: every match
 *    of the token in a bitmap, a thousand prompts looked up) or when its title matches fill the
 *    page (steps 2 and 3 read those alone, fewer than all the matches);
 * 1. read at most SEARCH_CANDIDATES + 1 matches through the token index, rank and cut the page
 *    from them: when there are no more, this is the exact answer and the exact total;
 * 2. otherwise the term is common (over 1% of a 100k catalogue). When the counts or step 1's sample say title
 *    matches are dense, walk the sort index for them, at most TITLE_WALK_BUDGET prompts deep;
 *    if they fill the page, done;
 * 3. otherwise read the title matches through the title-token index (titles hold few tokens, so
 *    even a common word is in few titles), at most SEARCH_CANDIDATES + 1. When they fill the
 *    page, done;
 * 4. otherwise the rest of the page comes after every title match: walk the sort index for
 *    matches outside the titles, at most BODY_WALK_BUDGET prompts deep (the term is common, so
 *    they come early);
 * 5. when a step's limit was reached without an answer, or the counts or step 1's sample say a walk would not
 *    get there (deep pages, matches mostly hidden from this viewer or mostly in titles), read every
 *    match through the token index and rank them all: correct, and slow only for such rare cases.
 */
import { and, eq, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LIST_TOTAL_CAP } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { isCjkTerm } from "../../lib/search/tokens.ts";
import { promptSearch, prompts, searchTokenCounts } from "../../db/schema.ts";
import { orderBy, promptColumns, type PromptRow, type SortKey } from "./prompt-row.ts";
import { bodyWalkPays, countedGuess, estimate, titleWalkFirst, type Guess, type StepOneReading } from "./search-guess.ts";

export type SearchTerms = { tokens: string[]; terms: string[] };

/**
 * Matches read through a GIN index before a term counts as common. Also how far totals are
 * exact, since step 1 counts them for free.
 */
const SEARCH_CANDIDATES = LIST_TOTAL_CAP;
/** Prompts walked down the sort index looking for a page of title matches (step 2). */
const TITLE_WALK_BUDGET = 2000;
/**
 * Prompts walked down the sort index for matches outside the titles (step 4). A term past step 1
 * is in over 1% of the catalogue, so a page of 12 is expected within about 1,300.
 */
const BODY_WALK_BUDGET = 3000;

/** The limits above; tests shrink them to take every step on a small catalogue. */
export type SearchLimits = { candidates: number; titleWalk: number; bodyWalk: number };
export const SEARCH_LIMITS: SearchLimits = { candidates: SEARCH_CANDIDATES, titleWalk: TITLE_WALK_BUDGET, bodyWalk: BODY_WALK_BUDGET };

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
    conditions.push(sql`(${sql.join(texts.map((text) => sql`strpos(${text}, ${term}) > 0`), sql` or `)})`);
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
 * document, so a title match is always a match.
 */
function titleCondition(search: SearchTerms): SQL {
  return matchCondition(search, promptSearch.titleTokens, [promptSearch.titleText]);
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

type Plan = "gin" | "walk";

/** prompt_search's rows as of its last VACUUM or ANALYZE: the catalogue's size, for the guesses. */
const searchTableRows = sql<number>`(select reltuples from pg_class where oid = 'prompt_search'::regclass)::float8`;

/**
 * The statements of searchStatements a page may run, and the access path each one on prompts is
 * run under (the token count reads its own table by primary key, under any settings).
 */
export type StepName = "tokenCount" | PlannedStep;
type PlannedStep = "candidates" | "count" | "titleWalk" | "titles" | "bodyWalk" | "all";
export const STEP_PLANS: Record<PlannedStep, Plan> = { candidates: "gin", count: "gin", titleWalk: "walk", titles: "gin", bodyWalk: "walk", all: "gin" };

/** The prompt columns as a subquery (or a row) selected them, under the same names. */
function promptColumnsOf<T>(source: T): typeof promptColumns {
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
   * The prompt of the current search row, when it passes `base`, with its sort keys. A LATERAL
   * subquery with a LIMIT (harmless on a primary key) is one PostgreSQL cannot merge into the
   * outer query, so the matches drive the join and each lookup is an index scan on the primary
   * key, whatever the planner thinks of the term (it preferred reading both tables in id order,
   * half a second at 100k, for common terms with index scans allowed). Joined plainly, the lookup
   * was a bitmap scan per match, and on PGlite every bitmap rescan asks the file system for the
   * table's size: a thousand fstat calls for a page of a common term.
   */
  const promptOf = () =>
    db
      .select({ ...promptColumns, ...keyColumns })
      .from(prompts)
      .where(and(eq(prompts.id, promptSearch.promptId), base))
      .limit(1)
      .as("p");
  /**
   * Matches of `condition` (on prompt_search) read through a GIN index (at most `limit`), ranked,
   * with counts; the rows from `from` on, at most `take` of them.
   */
  const ranked = (condition: SQL, limit: number | undefined, from: number, take: number) => {
    const prompt = promptOf();
    const matches = db
      .select({
        ...promptColumnsOf(prompt),
        inTitle: sql<boolean>`${title}`.as("in_title"),
        // The block of prompt_search each match was read from, in order (see estimate).
        block: sql<number>`(${promptSearch}.ctid::text::point)[0]::int`.as("block"),
        // The sort keys as the lookup selected them, under the same names.
        ...Object.fromEntries(keys.map((key) => [key.name, prompt[key.name as keyof typeof prompt]])),
      })
      .from(promptSearch)
      .innerJoinLateral(prompt, sql`true`)
      .where(condition);
    const found = (limit === undefined ? matches : matches.limit(limit)).as("found");
    const columns = promptColumnsOf(found);
    return db
      .select({
        ...columns,
        matched: sql<number>`(count(*) over ())::int`.as("matched"),
        titled: sql<number>`(count(*) filter (where ${sql.identifier("in_title")}) over ())::int`.as("titled"),
        lastBlock: sql<number>`(max(${sql.identifier("block")}) over ())::int`.as("last_block"),
        tableBlocks: sql<number>`(pg_relation_size('prompt_search') / current_setting('block_size')::int)::int`.as("table_blocks"),
        tableRows: sql<number>`${searchTableRows}`.as("table_rows"),
      })
      .from(found)
      .orderBy(sql`${sql.identifier("in_title")} desc`, ...orderByKeys())
      .limit(take)
      .offset(from);
  };
  /**
   * The first `budget` prompts in sort order that pass `base`, of which those passing `test`, up
   * to `limit`. The budget bounds the prompts read, not the matches: `test` is applied outside
   * the subquery that takes the first prompts, on each one's search row (found by primary key).
   */
  const walk = (budget: number, test: SQL, limit: number) => {
    const walked = db
      .select({ ...promptColumns, ...keyColumns })
      .from(prompts)
      .where(base)
      .orderBy(...orderBy(keys))
      .limit(budget)
      .as("walked");
    const walkedColumns = promptColumnsOf(walked);
    return db.select(walkedColumns).from(walked).innerJoin(promptSearch, eq(promptSearch.promptId, walked.id)).where(test).orderBy(...orderByKeys()).limit(limit);
  };
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
    /** Step 1 (plan "gin"): the page among the first matches, and how many there are. */
    candidates: () => ranked(searchCondition(search), limits.candidates + 1, offset, size + 1),
    /**
     * Step 2 (plan "walk"): title matches among the first prompts in sort order. The title's
     * inline tokens decide alone (a title match is a match): the ~5 kB token array in TOAST is
     * never read.
     */
    titleWalk: () => walk(limits.titleWalk, title, end),
    /**
     * Step 3 (plan "gin"): the first title matches in page order, and how many there are. The
     * condition names only title columns (a title match is a match), so the title index serves it.
     */
    titles: () => ranked(title, limits.candidates + 1, 0, end),
    /** Step 4 (plan "walk"): the first matches outside the titles, in sort order (`limit`: as many as the page still needs). */
    bodyWalk: (limit = end) => walk(limits.bodyWalk, sql`case when ${title} then false else ${bodyCondition(search)} end`, limit),
    /** Step 5 (plan "gin"): every match ranked, up to the page's end; `matched` counts them all. */
    all: () => ranked(searchCondition(search), undefined, 0, end),
    /** Matches up to `limit` (plan "gin"); past the end of step 1's page it gives the total. */
    count: (limit?: number) => {
      const matches = db.select({ one: sql`1`.as("one") }).from(promptSearch).innerJoinLateral(promptOf(), sql`true`).where(searchCondition(search));
      return db.select({ total: sql<number>`count(*)::int` }).from((limit === undefined ? matches : matches.limit(limit)).as("matches"));
    },
  };
}

/** A result row without the columns a step added (counts, sort keys). */
const toRow = (row: PromptRow): PromptRow => promptColumnsOf(row) as unknown as PromptRow;

export type SearchPage = {
  /** The page and, when another follows, one more row. */
  rows: PromptRow[];
  /** The number of matches when it was counted (always when at most SEARCH_CANDIDATES). */
  matched: number | undefined;
  /** The step that produced the page (for benches and logs). */
  via: "candidates" | "title walk" | "titles" | "body walk" | "all matches";
  /** The statements run for it, in order (for benches: plan-summary EXPLAINs them). */
  steps: StepName[];
};

type Ranked = PromptRow & StepOneReading;

/**
 * The counts of step 0 tell a query's matches exactly when it is one token the index matches with
 * no re-check, and the list shows every prompt visible at one access level (`visibleAt`).
 */
const countable = (search: SearchTerms, visibleAt: number | undefined): visibleAt is number =>
  visibleAt !== undefined && search.tokens.length === 1 && search.terms.length === 1 && search.terms[0] === search.tokens[0];

/**
 * `visibleAt`: the viewer's access level when `base` filters by nothing but visibility at that
 * level, which lets step 0 skip step 1 for a common term.
 */
export async function searchPage(
  db: Db,
  base: SQL,
  search: SearchTerms,
  keys: readonly SortKey[],
  offset: number,
  size: number,
  limits = SEARCH_LIMITS,
  visibleAt?: number,
): Promise<SearchPage> {
  // One transaction for every step: each round trip counts (BEGIN and COMMIT once, not per step).
  return db.transaction(async (tx) => {
    const steps: StepName[] = [];
    const statements = searchStatements(tx as unknown as Db, base, search, keys, offset, size, limits);
    let plan: Plan | undefined;
    const step = async <T>(name: StepName, statement: (s: typeof statements) => PromiseLike<T>) => {
      steps.push(name);
      // Consecutive steps of one plan share its settings (they last until the transaction ends).
      if (name !== "tokenCount" && STEP_PLANS[name] !== plan) await usePlan(tx as unknown as Db, (plan = STEP_PLANS[name]));
      return statement(statements);
    };
    const page = await searchSteps(step, search, offset, size, limits, visibleAt);
    return { ...page, steps };
  });
}

type Step = <T>(name: StepName, statement: (s: ReturnType<typeof searchStatements>) => PromiseLike<T>) => Promise<T>;

async function searchSteps(step: Step, search: SearchTerms, offset: number, size: number, limits: SearchLimits, visibleAt: number | undefined): Promise<Omit<SearchPage, "steps">> {
  const end = offset + size + 1;
  const [counted] = countable(search, visibleAt) ? await step("tokenCount", (s) => s.tokenCount(visibleAt)) : [];
  // Step 1 ranks every match up to SEARCH_CANDIDATES; the steps after it read the title matches
  // alone, or walk. Known counts tell when those read less: always for a common term, and for any
  // term whose title matches fill the page (they rank first, and are fewer than the matches).
  if (counted && (counted.prompts > limits.candidates || counted.titles >= end)) {
    const page = await laterSteps(step, countedGuess(counted), offset, end, limits);
    // The count is exact, and never below the rows already seen (were a write to slip past it).
    return { ...page, matched: Math.max(counted.prompts, offset + page.rows.length) };
  }
  const first = (await step("candidates", (s) => s.candidates())) as Ranked[];
  let matched = first[0]?.matched;
  if (first.length === 0 && offset > 0) {
    // Past the end of the page, the window count has no row to ride on.
    matched = (await step("count", (s) => s.count(limits.candidates + 1)))[0]?.total ?? 0;
  }
  if (matched === undefined || matched <= limits.candidates) return { rows: first.map(toRow), matched: matched ?? 0, via: "candidates" };
  return laterSteps(step, first[0] && estimate(first[0]), offset, end, limits);
}

/** Steps 2 to 5, for a term known or guessed to be common (or whose title matches fill the page). */
async function laterSteps(step: Step, guess: Guess | undefined, offset: number, end: number, limits: SearchLimits): Promise<Omit<SearchPage, "steps">> {
  const walkFirst = !guess || titleWalkFirst(guess, end, limits);
  const titleWalk = async () => {
    const found = (await step("titleWalk", (s) => s.titleWalk())) as PromptRow[];
    return found.length >= end ? { rows: found.slice(offset).map(toRow), matched: undefined, via: "title walk" as const } : undefined;
  };
  if (walkFirst) {
    const page = await titleWalk();
    if (page) return page;
  }
  const titles = (await step("titles", (s) => s.titles())) as Ranked[];
  const titled = titles[0]?.matched ?? 0;
  if (titled > limits.candidates) {
    // Titles hold the term more often than guessed: they are dense enough to walk for.
    if (!walkFirst) {
      const page = await titleWalk();
      if (page) return page;
    }
  } else {
    if (titles.length >= end) return { rows: titles.slice(offset).map(toRow), matched: undefined, via: "titles" };
    // Every title match is in hand; the page goes on with the first matches outside the titles.
    const needed = end - titles.length;
    if (bodyWalkPays(guess, needed, titled, limits)) {
      const rest = (await step("bodyWalk", (s) => s.bodyWalk(needed))) as PromptRow[];
      if (rest.length >= needed) return { rows: [...titles, ...rest].slice(offset).map(toRow), matched: undefined, via: "body walk" };
    }
  }
  const all = (await step("all", (s) => s.all())) as Ranked[];
  return { rows: all.slice(offset).map(toRow), matched: all[0]?.matched, via: "all matches" };
}

/** Exact number of matches, for callers that asked for no cap (the back office). */
export async function countAllMatches(db: Db, base: SQL, search: SearchTerms, keys: readonly SortKey[]): Promise<number> {
  const [row] = await withPlan(db, "gin", (tx) => searchStatements(tx, base, search, keys, 0, 1).count());
  return row?.total ?? 0;
}
