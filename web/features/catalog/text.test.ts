import { describe, expect, it } from "vitest";
import { hotLevel, queryWords, splitHighlight, totalText } from "./text.ts";

describe("splitHighlight", () => {
  it("marks every occurrence, ignoring case", () => {
    expect(splitHighlight("SQL query with sql", queryWords("sql"))).toEqual([
      { text: "SQL", match: true },
      { text: " query with ", match: false },
      { text: "sql", match: true },
    ]);
  });

  it("marks Chinese words and several search words", () => {
    expect(splitHighlight("文章润色：让表达更流畅", queryWords("润色 流畅"))).toEqual([
      { text: "文章", match: false },
      { text: "润色", match: true },
      { text: "：让表达更", match: false },
      { text: "流畅", match: true },
    ]);
  });

  it("treats regular-expression characters literally", () => {
    expect(splitHighlight("C++ (and C#)", queryWords("c++ ("))).toEqual([
      { text: "C++", match: true },
      { text: " ", match: false },
      { text: "(", match: true },
      { text: "and C#)", match: false },
    ]);
  });

  it("returns the text whole without a query or a match", () => {
    expect(splitHighlight("hello", queryWords("  "))).toEqual([{ text: "hello", match: false }]);
    expect(splitHighlight("hello", queryWords("xyz"))).toEqual([{ text: "hello", match: false }]);
    expect(splitHighlight("", queryWords("a"))).toEqual([]);
  });

  it("marks pieces given as they are, spaces included (the server's matches)", () => {
    expect(splitHighlight("中英翻译助手：Code Review 专用", ["翻译", "Code Review"]).filter((s) => s.match)).toEqual([
      { text: "翻译", match: true },
      { text: "Code Review", match: true },
    ]);
  });

  it("prefers the longer of overlapping words", () => {
    expect(splitHighlight("prompts", queryWords("prompt prompts")).filter((s) => s.match)).toEqual([{ text: "prompts", match: true }]);
  });
});

describe("hotLevel", () => {
  it("labels >= 80 high, >= 50 medium, else low", () => {
    expect(hotLevel(100)).toBe("high");
    expect(hotLevel(80)).toBe("high");
    expect(hotLevel(79)).toBe("medium");
    expect(hotLevel(50)).toBe("medium");
    expect(hotLevel(49)).toBe("low");
    expect(hotLevel(0)).toBe("low");
  });
});

describe("totalText", () => {
  const t = (key: string, options?: { count?: unknown }) => `${key}:${String(options?.count)}`;
  it("says an exact count while the server counted every match", () => {
    expect(totalText({ total: 37, hasMore: true }, t)).toBe("list.total:37");
    expect(totalText({ total: 1000, hasMore: false }, t)).toBe("list.total:1000");
  });

  it("says 'over' the cap once the server stopped counting", () => {
    expect(totalText({ total: 1000, hasMore: true }, t)).toBe("list.totalAtLeast:1000");
    expect(totalText({ total: 1012, hasMore: true }, t)).toBe("list.totalAtLeast:1000");
  });
});
