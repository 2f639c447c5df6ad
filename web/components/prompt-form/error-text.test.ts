import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import { createI18n } from "../../lib/i18n.ts";
import { formatCount } from "../../lib/locale-format.ts";
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enConsole from "../../locales/en/console.json" with { type: "json" };
import zhCNCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import zhCNConsole from "../../locales/zh-CN/console.json" with { type: "json" };
import zhTWCommon from "../../locales/zh-TW/common.json" with { type: "json" };
import zhTWConsole from "../../locales/zh-TW/console.json" with { type: "json" };
import { promptErrorText } from "./error-text.ts";

const catalogues = { "zh-CN": [zhCNCommon, zhCNConsole], "zh-TW": [zhTWCommon, zhTWConsole], en: [enCommon, enConsole] } as const;
const tOf = (lang: (typeof LANGUAGES)[number]) =>
  createI18n(lang, { [lang]: { common: catalogues[lang][0], console: catalogues[lang][1] } }).getFixedT("console");

/** The keys whose text names a limit, and the limit it names. */
const LIMITED = {
  titleTooLong: PROMPT_LIMITS.title,
  contentTooLong: PROMPT_LIMITS.prompt,
  descriptionTooLong: PROMPT_LIMITS.description,
  tipsTooLong: PROMPT_LIMITS.tips,
  demoTooLong: PROMPT_LIMITS.demoText,
  categoryTooMany: PROMPT_LIMITS.categories,
  imagesTooMany: PROMPT_LIMITS.images,
};

describe.each(LANGUAGES)("the prompt forms' error texts in %s", (lang) => {
  const [common, consoleCatalogue] = catalogues[lang];

  it("write no number by hand: each limit comes from PROMPT_LIMITS", () => {
    for (const text of [...Object.values(common.promptErrors), consoleCatalogue.prompts.form.uploadRefused.tooMany]) expect(text).not.toMatch(/\d/);
  });

  it("say the limit the schema checks, grouped the language's way (10,000)", () => {
    const t = tOf(lang);
    for (const [key, max] of Object.entries(LIMITED)) expect(promptErrorText(t, key)).toContain(formatCount(max, lang));
    expect(t("prompts.form.uploadRefused.tooMany", { imagesMax: PROMPT_LIMITS.images })).toContain(String(PROMPT_LIMITS.images));
  });

  it("word a key no catalogue has with the one generic sentence", () => {
    expect(promptErrorText(tOf(lang), "noSuchKey")).toBe(common.formErrors.invalid);
  });
});
