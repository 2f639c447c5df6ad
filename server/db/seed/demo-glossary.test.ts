// The demo catalogue's own texts that readers see in the UI's place (category names and intros,
// group titles) keep to the glossary and to their language's script, like the UI (decision 034).
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { glossaryStrays } from "../../../contract/glossary.test-support.ts";
import { simplifiedOnlyCharacters } from "../../../contract/simplified-only.test-support.ts";
import { readDemoCatalogue } from "./demo-data.ts";

function textsOf(lang: Language): Array<[string, string]> {
  const { categories, groups } = readDemoCatalogue();
  return [
    ...categories.flatMap((c): Array<[string, string]> => [
      [`${c.code}.name`, c.i18n[lang]?.name ?? ""],
      [`${c.code}.intro`, c.i18n[lang]?.intro ?? ""],
    ]),
    ...groups.map((g): [string, string] => [`group ${g.title}`, lang === "zh-CN" ? g.title : g.titles[lang]]),
  ];
}

describe.each(LANGUAGES)("the demo catalogue's %s category and group texts", (lang) => {
  it("keep to the glossary and to their script", () => {
    const wrong = textsOf(lang).flatMap(([where, text]) => [
      ...glossaryStrays(text, lang).map((stray) => `${where}: “${stray.found}” (${stray.use})`),
      ...(lang === "zh-TW" ? simplifiedOnlyCharacters(text).map((char) => `${where}: ${char}`) : []),
      ...(lang === "en" ? (text.match(/\p{Script=Han}/gu) ?? []).map((char) => `${where}: ${char}`) : []),
    ]);
    expect(wrong).toEqual([]);
  });
});
