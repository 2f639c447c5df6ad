// One vocabulary per language (issue #23, decision 034) in the server's messages: the API's errors,
// mails and MCP texts keep to the glossary the UI keeps to (web/locales/glossary.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/constants.ts";
import { glossaryStrays } from "../../contract/glossary.test-support.ts";
import { simplifiedOnlyCharacters } from "../../contract/simplified-only.test-support.ts";
import { registerAllMessages } from "./all-messages.test-support.ts";
import { messageCatalogues } from "./messages.ts";

beforeAll(registerAllMessages);

describe.each(LANGUAGES)("the server's %s messages", (lang) => {
  it("say one word per glossary concept", () => {
    const strays = Object.entries(messageCatalogues()[lang]).flatMap(([key, text]) =>
      glossaryStrays(text, lang).map((stray) => `${key}: “${stray.found}” (${stray.concept}: ${stray.use})`),
    );
    expect(strays).toEqual([]);
  });

  it("keep to their own script", () => {
    const wrong = Object.entries(messageCatalogues()[lang]).flatMap(([key, text]) => {
      if (lang === "zh-TW") return simplifiedOnlyCharacters(text).map((char) => `${key}: ${char}`);
      if (lang === "en") return (text.match(/\p{Script=Han}/gu) ?? []).map((char) => `${key}: ${char}`);
      return [];
    });
    expect(wrong).toEqual([]);
  });
});

describe("the server's English messages", () => {
  it("have a singular wherever a count is shown", () => {
    const en = messageCatalogues().en;
    const missing = Object.entries(en).filter(([key, text]) => text.includes("{count}") && !key.endsWith("_one") && !(`${key}_one` in en));
    expect(missing.map(([key]) => key)).toEqual([]);
  });
});
