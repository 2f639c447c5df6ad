import { describe, expect, it } from "vitest";
import { CARD, cardLayout, posterLayout, siteSubject } from "./layout.ts";
import { widthOf, wrapLines } from "./line-wrap.ts";

const longChinese =
  "你是一位资深的职场写作教练。请根据我提供的离职原因、最后工作日和交接安排，写一封语气得体、态度坚定的辞职信，并给出两种不同风格的版本供我选择。";

describe("share image layout", () => {
  it("cuts a long excerpt to two lines that fit, the second ending in an ellipsis", () => {
    const layout = cardLayout({ title: "辞职信", excerpt: longChinese }, "zh-CN");
    expect(layout.excerpt).toHaveLength(2);
    expect(layout.excerpt[1]!.endsWith("…")).toBe(true);
    for (const line of layout.excerpt) expect(widthOf(line)).toBeLessThanOrEqual(CARD.textWidth / CARD.excerptSize);
    expect(layout.excerpt.join("").replace("…", "")).toBe(longChinese.slice(0, layout.excerpt.join("").length - 1));
  });

  it("keeps a short text whole, on one line, without an ellipsis", () => {
    expect(cardLayout({ title: "周报助手", excerpt: "写周报。" }, "zh-CN")).toMatchObject({ title: ["周报助手"], excerpt: ["写周报。"] });
  });

  it("moves English words whole to the next line", () => {
    const lines = wrapLines("Write a resignation letter that is polite and firm about the dates", 14, 3);
    expect(lines.join(" ")).toBe("Write a resignation letter that is polite and firm about the dates");
    expect(lines.length).toBeGreaterThan(1);
  });

  it("never starts a line with a comma or a full stop", () => {
    const lines = wrapLines("一二三四五六七八九十，一二三四五六七八九十。", 10, 3);
    expect(lines.map((line) => line[0])).not.toContain("，");
    expect(lines.join("")).toBe("一二三四五六七八九十，一二三四五六七八九十。");
  });

  it("shows the rating as stars out of five with the count, in the page's language, and nothing when nobody rated", () => {
    const rated = {
      title: "T",
      excerpt: "E",
      rating: { score: 9.3, count: 12 },
    };
    expect(cardLayout(rated, "zh-CN").rating).toEqual({
      stars: 4.7,
      label: "4.7 分 · 12 人评分",
    });
    expect(cardLayout(rated, "zh-TW").rating?.label).toBe("4.7 分 · 12 人評分");
    expect(cardLayout(rated, "en").rating?.label).toBe("4.7 / 5 · 12 ratings");
    expect(cardLayout({ ...rated, rating: { score: 0, count: 0 } }, "en").rating).toBeNull();
    expect(cardLayout({ title: "T", excerpt: "E" }, "en").rating).toBeNull();
  });

  it("names the site and the category in the page's language, and leaves out an empty category", () => {
    expect(cardLayout({ title: "T", excerpt: "E", category: "職場寫作" }, "zh-TW")).toMatchObject({ brand: "提示詞廣場", category: "職場寫作" });
    expect(cardLayout({ title: "T", excerpt: "E", category: " " }, "en")).toMatchObject({ brand: "Prompt Plaza", category: null });
    expect(siteSubject("en").title).toBe("AI prompts that work, one click to copy");
    expect(siteSubject("zh-CN").title).toBe("好用的 AI 提示词，一键复制");
  });

  it("gives the poster more lines, the scan hint in the page's language and the address its QR code opens", () => {
    const poster = posterLayout({ title: "辞职信", excerpt: longChinese }, "zh-TW", "https://plaza.example/zh-TW/detail/abc");
    expect(poster.excerpt.length).toBeGreaterThan(2);
    expect(poster).toMatchObject({
      scan: "長按識別 QR 碼",
      address: "https://plaza.example/zh-TW/detail/abc",
    });
  });
});
