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
 *    from them: when there are no more, this is the exact answer and the exact total. On a list
 *    filtered by visibility alone (and not counted by step 0), a probe first counts the matches
 *    on their search rows, whose level is the prompt's visibility: the ranked read, which looks up
 *    each match's prompt for its sort keys, runs only when they are few;
 * 2. otherwise the term is common (over 1% of a 100k catalogue). When the counts or step 1's
 *    sample say title matches are dense, walk the sort index for them, at most
 *    TITLE_WALK_BUDGET prompts deep; if they fill the page, done;
 * 3. otherwise read the title matches through the title-token index (titles hold few tokens, so
 *    even a common word is in few titles), at most SEARCH_CANDIDATES + 1. When they fill the
 *    page, done;
 * 4. otherwise the rest of the page comes after every title match: walk the sort index for
 *    matches outside the titles, at most BODY_WALK_BUDGET prompts deep (the term is common, so
 *    they come early);
 * 5. when a step's limit was reached without an answer, or the counts or step 1's sample say a
 *    walk would not get there (deep pages, matches mostly hidden from this viewer or mostly in
 *    titles), read every match through the token index and rank them all: correct, and slow only
 *    for such rare cases.
 * The limits are in limits.ts, the statements in statements.ts.
 */
import type { Db } from "../../db/client.ts";
import type { SQL } from "drizzle-orm";
import type { PromptRow, SortKey } from "../../db/prompt-row.ts";
import { bodyWalkPays, countedGuess, estimate, titleWalkFirst, type Guess, type StepOneReading } from "./guess.ts";
import { SEARCH_LIMITS, type SearchLimits } from "./limits.ts";
import { promptColumnsOf, searchStatements, STEP_PLANS, usePlan, withPlan, type Plan, type SearchTerms, type StepName } from "./statements.ts";

/** A result row without the columns a step added (counts, sort keys). */
const toRow = (row: PromptRow): PromptRow => promptColumnsOf(row) as unknown as PromptRow;

export type SearchPage = {
  /** The page and, when another follows, one more row. */
  rows: PromptRow[];
  /** The number of matches when it was counted (always when at most SEARCH_CANDIDATES). */
  matched: number | undefined;
  /** The step that produced the page (for benches and logs). */
  via: "candidates" | "title walk" | "titles" | "body walk" | "all matches";
  /** The statements run for it, in order (for benches: explain.ts EXPLAINs them). */
  steps: StepName[];
};

type Ranked = PromptRow & StepOneReading;

/** A query that is one token the index matches with no re-check (a Chinese term of up to four characters, one word). */
export const isOneToken = (search: SearchTerms) => search.tokens.length === 1 && search.terms.length === 1 && search.terms[0] === search.tokens[0];

/**
 * The counts of step 0 tell a query's matches exactly when it is one token, and the list shows
 * every prompt visible at one access level (`visibleAt`).
 */
const countable = (search: SearchTerms, visibleAt: number | undefined): visibleAt is number => visibleAt !== undefined && isOneToken(search);

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

async function searchSteps(
  step: Step,
  search: SearchTerms,
  offset: number,
  size: number,
  limits: SearchLimits,
  visibleAt: number | undefined,
): Promise<Omit<SearchPage, "steps">> {
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
  // A list of every visible prompt counts the matches first on their search rows, unless step 0
  // counted them already: a common term's prompts are never looked up.
  let probed: StepOneReading | undefined;
  if (visibleAt !== undefined && !counted) {
    probed = (await step("probe", (s) => s.probe(visibleAt)))[0];
    if (probed && probed.matched > limits.candidates) return laterSteps(step, estimate(probed), offset, end, limits);
  }
  const first = (await step("candidates", (s) => s.candidates())) as Ranked[];
  // The count that came with the rows (a write may land between two statements), else the probe's.
  let matched = first[0]?.matched ?? probed?.matched;
  if (matched === undefined && offset > 0) {
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

/** What a list asks search for: a page of its matches, ranked, title matches first. */
export type SearchQuery = {
  /** The list's condition on prompts, without the search (visibility and filters). */
  base: SQL;
  terms: SearchTerms;
  /** The list's sort; title matches come first whatever it is. */
  keys: readonly SortKey[];
  offset: number;
  size: number;
  /**
   * The viewer's access level when `base` filters by nothing but visibility at that level, which
   * lets step 0 skip step 1 for a common term and step 1 count on the search rows first.
   */
  visibleAt?: number;
  /** Count every match even past SEARCH_CANDIDATES (the back office's lists have no cap). */
  exactTotal: boolean;
  /** Tests only: smaller limits, so the demo catalogue takes every step. */
  limits?: SearchLimits;
};

/**
 * The page and, when another follows, one more row; `matched`, the number of matches when it was
 * counted, else more than `atLeast` match.
 */
export type SearchResult = { rows: PromptRow[]; matched: number } | { rows: PromptRow[]; matched: undefined; atLeast: number };

export async function page(db: Db, query: SearchQuery): Promise<SearchResult> {
  const limits = query.limits ?? SEARCH_LIMITS;
  const { rows, matched } = await searchPage(db, query.base, query.terms, query.keys, query.offset, query.size, limits, query.visibleAt);
  if (matched !== undefined) return { rows, matched };
  if (query.exactTotal) return { rows, matched: await countAllMatches(db, query.base, query.terms, query.keys) };
  return { rows, matched: undefined, atLeast: limits.candidates };
}
