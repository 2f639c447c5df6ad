import { describe, expect, it } from "vitest";
import * as contract from "../../../contract/catalog.ts";
import * as local from "./constants.ts";

describe("catalogue constants", () => {
  it("match the contract's", () => {
    expect(local.MARK_FAVOURITES).toBe(contract.MARK_FAVOURITES);
    expect(local.MARK_HISTORY).toBe(contract.MARK_HISTORY);
    expect(local.RATE_COMMENT_MAX).toBe(contract.RATE_COMMENT_MAX);
  });
});
