/** The about page's title and description in each language, for its loader (server side only). */
import type { Language } from "../../../contract/constants.ts";
import en from "../../locales/en/about.json";
import zhCN from "../../locales/zh-CN/about.json";
import zhTW from "../../locales/zh-TW/about.json";

const META: Record<Language, { title: string; description: string }> = { "zh-CN": zhCN.meta, "zh-TW": zhTW.meta, en: en.meta };

export function aboutMeta(lang: Language): { title: string; description: string } {
  return META[lang];
}
