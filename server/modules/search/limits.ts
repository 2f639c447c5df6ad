/** How much each step of planner.ts may read before handing over to the next. */
import { LIST_TOTAL_CAP } from "../../../contract/constants.ts";

/**
 * Matches read through a GIN index before a term counts as common. Also how far totals are
 * exact, since step 1 counts them for free.
 */
const SEARCH_CANDIDATES = LIST_TOTAL_CAP;
/**
 * Prompts walked down the sort index looking for a page of title matches (step 2). With title
 * signatures a walked prompt costs about a sixth of a title match ranked by step 3; a walk of
 * 3,000 (a term in about 430 of 100,000 titles) cost about what step 3 did (guess.ts).
 */
const TITLE_WALK_BUDGET = 3000;
/**
 * Prompts walked down the sort index for matches outside the titles (step 4). A term past step 1
 * is in over 1% of the catalogue, so a page of 12 is expected within about 1,300.
 */
const BODY_WALK_BUDGET = 3000;

/** The limits above; tests shrink them to take every step on a small catalogue. */
export type SearchLimits = { candidates: number; titleWalk: number; bodyWalk: number };
export const SEARCH_LIMITS: SearchLimits = { candidates: SEARCH_CANDIDATES, titleWalk: TITLE_WALK_BUDGET, bodyWalk: BODY_WALK_BUDGET };
