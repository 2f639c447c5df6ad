import { describe, expect, it } from "vitest";
import type { AdminCategory } from "../../../contract/console.ts";
import { categoryFormOf, emptyCategoryForm, validateCategoryForm } from "./category-form-model.ts";

const writing: AdminCategory = {
  cid: 7,
  code: "writing",
  lan: "zh-CN",
  category: "写作",
  intro: "文章",
  img: "✍️",
  tags: ["文案"],
  sort: 1,
  cnt: 3,
  i18n: { "zh-CN": { category: "写作", intro: "文章", machine: false }, "zh-TW": { category: "寫作", intro: "文章", machine: true } },
};

describe("category form", () => {
  it("refuses an empty name, an emoji of 11 characters and a negative or fractional sort with the contract's keys", () => {
    const values = { ...emptyCategoryForm("zh-CN"), img: "🍎🍐🍊🍋🍌🍉🍇🍓🫐🍈🍒", sort: "-1" };
    const result = validateCategoryForm(values);
    expect(result).toEqual({ ok: false, errors: { category: "categoryNameRequired", img: "emojiTooLong", sort: "sortInvalid" } });
    expect(validateCategoryForm({ ...values, category: "x", img: "", sort: "1.5" })).toEqual({ ok: false, errors: { sort: "sortInvalid" } });
  });

  it("sends the source language, the sort as a number, and only the other languages that say something", () => {
    const result = validateCategoryForm({ ...emptyCategoryForm("zh-CN"), category: "写作", sort: "" });
    expect(result).toEqual({ ok: true, body: { category: "写作", intro: "", img: "", tags: [], sort: 0, lan: "zh-CN", i18n: {} } });
  });

  it("sends back a loaded machine version unchanged, and a cleared one as a removal", () => {
    const values = categoryFormOf(writing);
    expect(values.others["zh-TW"]).toEqual({ category: "寫作", intro: "文章", machine: true, existed: true });
    const unchanged = validateCategoryForm(values);
    expect(unchanged.ok && unchanged.body).toMatchObject({ id: 7, i18n: { "zh-TW": { category: "寫作", intro: "文章" } } });
    const cleared = validateCategoryForm({ ...values, others: { ...values.others, "zh-TW": { category: "", intro: "", machine: true, existed: true } } });
    expect(cleared.ok && cleared.body.i18n).toEqual({ "zh-TW": { category: "", intro: "" } });
  });

  it("refuses a description in another language without its name", () => {
    const values = emptyCategoryForm("zh-CN");
    const result = validateCategoryForm({
      ...values,
      category: "写作",
      others: { ...values.others, en: { category: "", intro: "Words", machine: false, existed: false } },
    });
    expect(result).toEqual({ ok: false, errors: { "i18n.en.category": "categoryNameRequired" } });
  });
});
