/** The about page's title and description in each language, for its loader (server side only). */
import type { Language } from "../../../contract/constants.ts";
import { metaText, type PageMeta } from "../../lib/meta-text.ts";

export function aboutMeta(lang: Language): PageMeta {
  return { title: metaText(lang, "about.title"), description: metaText(lang, "about.description") };
}
