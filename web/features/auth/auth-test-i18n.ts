/** For component tests: a real i18n instance with the real common and auth catalogues. */
import type { Language } from "../../../contract/constants.ts";
import { createI18n } from "../../lib/i18n.ts";
import enAuth from "../../locales/en/auth.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import zhCNAuth from "../../locales/zh-CN/auth.json" with { type: "json" };
import zhCNCommon from "../../locales/zh-CN/common.json" with { type: "json" };

export function createAuthTestI18n(lang: Extract<Language, "zh-CN" | "en"> = "zh-CN") {
  return createI18n(lang, { "zh-CN": { common: zhCNCommon, auth: zhCNAuth }, en: { common: enCommon, auth: enAuth } });
}
