import { describe, expect, it } from "vitest";
import type { CategorySummary } from "../../contract/catalog.ts";
import { buildOptions, filterOptions, findByName } from "./category-match.ts";

const category = (cid: number, code: string, name: string): CategorySummary => ({ cid, code, category: name, intro: "", img: "", tags: [], sort: cid, cnt: 0 });

describe("category matching", () => {
  const options = buildOptions(
    [category(1, "writing", "写作"), category(2, "programming", "编程开发")],
    [
      [category(1, "writing", "寫作"), category(2, "programming", "程式開發")],
      [category(1, "writing", "Writing"), category(2, "programming", "Programming")],
    ],
  );

  it("finds a typed name in any of the three languages, ignoring case, and the code", () => {
    expect(findByName(options, "写作")?.cid).toBe(1);
    expect(findByName(options, "程式開發")?.cid).toBe(2);
    expect(findByName(options, "  wRiTiNg ")?.cid).toBe(1);
    expect(findByName(options, "PROGRAMMING")?.cid).toBe(2);
    expect(findByName(options, "写")).toBeUndefined();
    expect(findByName(options, " ")).toBeUndefined();
  });

  it("offers unchosen categories whose names contain the typed text", () => {
    expect(filterOptions(options, "", []).map((o) => o.cid)).toEqual([1, 2]);
    expect(filterOptions(options, "prog", []).map((o) => o.name)).toEqual(["编程开发"]);
    expect(filterOptions(options, "", [1]).map((o) => o.cid)).toEqual([2]);
  });
});
