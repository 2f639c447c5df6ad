import { describe, expect, it } from "vitest";
import { buildUrl } from "./url.ts";

describe("URL building", () => {
  it("joins base and path without doubling the slash", () => {
    expect(buildUrl("http://h:1/", "/api/index")).toBe("http://h:1/api/index");
    expect(buildUrl("", "api/index")).toBe("/api/index");
  });

  it("encodes the query and leaves out absent values", () => {
    const url = buildUrl("", "/api/listPrompt", {
      title: "a&b 你",
      page: 1,
      sortByHot: true,
      markId: undefined,
      categoryCode: null,
    });
    expect(url).toBe("/api/listPrompt?title=a%26b+%E4%BD%A0&page=1&sortByHot=true");
  });

  it("keeps an empty string, which differs from an absent filter", () => {
    expect(buildUrl("", "/api/listPrompt", { title: "" })).toBe("/api/listPrompt?title=");
  });

  it("appends to a path that already carries a query", () => {
    expect(buildUrl("", "/x?a=1", { b: 2 })).toBe("/x?a=1&b=2");
  });
});
