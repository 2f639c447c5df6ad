import { afterEach, describe, expect, it, vi } from "vitest";
import { backOfficePreview, cardPreview, truncate } from "./preview.ts";

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

  it("counts what a reader sees as one character: a family, a flag, a skin tone or an accent is never cut apart", () => {
    for (const whole of ["👨‍👩‍👧", "🇨🇳", "👍🏽", "e\u0301"]) expect(truncate(`${"字".repeat(9)}${whole}${"字".repeat(5)}`, 10)).toBe(`${"字".repeat(9)}${whole}…`);
  });

  describe("in a runtime without Intl.Segmenter", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    // The server renders a card's preview and the browser hydrates it: a different cut is a hydration error.
    it("cuts where a runtime with it cuts", async () => {
      const text = `${"👍🏽".repeat(3)}${"字".repeat(120)}`;
      const withSegmenter = (await import("./preview.ts")).truncate(text, 100);
      vi.resetModules();
      vi.stubGlobal("Intl", Object.assign(Object.create(Intl) as typeof Intl, { Segmenter: undefined }));
      expect((await import("./preview.ts")).truncate(text, 100)).toBe(withSegmenter);
      expect(withSegmenter).toBe(`${"👍🏽".repeat(3)}${"字".repeat(97)}…`);
    });
  });
});

describe("cardPreview", () => {
  it("previews the description, or the prompt when there is none, cut at 100 characters", () => {
    expect(cardPreview({ description: "  简介  ", prompt: "正文" })).toBe("简介");
    expect(cardPreview({ description: "", prompt: "正".repeat(150) })).toBe(`${"正".repeat(100)}…`);
  });
});

describe("backOfficePreview", () => {
  it("shows the prompt on one line, cut at 80 characters without splitting an astral character", () => {
    expect(backOfficePreview("  第一行\n\n  第二行\t完 ")).toBe("第一行 第二行 完");
    for (const astral of ["😀", "𠀀"]) expect(backOfficePreview(`${"字".repeat(79)}${astral}${"字".repeat(10)}`)).toBe(`${"字".repeat(79)}${astral}…`);
  });
});
