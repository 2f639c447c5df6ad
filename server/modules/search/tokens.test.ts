import { describe, expect, it } from "vitest";
import { MAX_QUERY_TERMS, MAX_WORD_TOKEN_LENGTH, documentTokens, isCjkTerm, matchesAllTerms, parseQuery, titleFeatures } from "./tokens.ts";
import { normaliseForSearch } from "../../lib/chinese/script.ts";

/** What the database does: GIN containment (`search_tokens @> tokens`), then the substring re-check. */
function finds(query: string, ...fields: string[]): boolean {
  const { terms, tokens } = parseQuery(query);
  if (terms.length === 0) return false;
  const documentSet = new Set(documentTokens(...fields));
  const indexed = tokens.every((token) => documentSet.has(token));
  return indexed && matchesAllTerms(normaliseForSearch(fields.join("\n")), terms);
}

/** Only the index step, to show what the re-check is for. */
function indexContains(query: string, ...fields: string[]): boolean {
  const documentSet = new Set(documentTokens(...fields));
  return parseQuery(query).tokens.every((token) => documentSet.has(token));
}

describe("normaliseForSearch", () => {
  it.each([
    ["ＳＥＯ１２３", "seo123"], // full-width → half-width
    ["Prompt", "prompt"],
    ["簡體中文", "简体中文"],
    ["寫作 ＡＩ 助手", "写作 ai 助手"],
    ["\uF900", "岂"], // compatibility 豈 → unified 豈 → Simplified 岂
  ])("turns %s into %s", (input, expected) => {
    expect(normaliseForSearch(input)).toBe(expected);
  });
});

describe("documentTokens", () => {
  it("indexes every substring of one to four characters of a CJK run", () => {
    expect(documentTokens("写作助手").sort()).toEqual(["写", "写作", "写作助", "写作助手", "作", "作助", "作助手", "助", "助手", "手"].sort());
    const five = documentTokens("人工智能体");
    expect(five).toContain("工智能体");
    expect(five).not.toContain("人工智能体");
    expect(five).toHaveLength(5 + 4 + 3 + 2);
  });

  it("does not join characters across punctuation or spaces", () => {
    const tokens = documentTokens("写作，助手 翻译");
    expect(tokens).not.toContain("作助");
    expect(tokens).not.toContain("写作助手");
    expect(tokens).not.toContain("手翻");
    expect(tokens).toContain("翻译");
  });

  it("indexes words by their prefixes from two characters", () => {
    expect(documentTokens("Prompt")).toEqual(["pr", "pro", "prom", "promp", "prompt"]);
  });

  it("indexes a one-letter word as itself", () => {
    expect(documentTokens("C 语言")).toContain("c");
  });

  it("stops word prefixes at 12 characters", () => {
    const tokens = documentTokens("internationalization");
    expect(tokens).toHaveLength(MAX_WORD_TOKEN_LENGTH - 1);
    expect(tokens.at(-1)).toBe("internationa");
  });

  it("splits words on apostrophes and hyphens and keeps accented letters inside words", () => {
    expect(documentTokens("GPT-4o don't café")).toEqual(["gp", "gpt", "4o", "do", "don", "t", "ca", "caf", "café"]);
  });

  it("separates CJK runs from Latin words written without a space", () => {
    expect(documentTokens("AI写作")).toEqual(["ai", "写", "写作", "作"]);
  });

  it("treats kana and hangul as CJK and ignores emoji", () => {
    expect(documentTokens("カナ🚀한국").sort()).toEqual(["カ", "ナ", "カナ", "한", "국", "한국"].sort());
  });

  it("joins characters outside the BMP without splitting them", () => {
    expect(documentTokens("𠀀𠀁").sort()).toEqual(["𠀀", "𠀁", "𠀀𠀁"].sort());
    expect(documentTokens("𠀀写𠀁作𠀂")).toContain("𠀀写𠀁作");
  });

  it("merges the tokens of all fields without duplicates", () => {
    const tokens = documentTokens("写作", "寫作 写");
    expect(tokens.sort()).toEqual(["写", "作", "写作"].sort());
  });
});

describe("parseQuery", () => {
  it.each([
    ["写", ["写"], ["写"]],
    ["写作", ["写作"], ["写作"]],
    ["公众号", ["公众号"], ["公众号"]],
    ["写作助手", ["写作助手"], ["写作助手"]],
    ["人工智能助手", ["人工智能助手"], ["人工智能", "工智能助", "智能助手"]],
    ["翻譯", ["翻译"], ["翻译"]],
    ["SEO 文案", ["seo", "文案"], ["seo", "文案"]],
    ["seo文案", ["seo", "文案"], ["seo", "文案"]],
    ["ＳＥＯ", ["seo"], ["seo"]],
    ["PROMPT", ["prompt"], ["prompt"]],
    ["  写作，，翻译!!  ", ["写作", "翻译"], ["写作", "翻译"]],
    ["写作 写作 寫作", ["写作"], ["写作"]],
    ["internationalization", ["internationalization"], ["internationa"]],
    ["，。！ ?? ", [], []],
    ["", [], []],
  ])("parses %j into terms %j and tokens %j", (query, terms, tokens) => {
    expect(parseQuery(query)).toEqual({ terms, tokens });
  });

  it(`keeps at most ${MAX_QUERY_TERMS} terms`, () => {
    const { terms } = parseQuery("a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12");
    expect(terms).toEqual(["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"]);
  });

  it("reads only the first 100 characters of the query", () => {
    const { terms } = parseQuery(`${"写".repeat(99)}作 翻译`);
    expect(terms).toEqual([`${"写".repeat(99)}作`]);
  });

  it("does not cut a character outside the BMP in half at the 100-character limit", () => {
    const { terms } = parseQuery(`${"a".repeat(99)} 𠀀𠀁`);
    expect(terms).toEqual([`${"a".repeat(99)}`]);
    expect(parseQuery(`${"a".repeat(98)} 𠀀𠀁`).terms).toEqual([`${"a".repeat(98)}`, "𠀀"]);
  });
});

