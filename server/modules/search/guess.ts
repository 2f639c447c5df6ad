/**
 * What planner.ts decides from counts and samples: how many matches and title matches a term
 * has, and so which step should read the fewest rows. Only the order of the steps depends on these
 * guesses, never a result.
 */
import type { SearchLimits } from "./limits.ts";

/** What step 1's statement reports besides the page: its counts, and where its GIN bitmap stopped. */
export type StepOneReading = { matched: number; titled: number; lastRow: string; tableBlocks: number; tableRows: number };

/** The block of a row position as PostgreSQL writes a tid: "(block,offset)". */
export function blockOf(tid: string): number {
  return Number.parseInt(tid.slice(1), 10);
}

/** What the steps after step 1 go by: the matches, the title matches and the rows, counted by step 0 or estimated from step 1. */
export type Guess = { matches: number; titles: number; rows: number };

/**
 * What step 1's reading says about a common term. The GIN bitmap visits the table in block order
 * and stopped at the block of the last match it needed, so the share of blocks read estimates the
 * share of matches found, hence their number; the title matches among them, how many titles hold
 * it.
 */
export function estimate(first: StepOneReading): Guess {
  const share = Math.min(1, (blockOf(first.lastRow) + 1) / Math.max(1, first.tableBlocks));
  const matches = Math.max(first.matched, first.matched / share);
  return guessOf(matches, matches * (first.titled / first.matched), first.tableRows);
}

/** What step 0 counted: exact matches and title matches. */
export function countedGuess(count: { prompts: number; titles: number; tableRows: number }): Guess {
  return guessOf(count.prompts, count.titles, count.tableRows);
}

/** The table's size is as of its last ANALYZE: never fewer rows than matches. */
function guessOf(matches: number, titles: number, tableRows: number): Guess {
  return { matches, titles, rows: Math.max(tableRows, matches) };
}

/**
 * Prompts a title walk reads for the cost of one title match of step 3. A walked prompt is a row
 * of the sort index, its search row looked up only when its title signature allows; step 3 looks
 * up the prompt of every title match to rank them. Measured at 100k prompts, walking 1,800–2,900
 * prompts against ranking 390–630 title matches, on both engines: even at about six to one.
 */
const WALKED_PER_TITLE_MATCH = 6;

/**
 * Walk for title matches (step 2) only when the walk should cost less than reading every title
 * match through the title index (step 3), within its budget. When the titles look too many for
 * step 3 (it stops past candidates + 1 and the page then needs the walk anyway), walking first
 * saves it.
 */
export function titleWalkFirst(guess: Guess, end: number, limits: SearchLimits): boolean {
  if (guess.titles === 0) return false;
  const walkRows = (end * guess.rows) / guess.titles;
  return walkRows <= limits.titleWalk && (guess.titles > limits.candidates || walkRows < WALKED_PER_TITLE_MATCH * guess.titles);
}

/** Walk for the matches outside the titles (step 4) only when they should come within its budget. */
export function bodyWalkPays(guess: Guess | undefined, needed: number, titled: number, limits: SearchLimits): boolean {
  if (!guess) return true;
  const outsideTitles = guess.matches - titled;
  return outsideTitles > 0 && (needed * guess.rows) / outsideTitles <= limits.bodyWalk;
}
