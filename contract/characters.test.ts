import { describe, expect, it } from "vitest";
import { characters, countCharacters } from "./characters.ts";

describe("characters", () => {
  it("keeps together what a reader sees as one character", () => {
    const wholes = ["👨‍👩‍👧", "🇨🇳", "👍🏽", "e\u0301", "1\uFE0F\u20E3", "❤️", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "😀", "𠀀", "字", "a"];
    expect([...characters(wholes.join(""))]).toEqual(wholes);
  });

  it("pairs regional indicators two by two", () => {
    expect([...characters("🇨🇳🇯🇵🇺")]).toEqual(["🇨🇳", "🇯🇵", "🇺"]);
  });

  it("counts an empty text as none and ordinary text by its letters", () => {
    expect(countCharacters("")).toBe(0);
    expect(countCharacters("标题 title")).toBe(8);
    expect(countCharacters("👨‍👩‍👧🇨🇳")).toBe(2);
  });
});
