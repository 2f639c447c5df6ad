import { describe, expect, it } from "vitest";
import { codesParam, filtersToSearch, homeHref, listQuery, NO_FILTERS, parseFilters } from "./filters.ts";

describe("home filters in the address", () => {
  it("reads category (lowercased), sort, search and group", () => {
    expect(parseFilters(new URLSearchParams("category=Writing&sort=time&q=%20润色%20&mark=-1"))).toEqual({
      category: "writing",
      sort: "time",
      q: "润色",
      mark: -1,
    });
  });

  it("falls back to popular and no filters for missing or bad values", () => {
    expect(parseFilters(new URLSearchParams(""))).toEqual(NO_FILTERS);
    expect(parseFilters(new URLSearchParams("sort=random&mark=abc"))).toEqual(NO_FILTERS);
    expect(parseFilters(new URLSearchParams("mark=0")).mark).toBeNull();
    expect(parseFilters(new URLSearchParams("mark=-9")).mark).toBeNull();
  });

  it("leaves defaults out of the address, so the plain home is /", () => {
    expect(filtersToSearch(NO_FILTERS)).toBe("");
    expect(homeHref(NO_FILTERS, { sort: "hot" })).toBe("/");
    expect(homeHref(NO_FILTERS, { category: "writing", sort: "score" })).toBe("/?category=writing&sort=score");
  });

  it("round-trips through the address", () => {
    const filters = { category: "data", sort: "time" as const, q: "a&b", mark: 3 };
    expect(parseFilters(new URLSearchParams(filtersToSearch(filters)))).toEqual(filters);
  });
});

describe("listQuery", () => {
  it("maps filters to the API's parameters, 12 a page", () => {
    expect(listQuery({ category: "writing", sort: "score", q: "润色", mark: null }, 2)).toEqual({
      page: 2,
      size: 12,
      categoryCode: "writing",
      title: "润色",
      sortByScore: 1,
    });
    expect(listQuery(NO_FILTERS, 1)).toEqual({ page: 1, size: 12, sortByHot: 1 });
    expect(listQuery({ ...NO_FILTERS, sort: "time" }, 1)).toMatchObject({ sortByTime: 1 });
  });

  it("sends a visitor's codes only with the favourites or history group", () => {
    expect(listQuery({ ...NO_FILTERS, mark: -1 }, 1, ["a", "b"])).toMatchObject({ markId: -1, codes: "a,b" });
    expect(listQuery({ ...NO_FILTERS, mark: -2 }, 1, ["c"])).toMatchObject({ markId: -2, codes: "c" });
    expect(listQuery({ ...NO_FILTERS, mark: 5 }, 1, ["a"])).not.toHaveProperty("codes");
  });

  it("keeps the codes parameter within the API's 2000 characters", () => {
    const codes = Array.from({ length: 200 }, (_, i) => `code-number-${i}`);
    const param = codesParam(codes);
    expect(param.length).toBeLessThanOrEqual(2000);
    expect(param.startsWith("code-number-0,code-number-1,")).toBe(true);
  });
});
