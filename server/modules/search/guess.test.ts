import { describe, expect, it } from "vitest";
import { SEARCH_LIMITS } from "./limits.ts";
import { blockOf, estimate, titleWalkFirst } from "./guess.ts";

describe("search guesses", () => {
  it("reads the block of a row position as PostgreSQL writes it", () => {
    expect(blockOf("(11690,5)")).toBe(11690);
    expect(blockOf("(0,1)")).toBe(0);
  });

  it("scales step 1's matches by the share of the table its bitmap read", () => {
    // 1,001 matches found by block 249 of 1,000: about a quarter of the table, so about 4,000 in all.
    const guess = estimate({ matched: 1001, titled: 100, lastRow: "(249,3)", tableBlocks: 1000, tableRows: 30000 });
    expect(guess.matches).toBeCloseTo(4004);
    expect(guess.titles).toBeCloseTo(400);
    expect(guess.rows).toBe(30000);
    // Read to the end: the matches found are all there are.
    expect(estimate({ matched: 1001, titled: 0, lastRow: "(999,1)", tableBlocks: 1000, tableRows: 30000 }).matches).toBe(1001);
  });

  it("walks for title matches when the walk reads fewer than six prompts for each title match it spares, within its budget", () => {
    const guess = (titles: number) => ({ matches: 5000, titles, rows: 87000 });
    // 13 × 87,000 / 600 = 1,885 prompts walked, within 3,000, against 600 title matches ranked.
    expect(titleWalkFirst(guess(600), 13, SEARCH_LIMITS)).toBe(true);
    // 3,770 prompts: past the budget.
    expect(titleWalkFirst(guess(300), 13, SEARCH_LIMITS)).toBe(false);
    // With room to walk, the ratio decides: 2,262 < 6 × 500, but 14,138 > 6 × 80.
    const roomy = { ...SEARCH_LIMITS, titleWalk: 20000 };
    expect(titleWalkFirst(guess(500), 13, roomy)).toBe(true);
    expect(titleWalkFirst(guess(80), 13, roomy)).toBe(false);
    expect(titleWalkFirst(guess(0), 13, roomy)).toBe(false);
  });
});
