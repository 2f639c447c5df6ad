import { describe, expect, it } from "vitest";
import { deriveDescription } from "./description.ts";

describe("deriveDescription", () => {
  it("keeps a short text whole, with its whitespace collapsed", () => {
    expect(deriveDescription("  你是一位\n\n资深  编辑  ")).toBe("你是一位 资深 编辑");
  });

  it("cuts Chinese text after 100 characters and marks the cut", () => {
    const text = "写".repeat(150);
    expect(deriveDescription(text)).toBe(`${"写".repeat(100)}…`);
  });

  it("never splits a surrogate pair or an emoji sequence", () => {
    const text = `${"字".repeat(99)}𠀀👩‍💻${"字".repeat(10)}`;
    const cut = deriveDescription(text);
    expect(cut).toBe(`${"字".repeat(99)}𠀀…`);
    const family = `${"字".repeat(99)}👩‍👩‍👧${"字".repeat(10)}`;
    expect(deriveDescription(family)).toBe(`${"字".repeat(99)}👩‍👩‍👧…`);
  });

  it("ends English text at a whole word", () => {
    const text = `${"word ".repeat(19)}wonderful ending here`;
    const cut = deriveDescription(text);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut).not.toContain("wo…");
    expect(cut).not.toContain("wonderful");
  });

  it("cuts inside a single very long word rather than dropping most of the text", () => {
    const text = `see https://example.com/${"a".repeat(200)}`;
    expect(Array.from(deriveDescription(text))).toHaveLength(101);
  });
});
