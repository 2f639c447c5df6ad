import { describe, expect, it } from "vitest";
import { cardPreview, truncate } from "./preview.ts";

describe("truncate", () => {
  it("keeps text of at most the limit as it is", () => {
    expect(truncate("短文本", 100)).toBe("短文本");
    expect(truncate("a".repeat(100), 100)).toBe("a".repeat(100));
  });

  it("cuts at 100 characters and adds an ellipsis", () => {
    const cut = truncate("字".repeat(150), 100);
    expect(Array.from(cut)).toHaveLength(101);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("counts an emoji as one character and never splits it", () => {
    const cut = truncate("😀".repeat(5), 3);
    expect(cut).toBe("😀😀😀…");
  });
});

describe("cardPreview", () => {
  it("previews the description, or the prompt when there is none, cut at 100 characters", () => {
    expect(cardPreview({ description: "  简介  ", prompt: "正文" })).toBe("简介");
    expect(cardPreview({ description: "", prompt: "正".repeat(150) })).toBe(`${"正".repeat(100)}…`);
  });
});
