import { describe, expect, it } from "vitest";
import { matchedPieces } from "./highlight.ts";
import { parseQuery } from "./tokens.ts";

const pieces = (text: string, q: string) => matchedPieces(text, parseQuery(q).terms);

describe("matchedPieces", () => {
  it("finds a Traditional query in Simplified text and the reverse, as each text writes it", () => {
    expect(pieces("中英翻译助手", "翻譯")).toEqual(["翻译"]);
    expect(pieces("中英翻譯助手", "翻译")).toEqual(["翻譯"]);
  });

  it("ignores case and width, and returns each spelling found once", () => {
    expect(pieces("SEO 文案：seo 标题与 ＳＥＯ 描述", "Seo")).toEqual(["SEO", "seo", "ＳＥＯ"]);
  });

  it("matches every term of a mixed query, punctuation and spaces aside", () => {
    expect(pieces("写一篇 SEO 友好的营销文案", "  SEO，，文案 ")).toEqual(["SEO", "文案"]);
  });

  it("keeps a character that folds to several whole when a match ends inside it", () => {
    // NFKC turns the ligature ﬁ into "fi": a search for "proﬁ…" or "prof" marks the ligature too.
    expect(pieces("Proﬁle writer", "prof")).toEqual(["Proﬁ"]);
    expect(pieces("Proﬁle writer", "profile")).toEqual(["Proﬁle"]);
  });

  it("finds nothing when the text does not hold the term, and nothing for an empty text or query", () => {
    expect(pieces("中英翻译助手", "写作")).toEqual([]);
    expect(pieces("", "写作")).toEqual([]);
    expect(pieces("中英翻译助手", "，，")).toEqual([]);
  });

  it("works across characters outside the Basic Multilingual Plane", () => {
    expect(pieces("𠀀写作𠀁", "写作")).toEqual(["写作"]);
    expect(pieces("😀 写作", "写作")).toEqual(["写作"]);
  });
});
