import { describe, expect, it } from "vitest";
import { blockOf, estimate } from "./search-guess.ts";

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
});
