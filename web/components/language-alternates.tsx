/**
 * The head's canonical address and hreflang alternates (issue #20). Public pages exist once per
 * language; a page that holds fewer (a prompt without an English version) names them in its loader
 * data as `pageLanguages`, and its canonical is then the version that exists, not a duplicate.
 * Pages outside the public catalogue, and error pages, are kept out of search engines.
 */
import { useLocation, useMatches } from "react-router";
import { isPublicPage, localisedPath, splitLanguagePrefix } from "../../contract/language-paths.ts";
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

export function LanguageAlternates({ lang, publicUrl }: { lang: Language; publicUrl: string }) {
  const location = useLocation();
  const matches = useMatches();
  const { path } = splitLanguagePrefix(location.pathname);
  const page = matches.at(-1)?.data as { pageLanguages?: PageLanguages } | undefined;
  // No data: the page failed (a 404 under a public path), which is nobody's canonical address.
  if (!isPublicPage(path) || !page) return <meta name="robots" content="noindex" />;
  const declared = page.pageLanguages;
  const available = declared?.available ?? LANGUAGES;
  const query = new URLSearchParams(location.search);
  const content = declared?.contentParam ? exactLanguage(query.get(declared.contentParam)) : undefined;
  if (declared?.contentParam) query.delete(declared.contentParam);
  const search = query.size ? `?${query}` : "";
  const canonical = content && available.includes(content) ? content : available.includes(lang) ? lang : (declared?.canonical ?? DEFAULT_LANGUAGE);
  const address = (lan: Language) => `${publicUrl}${localisedPath(`${path}${search}`, lan)}`;
  return (
    <>
      <link rel="canonical" href={address(canonical)} />
      {available.map((lan) => (
        <link key={lan} rel="alternate" hrefLang={lan} href={address(lan)} />
      ))}
      {available.includes(DEFAULT_LANGUAGE) && <link rel="alternate" hrefLang="x-default" href={address(DEFAULT_LANGUAGE)} />}
    </>
  );
}
