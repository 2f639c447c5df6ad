import { describe, expect, it } from "vitest";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { bodyOf, EMPTY_FORM, formOf, validateForm } from "./form-model.ts";

describe("the prompt form model", () => {
  it("reports the three required fields with the contract's keys, whitespace counting as empty", () => {
    expect(validateForm(EMPTY_FORM)).toEqual({ ok: false, errors: { title: "titleRequired", categoryIds: "categoryRequired", prompt: "contentRequired" } });
    expect(validateForm({ ...EMPTY_FORM, title: "  ", prompt: "\n\t", categoryIds: [3] })).toEqual({
      ok: false,
      errors: { title: "titleRequired", prompt: "contentRequired" },
    });
    expect(validateForm({ ...EMPTY_FORM, title: "标题", prompt: "内容", categoryIds: [3] }).ok).toBe(true);
  });

  it("points length errors at the field that is too long", () => {
    const result = validateForm({ ...EMPTY_FORM, title: "t", prompt: "p", categoryIds: [1], outputText: "o".repeat(5001), tips: "x".repeat(2001) });
    expect(result).toEqual({ ok: false, errors: { outputText: "demoTooLong", tips: "tipsTooLong" } });
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
