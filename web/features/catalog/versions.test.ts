import { describe, expect, it } from "vitest";
import type { PromptDetail, PromptVersionView } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { onlyVersionChanged, parseVersionParam, shownVersion, versionBadge, withVersion } from "./versions.ts";

const version = (lan: Language, machine = false): PromptVersionView => ({
  lan,
  title: `title ${lan}`,
  description: `description ${lan}`,
  prompt: `text ${lan} [name ${lan}]`,
  tips: `tips ${lan}`,
  demo: [{ input: `in ${lan}`, out: `out ${lan}` }],
  variables: [{ name: `name ${lan}`, default: "" }],
  machine,
});
const all = [version("zh-CN"), version("zh-TW", true), version("en", true)];
const prompt = { code: "p1", lan: "zh-TW", title: "title zh-TW", versions: all } as unknown as PromptDetail;

describe("parseVersionParam", () => {
  it("takes our three languages in any case and nothing else", () => {
    expect([parseVersionParam("en"), parseVersionParam("zh-tw"), parseVersionParam(" ZH-CN ")]).toEqual(["en", "zh-TW", "zh-CN"]);
    for (const other of ["fr", "zh", "", null, undefined, "en-US"]) expect(parseVersionParam(other)).toBeUndefined();
  });
});

describe("shownVersion", () => {
  it("shows the version the address asks for", () => {
    expect(shownVersion(prompt, "en")?.lan).toBe("en");
  });

  it("else, or when the prompt has no such version, the one the reply is in (the UI language's)", () => {
    expect(shownVersion(prompt, undefined)?.lan).toBe("zh-TW");
    expect(shownVersion({ ...prompt, versions: all.slice(0, 2) }, "en")?.lan).toBe("zh-TW");
  });

  it("has nothing to show for a prompt without versions (the stand-in of a failed load)", () => {
    expect(shownVersion({ ...prompt, versions: [] }, "en")).toBeUndefined();
    expect(withVersion(prompt, undefined)).toBe(prompt);
  });
});

describe("withVersion", () => {
  it("tells the prompt in that version: title, description, text, tips, examples, variables and language", () => {
    const shown = withVersion(prompt, all[2]);
    expect(shown).toMatchObject({ code: "p1", lan: "en", title: "title en", description: "description en", prompt: "text en [name en]", tips: "tips en" });
    expect(shown.demo).toEqual([{ input: "in en", out: "out en" }]);
    expect(shown.variables).toEqual([{ name: "name en", default: "" }]);
  });
});

describe("versionBadge", () => {
  it("says nothing of a version a person wrote", () => {
    expect(versionBadge(all[0]!, all)).toBeNull();
  });

  it("calls a Chinese script next to a person's other script converted, and any other machine version translated", () => {
    expect(versionBadge(all[1]!, all)).toBe("convertedFromSimplified");
    expect(versionBadge(version("zh-CN", true), [version("zh-CN", true), version("zh-TW")])).toBe("convertedFromTraditional");
    expect(versionBadge(all[2]!, all)).toBe("machineTranslated");
    // An English original: the model wrote zh-CN and OpenCC zh-TW from it; both are translations.
    const fromEnglish = [version("zh-CN", true), version("zh-TW", true), version("en")];
    expect(fromEnglish.map((v) => versionBadge(v, fromEnglish))).toEqual(["machineTranslated", "machineTranslated", null]);
  });
});

describe("onlyVersionChanged", () => {
  const url = (path: string) => new URL(path, "http://x");
  it("is true when only the tab parameter differs", () => {
    expect(onlyVersionChanged(url("/detail/p1"), url("/detail/p1?v=en"))).toBe(true);
    expect(onlyVersionChanged(url("/detail/p1?a=1&v=en"), url("/detail/p1?v=zh-TW&a=1"))).toBe(true);
  });

  it("is false for another page, another parameter, or no change at all (an explicit revalidation)", () => {
    expect(onlyVersionChanged(url("/detail/p1?v=en"), url("/detail/p2?v=zh-CN"))).toBe(false);
    expect(onlyVersionChanged(url("/detail/p1?v=en"), url("/detail/p1?v=zh-CN&a=1"))).toBe(false);
    expect(onlyVersionChanged(url("/detail/p1?v=en"), url("/detail/p1?v=en"))).toBe(false);
  });
});
