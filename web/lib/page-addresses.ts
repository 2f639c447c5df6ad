/**
 * A public page's addresses (issue #20): its canonical address and its address in each language
 * it exists in. The head's <link rel="canonical"> and hreflang alternates and the Open Graph
 * og:url / og:locale read them here, so they always agree. Public pages exist once per language;
 * a page that holds fewer (a prompt without an English version) names them in its loader data as
 * `pageLanguages`, and its canonical is then the version that exists, not a duplicate.
 */
import { localisedPath } from "../../contract/language-paths.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/constants.ts";
import { exactLanguage } from "../../contract/language.ts";

/** What a route's loader may say about the languages its page exists in. */
export type PageLanguages = {
  available: readonly Language[];
  canonical: Language;
  /**
   * A query parameter that shows another language's content on this page (a prompt's `?v=en`
   * tab): such a page is a copy of that language's page, which is its canonical, and no address
   * carries the parameter.
   */
  contentParam?: string;
};

export type PageAddresses = {
  /** The language of the canonical address. */
  canonical: Language;
  available: readonly Language[];
  /** The page's absolute address in `lan`. */
  address: (lan: Language) => string;
};

/** `path` is the page's path without a language prefix; `search` its query string. */
export function pageAddresses(page: { lang: Language; publicUrl: string; path: string; search: string; declared: PageLanguages | undefined }): PageAddresses {
  const { lang, publicUrl, path, declared } = page;
  const available = declared?.available ?? LANGUAGES;
  const query = new URLSearchParams(page.search);
  const content = declared?.contentParam ? exactLanguage(query.get(declared.contentParam)) : undefined;
  if (declared?.contentParam) query.delete(declared.contentParam);
  const search = query.size ? `?${query}` : "";
  const canonical = content && available.includes(content) ? content : available.includes(lang) ? lang : (declared?.canonical ?? DEFAULT_LANGUAGE);
  return { canonical, available, address: (lan) => `${publicUrl}${localisedPath(`${path}${search}`, lan)}` };
}
