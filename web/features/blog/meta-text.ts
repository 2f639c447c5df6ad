/**
 * The list page's title and description in each language, for its loader (server side), so that
 * the <title> is right in the server-rendered HTML. Loaders never reach the browser bundle.
 */
import type { Language } from "../../../contract/constants.ts";
import { metaText, type PageMeta } from "../../lib/meta-text.ts";

export function blogListMeta(lang: Language): PageMeta {
  return { title: metaText(lang, "blog.title"), description: metaText(lang, "blog.description") };
}

/** An article's title with the site's name after it, as the list page's own title has. */
export function blogArticleMeta(lang: Language, title: string, description: string): PageMeta {
  const site = metaText(lang, "blog.title").split(" - ").at(-1) ?? "";
  return { title: site ? `${title} - ${site}` : title, description };
}
