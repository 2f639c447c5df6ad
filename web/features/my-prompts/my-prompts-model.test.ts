import { describe, expect, it } from "vitest";
import type { CategorySummary } from "../../../contract/catalog.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { buildOptions, filterOptions, findByName } from "./category-match.ts";
import { bodyOf, EMPTY_FORM, formOf, validateForm } from "./form-model.ts";

const category = (cid: number, code: string, name: string): CategorySummary => ({ cid, code, category: name, intro: "", img: "", tags: [], sort: cid, cnt: 0 });

describe("the prompt form model", () => {
  it("reports the three required fields with the contract's keys, whitespace counting as empty", () => {
    expect(validateForm(EMPTY_FORM)).toEqual({ title: "titleRequired", categoryIds: "categoryRequired", prompt: "contentRequired" });
    expect(validateForm({ ...EMPTY_FORM, title: "  ", prompt: "\n\t", categoryIds: [3] })).toEqual({ title: "titleRequired", prompt: "contentRequired" });
    expect(validateForm({ ...EMPTY_FORM, title: "标题", prompt: "内容", categoryIds: [3] })).toEqual({});
  });

  it("points length errors at the field that is too long", () => {
    const errors = validateForm({ ...EMPTY_FORM, title: "t", prompt: "p", categoryIds: [1], out: "o".repeat(5001), tips: "x".repeat(2001) });
    expect(errors).toEqual({ out: "demoTooLong", tips: "tipsTooLong" });
  });

  it("round-trips a listed prompt into the update body, keeping extra examples", () => {
    const item = {
      id: 7,
      title: "标题",
      prompt: "内容",
      tips: "说明",
      categoryIds: [2, 5],
      demo: [
        { input: "a", out: "b", inputImgs: ["/uploads/x.png"] },
        { input: "c", out: "d" },
      ],
      status: "published",
    } as ManagedPrompt;
    expect(bodyOf(formOf(item))).toEqual({
      id: 7,
      title: "标题",
      prompt: "内容",
      tips: "说明",
      categoryIds: [2, 5],
      demo: [
        { input: "a", out: "b" },
        { input: "c", out: "d" },
      ],
      status: "published",
    });
    expect(bodyOf(EMPTY_FORM)).not.toHaveProperty("id");
  });

  it("keeps an unpublished prompt (a saved copy) unpublished until its owner ticks published", () => {
    const copy = { id: 8, title: "副本", prompt: "内容", tips: "", categoryIds: [2], demo: [], status: "private" } as unknown as ManagedPrompt;
    const values = formOf(copy);
    expect(values.published).toBe(false);
    expect(bodyOf(values)).toMatchObject({ id: 8, status: "private" });
    expect(bodyOf({ ...values, published: true })).toMatchObject({ id: 8, status: "published" });
    // A hidden prompt's form says published; the server keeps moderation's hiding.
    expect(formOf({ ...copy, status: "hidden" }).published).toBe(true);
    expect(bodyOf(EMPTY_FORM)).toMatchObject({ status: "published" });
  });
});

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
