import { describe, expect, it } from "vitest";
import type { AdminCategory } from "../../../contract/console.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { findByName } from "../../components/category-match.ts";
import { categoryOptionsOf, EMPTY_PROMPT_FORM, promptFormOf, validatePromptForm } from "./prompt-form-model.ts";

describe("console prompt form", () => {
  it("refuses a missing title, no category and missing content with the three required-field messages", () => {
    expect(validatePromptForm({ ...EMPTY_PROMPT_FORM, title: "  ", prompt: " " })).toEqual({
      ok: false,
      errors: { title: "titleRequired", categoryIds: "categoryRequired", prompt: "contentRequired" },
    });
  });

  it("defaults to language zh-cn and access level 0, sends image lists one address per line, and ignoreTrans only when true", () => {
    const values = {
      ...EMPTY_PROMPT_FORM,
      title: "T",
      categoryIds: [2],
      prompt: "P",
      inputImgs: " https://a.example/1.png \n\nhttps://a.example/2.png",
      outputText: "out",
    };
    const result = validatePromptForm(values);
    expect(result).toEqual({
      ok: true,
      body: {
        title: "T",
        categoryIds: [2],
        prompt: "P",
        tips: "",
        demo: [{ input: "", out: "out", inputImgs: ["https://a.example/1.png", "https://a.example/2.png"], outImgs: [] }],
        vipLevel: 0,
        lan: "zh-cn",
        source: "",
      },
    });
    const ignored = validatePromptForm({ ...values, ignoreTrans: true });
    expect(ignored.ok && ignored.body.ignoreTrans).toBe(true);
  });

  it("points a bad image address at its own field", () => {
    const result = validatePromptForm({ ...EMPTY_PROMPT_FORM, title: "T", categoryIds: [1], prompt: "P", outImgs: "not an address" });
    expect(result).toEqual({ ok: false, errors: { outImgs: "imageAddressInvalid" } });
  });

  it("editing keeps the examples after the first and sends the id", () => {
    const prompt = {
      id: 9,
      title: "T",
      prompt: "P",
      categoryIds: [1],
      tips: "tip",
      demo: [
        { input: "a", out: "b" },
        { input: "c", out: "d" },
      ],
      vipLevel: 2,
      lan: "zh-TW",
      source: "s",
      ignoreTrans: false,
    } as unknown as ManagedPrompt;
    const values = promptFormOf(prompt);
    expect(values).toMatchObject({ id: 9, lan: "zh-tw", vipLevel: 2, inputText: "a", outputText: "b" });
    const result = validatePromptForm(values);
    expect(result.ok && result.body).toMatchObject({
      id: 9,
      demo: [
        { input: "a", out: "b", inputImgs: [], outImgs: [] },
        { input: "c", out: "d" },
      ],
    });
  });

  it("offers each category in the console's language and finds it by its name in any language or its code", () => {
    const version = (category: string) => ({ category, intro: "", machine: false });
    const analysis: AdminCategory = {
      ...{ cid: 4, code: "data-analysis", lan: "zh-CN", category: "数据分析", intro: "", img: "📊", tags: [], sort: 1, cnt: 0 },
      i18n: { "zh-CN": version("数据分析"), "zh-TW": version("資料分析"), en: version("Data analysis") },
    };
    const options = categoryOptionsOf([analysis]);
    expect(options.map((o) => [o.name, o.img])).toEqual([["数据分析", "📊"]]);
    for (const typed of ["数据分析", "資料分析", "data ANALYSIS", "data-analysis"]) expect(findByName(options, typed)?.cid).toBe(4);
  });
});
