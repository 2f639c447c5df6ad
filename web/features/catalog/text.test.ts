import { describe, expect, it } from "vitest";
import { compactNumber, formatDateTime, hotLevel, parseCreateTime, queryWords, splitHighlight, totalText } from "./text.ts";

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

describe("dates", () => {
  it("reads a 10-character createTime as seconds and a longer one as milliseconds", () => {
    expect(parseCreateTime("1700000000")?.toISOString()).toBe("2023-11-14T22:13:20.000Z");
    expect(parseCreateTime("1700000000000")?.toISOString()).toBe("2023-11-14T22:13:20.000Z");
    expect(parseCreateTime("")).toBeNull();
    expect(parseCreateTime("not a date")).toBeNull();
  });

  it("shows zh-CN dates with year, month, day, hour and minute", () => {
    const date = new Date("2023-11-14T22:13:20Z");
    expect(formatDateTime(date, "zh-CN", "Asia/Shanghai")).toBe("2023/11/15 06:13");
    expect(formatDateTime(date, "en", "UTC")).toBe("14 Nov 2023, 22:13");
  });

  it("puts a plain space between date and time whatever the ICU version says, so server HTML and browser agree", () => {
    // Node's ICU joins zh-TW date and time with a thin space (U+2009), Chromium's with a plain
    // one: the server's HTML and the hydration pass differed on every zh-TW page with a date.
    const date = new Date("2023-11-14T22:13:20Z");
    expect(formatDateTime(date, "zh-TW", "Asia/Taipei")).toBe("2023/11/15 06:13");
  });

  it("writes the hour after midnight as 00 in every language, as browsers do, not as 24", () => {
    // hour12: false let Node's ICU pick the h24 cycle for zh-TW ("24:40"), Chromium's h23 ("00:40"):
    // React error #418 on zh-TW pages with a time between midnight and one.
    const date = new Date("2026-08-02T16:40:00Z");
    expect(formatDateTime(date, "zh-TW", "Asia/Taipei")).toBe("2026/08/03 00:40");
    expect(formatDateTime(date, "zh-CN", "Asia/Shanghai")).toBe("2026/08/03 00:40");
    expect(formatDateTime(new Date("2026-08-02T00:40:00Z"), "en", "UTC")).toBe("2 Aug 2026, 00:40");
  });

  it("keeps large counters short", () => {
    expect(compactNumber(15820, "en")).toBe("15.8K");
    expect(compactNumber(15820, "zh-CN")).toBe("1.6万");
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
