import { describe, expect, it } from "vitest";
import { UserPromptBodySchema } from "../../../contract/prompts.ts";
import { checkBody, EMPTY_PROMPT_TEXT, fieldOf, promptTextBody, promptTextOf } from "./prompt-values.ts";

describe("the prompt forms' shared values", () => {
  it("shows each contract path under the field that edits it, a kept later example's under the example input", () => {
    expect(fieldOf(["title"])).toBe("title");
    expect(fieldOf(["categoryIds", 0])).toBe("categoryIds");
    expect(fieldOf(["demo", 0, "input"])).toBe("inputText");
    expect(fieldOf(["demo", 0, "out"])).toBe("outputText");
    expect(fieldOf(["demo", 0, "inputImgs", 2])).toBe("inputImgs");
    expect(fieldOf(["demo", 0, "outImgs"])).toBe("outImgs");
    // Before, the console filed these under "demo", which no field shows: the refusal was silent.
    expect(fieldOf(["demo", 3, "out"])).toBe("inputText");
    expect(fieldOf(["demo"])).toBe("inputText");
  });

  it("refuses a later example that is too long under the example input", () => {
    const values = { ...EMPTY_PROMPT_TEXT, title: "T", categoryIds: [1], prompt: "P", moreExamples: [{ input: "", out: "o".repeat(5001) }] };
    expect(checkBody(UserPromptBodySchema, promptTextBody(values))).toEqual({ ok: false, errors: { inputText: "demoTooLong" } });
  });

  it("sends a description only when it changed, and the first example with what the form adds to it", () => {
    const loaded = promptTextOf({ id: 3, title: "T", categoryIds: [1], prompt: "P", tips: "", description: "D", demo: [{ input: "a", out: "b" }] });
    expect(promptTextBody(loaded, { outImgs: ["/uploads/x.png"] })).toEqual({
      id: 3,
      title: "T",
      categoryIds: [1],
      prompt: "P",
      tips: "",
      demo: [{ input: "a", out: "b", outImgs: ["/uploads/x.png"] }],
    });
    expect(promptTextBody({ ...loaded, description: "" })).toMatchObject({ description: "" });
  });
});