describe("search: query tokens ⊆ document tokens, then the substring re-check", () => {
  it.each([
    ["簡體", "简体中文写作"],
    ["简体", "簡體中文寫作"],
    ["软体", "軟體開發助手"],
    ["写", "帮我写一首诗"],
    ["写作", "AI 写作助手"],
    ["翻译", "中英翻譯"],
    ["SEO 文案", "小红书 SEO 爆款文案生成"],
    ["文案 seo", "小红书 SEO 爆款文案生成"],
    ["ＳＥＯ", "seo optimisation"],
    ["seo", "ＳＥＯ優化"],
    ["PROMPT", "prompt engineering"],
    ["prom", "Prompt 大全"],
    ["  写作，，助手!!  ", "写作助手"],
    ["人工智慧", "人工智慧助手"],
    ["人工智能助手", "我的人工智能助手"],
    ["写作 英文", "英文写作助手"],
    ["gpt-4o", "适用于 GPT-4o 的提示词"],
    ["café", "Café menu 翻译"],
  ])("the query %j finds %j", (query, document) => {
    expect(finds(query, document)).toBe(true);
  });

  it.each([
    ["写作 英文", "中文写作助手"], // every term must match
    ["写作助手", "写作，作助，助手"], // every pair is there, but never adjacent
    ["人工智能助手", "人工智能，工智能助，智能助手"], // every 4-character piece is there, but apart
    ["翻译", "翻 译"],
    ["rompt", "prompt"], // words match from their start
    ["prompts", "prompt"],
    ["写作", "写", "作"], // a term cannot span two fields
  ])("the query %j does not find %j", (query, ...fields) => {
    expect(finds(query, ...fields)).toBe(false);
  });

  it("needs the re-check only for terms longer than four characters", () => {
    const apart = "人工智能，工智能助，智能助手";
    expect(indexContains("人工智能助手", apart)).toBe(true);
    expect(matchesAllTerms(normaliseForSearch(apart), parseQuery("人工智能助手").terms)).toBe(false);
    // Up to four characters, the index alone decides: pieces apart are not the term.
    expect(indexContains("写作助手", "写作，作助，助手")).toBe(false);
  });

  it("finds a document by any field", () => {
    expect(finds("翻译", "Translator", "中英互譯：翻譯助手")).toBe(true);
  });
});

describe("isCjkTerm", () => {
  it("tells CJK runs from words", () => {
    expect(parseQuery("写作 SEO カナ 한국 café 4o 𠀀").terms.map(isCjkTerm)).toEqual([true, false, true, true, false, false, true]);
  });
});

describe("matchesAllTerms", () => {
  it.each([
    ["写作助手 seo", ["写作", "seo"], true],
    ["写作助手 seo", ["写作", "英文"], false],
    ["写作助手", [], true],
  ])("in %j, terms %j all present: %s", (haystack, terms, expected) => {
    expect(matchesAllTerms(haystack, terms)).toBe(expected);
  });
});

describe("titleFeatures", () => {
  const titles = ["SEO文案写作助手", "C 语言入门", "Prompt Engineering 提示詞指南", "𠀀𠀁 notes"];
  it("asks only for short tokens a matching title holds", () => {
    // Every query that finds a title (by tokens and substrings) has its features among the title's tokens.
    const queries = ["SEO 文案", "写作助手", "c", "语言", "prompt 提示词", "提示詞指南", "Engin", "𠀀𠀁", "no", "案"];
    let matched = 0;
    for (const title of titles) {
      const tokens = new Set(documentTokens(title));
      for (const q of queries) {
        const { terms, tokens: asked } = parseQuery(q);
        if (!asked.every((token) => tokens.has(token)) || !matchesAllTerms(normaliseForSearch(title), terms)) continue;
        matched++;
        for (const feature of titleFeatures(terms)) expect(tokens.has(feature), `${q} in ${title}: ${feature}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThanOrEqual(10);
  });

  it("takes each character and pair of a Chinese term and the first two letters of a word", () => {
    expect(titleFeatures(parseQuery("SEO 文案").terms).sort()).toEqual(["se", "文", "文案", "案"].sort());
    expect(titleFeatures(parseQuery("c").terms)).toEqual(["c"]);
    expect(titleFeatures(parseQuery("寫作助").terms).sort()).toEqual(["写", "作", "助", "写作", "作助"].sort());
    expect(titleFeatures(parseQuery("ＧＰＴ-4o").terms).sort()).toEqual(["gp", "4o"].sort());
  });
});
