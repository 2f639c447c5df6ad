import { describe, expect, it } from "vitest";
import { isoDay, parseArticle } from "./front-matter.ts";

const TODAY = "2025-10-01";

describe("the article metadata header", () => {
  it("is read and removed: title, date, order and the tag and category lists", () => {
    const source = [
      "---",
      "title: 如何写出结构清晰的提示词",
      "date: 2025-09-12",
      "order: 1",
      "tags: [提示词, 入门]",
      "categories: [教程]",
      "---",
      "",
      "正文第一段。",
      "",
    ].join("\n");
    const parsed = parseArticle(source, TODAY);
    expect(parsed.header).toEqual({ title: "如何写出结构清晰的提示词", date: "2025-09-12", order: 1, tags: ["提示词", "入门"], categories: ["教程"] });
    expect(parsed.meta).toEqual({ title: "如何写出结构清晰的提示词", date: "2025-09-12", order: 1, tags: ["提示词", "入门"], categories: ["教程"] });
    expect(parsed.body).toBe("正文第一段。\n");
    expect(parsed.body).not.toContain("---");
  });

  it("without a header takes the title from the first heading, removes that heading, dates it today and orders it 0", () => {
    const parsed = parseArticle("# Improving Prompts\n\nFirst paragraph.\n\n## A section\n\nMore.\n", TODAY);
    expect(parsed.header).toBeNull();
    expect(parsed.meta).toEqual({ title: "Improving Prompts", date: TODAY, order: 0, tags: [], categories: [] });
    expect(parsed.body).toBe("First paragraph.\n\n## A section\n\nMore.\n");
  });

  it("without a header or a heading has an empty title and keeps the whole text", () => {
    const parsed = parseArticle("Just text.\n", TODAY);
    expect(parsed.meta.title).toBe("");
    expect(parsed.meta.order).toBe(0);
    expect(parsed.body).toBe("Just text.\n");
  });

  it("takes the title from a heading that comes after some text, and ignores '#' lines inside code fences", () => {
    const parsed = parseArticle("```md\n# not a title\n```\n\nIntro.\n\n# Real Title #\n\nBody.\n", TODAY);
    expect(parsed.meta.title).toBe("Real Title");
    expect(parsed.body).toContain("# not a title");
    expect(parsed.body).not.toContain("Real Title");
  });

  it("reads a setext heading (underlined with =) as the title", () => {
    const parsed = parseArticle("Underlined Title\n================\n\nBody.\n", TODAY);
    expect(parsed.meta.title).toBe("Underlined Title");
    expect(parsed.body).toBe("Body.\n");
  });

  it("a header without a title falls back to the first heading; without an order the order is missing (null)", () => {
    const parsed = parseArticle("---\ndate: 2025-09-28\ntags: [安全, 隐私]\n---\n# 标题\n\n正文\n", TODAY);
    expect(parsed.meta).toEqual({ title: "标题", date: "2025-09-28", order: null, tags: ["安全", "隐私"], categories: [] });
    expect(parsed.body).toBe("正文\n");
  });

  it("a header with a title drops a first heading that repeats it, and keeps a different one", () => {
    expect(parseArticle("---\ntitle: Same\n---\n# Same\n\nBody\n", TODAY).body).toBe("Body\n");
    expect(parseArticle("---\ntitle: Title\n---\n# Other\n\nBody\n", TODAY).body).toBe("# Other\n\nBody\n");
  });

  it("accepts quoted values, quoted list items with commas, YAML block lists and Windows line endings", () => {
    const source =
      '\uFEFF---\r\ntitle: "Quoted: title"\r\ndate: \'2025-9-3\'\r\norder: "2"\r\ntags: ["a, b", \'c\']\r\ncategories:\r\n  - Guide\r\n  - Tips\r\n---\r\nBody\r\n';
    const parsed = parseArticle(source, TODAY);
    expect(parsed.meta).toEqual({ title: "Quoted: title", date: "2025-09-03", order: 2, tags: ["a, b", "c"], categories: ["Guide", "Tips"] });
    expect(parsed.body).toBe("Body\n");
  });

  it("ignores unknown keys, comments, an unreadable date and a non-numeric order", () => {
    const parsed = parseArticle("---\n# a comment\nauthor: someone\ndate: 2025-13-45\norder: first\ntitle: T\n---\nBody\n", TODAY);
    expect(parsed.header).toEqual({ title: "T" });
    expect(parsed.meta.date).toBe(TODAY);
    expect(parsed.meta.order).toBeNull();
  });

  it("treats an opening --- without a closing one as ordinary text, not a header", () => {
    const parsed = parseArticle("---\ntitle: never closed\n\n# Heading\n\nBody\n", TODAY);
    expect(parsed.header).toBeNull();
    expect(parsed.meta.title).toBe("Heading");
    expect(parsed.body).toContain("title: never closed");
  });

  it("reads a header only at the very top of the file", () => {
    const parsed = parseArticle("# Title\n\n---\ntitle: not a header\n---\n", TODAY);
    expect(parsed.header).toBeNull();
    expect(parsed.meta.title).toBe("Title");
  });

  it("formats today as yyyy-mm-dd", () => {
    expect(isoDay(new Date("2025-09-30T23:59:59Z"))).toBe("2025-09-30");
  });
});
