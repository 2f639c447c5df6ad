// One vocabulary per language (issue #23, decision 034): every UI string keeps to the glossary,
// zh-TW strings have no Simplified-only character, English ones no Chinese, and English counts
// have a singular.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../contract/constants.ts";
import { glossaryStrays } from "../../contract/glossary.test-support.ts";
import { simplifiedOnlyCharacters } from "../../contract/simplified-only.test-support.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

function strings(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) strings(child, path ? `${path}.${key}` : key, out);
  return out;
}

/** [namespace:key, text] of every string of a language's catalogues. */
function catalogue(lang: Language): Array<[string, string]> {
  return readdirSync(`${root}/${lang}`)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => strings(JSON.parse(readFileSync(`${root}/${lang}/${file}`, "utf8")), file.replace(/\.json$/, ":"), []))
    .map(([key, text]) => [key.replace(":.", ":"), text]);
}

/** Names of the languages in the language switcher, each written in its own script. */
const OWN_SCRIPT = /^common:languages?\.|^common:language\./;

describe.each(LANGUAGES)("the %s catalogues", (lang) => {
  it("say one word per glossary concept", () => {
    const strays = catalogue(lang).flatMap(([key, text]) =>
      glossaryStrays(text, lang).map((stray) => `${key}: “${stray.found}” (${stray.concept}: ${stray.use})`),
    );
    expect(strays).toEqual([]);
  });

  it("keep to their own script", () => {
    const wrong = catalogue(lang)
      .filter(([key]) => !OWN_SCRIPT.test(key))
      .flatMap(([key, text]) => {
        if (lang === "zh-TW") return simplifiedOnlyCharacters(text).map((char) => `${key}: ${char}`);
        // 【name】 is a marker readers type in a prompt (fill-in), not Chinese text.
        if (lang === "en") return (text.replace(/【name】/g, "").match(/\p{Script=Han}/gu) ?? []).map((char) => `${key}: ${char}`);
        return [];
      });
    expect(wrong).toEqual([]);
  });
});

describe("English counts", () => {
  it("have a singular wherever a count is shown", () => {
    const keys = new Set(catalogue("en").map(([key]) => key));
    const counted = catalogue("en").filter(([key, text]) => /\{\{\s*count/.test(text) && !/_(one|other)$/.test(key));
    const missingOne = [...keys].filter((key) => key.endsWith("_other") && !keys.has(key.replace(/_other$/, "_one")));
    expect(counted.map(([key]) => key)).toEqual([]);
    expect(missingOne).toEqual([]);
  });
});
