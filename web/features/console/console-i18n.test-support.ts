/** For the console's component tests: a real i18n instance over the real common and console catalogues. */
import type { Language } from "../../../contract/constants.ts";
import { createI18n } from "../../lib/i18n.ts";
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enConsole from "../../locales/en/console.json" with { type: "json" };
import zhCNCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import zhCNConsole from "../../locales/zh-CN/console.json" with { type: "json" };
import zhTWCommon from "../../locales/zh-TW/common.json" with { type: "json" };
import zhTWConsole from "../../locales/zh-TW/console.json" with { type: "json" };

export function createConsoleI18n(lang: Language = "zh-CN") {
  return createI18n(lang, {
    "zh-CN": { common: zhCNCommon, console: zhCNConsole },
    "zh-TW": { common: zhTWCommon, console: zhTWConsole },
    en: { common: enCommon, console: enConsole },
  });
}
