/** For component tests: a real i18n instance over the real common catalogues, so tests read actual UI text. */
import type { Language } from "../../contract/constants.ts";
import en from "../locales/en/common.json" with { type: "json" };
import zhCN from "../locales/zh-CN/common.json" with { type: "json" };
import zhTW from "../locales/zh-TW/common.json" with { type: "json" };
import { createI18n } from "./i18n.ts";

export function createTestI18n(lang: Language = "zh-CN") {
  return createI18n(lang, { "zh-CN": { common: zhCN }, "zh-TW": { common: zhTW }, en: { common: en } });
}
