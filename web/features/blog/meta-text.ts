/**
 * The list page's title and description in each language, for its loader (server side), so that
 * the <title> is right in the server-rendered HTML. Loaders never reach the browser bundle.
 */
import type { Language } from "../../../contract/constants.ts";
import en from "../../locales/en/blog.json";
import zhCN from "../../locales/zh-CN/blog.json";
import zhTW from "../../locales/zh-TW/blog.json";

const META: Record<Language, { title: string; description: string }> = { "zh-CN": zhCN.meta, "zh-TW": zhTW.meta, en: en.meta };

export type PageMeta = { title: string; description: string };

export function blogListMeta(lang: Language): PageMeta {
  return META[lang];
}

/** An article's title with the site's name after it, as the list page's own title has. */
export function blogArticleMeta(lang: Language, title: string, description: string): PageMeta {
  const site = META[lang].title.split(" - ").at(-1) ?? "";
  return { title: site ? `${title} - ${site}` : title, description };
}
