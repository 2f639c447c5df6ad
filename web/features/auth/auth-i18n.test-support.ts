/** For component tests: a real i18n instance with the real common and auth catalogues. */
import type { Language } from "../../../contract/constants.ts";
import { createI18n } from "../../lib/i18n.ts";
import enAuth from "../../locales/en/auth.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import zhCNAuth from "../../locales/zh-CN/auth.json" with { type: "json" };
import zhCNCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import zhTWAuth from "../../locales/zh-TW/auth.json" with { type: "json" };
import zhTWCommon from "../../locales/zh-TW/common.json" with { type: "json" };

export function createAuthTestI18n(lang: Language = "zh-CN") {
  return createI18n(lang, {
    "zh-CN": { common: zhCNCommon, auth: zhCNAuth },
    "zh-TW": { common: zhTWCommon, auth: zhTWAuth },
    en: { common: enCommon, auth: enAuth },
  });
}
