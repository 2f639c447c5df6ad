/**
 * The head's canonical address and hreflang alternates (issue #20), from web/lib/page-addresses.ts.
 * Pages outside the public catalogue, and error pages, are kept out of search engines.
 */
import { useLocation, useMatches } from "react-router";
import { isPublicPage, splitLanguagePrefix } from "../../contract/language-paths.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../contract/constants.ts";
import { pageAddresses, type PageLanguages } from "../lib/page-addresses.ts";

export function LanguageAlternates({ lang, publicUrl }: { lang: Language; publicUrl: string }) {
  const location = useLocation();
  const matches = useMatches();
  const { path } = splitLanguagePrefix(location.pathname);
  const page = matches.at(-1)?.data as { pageLanguages?: PageLanguages } | undefined;
  // No data: the page failed (a 404 under a public path), which is nobody's canonical address.
  if (!isPublicPage(path) || !page) return <meta name="robots" content="noindex" />;
  const { canonical, available, address } = pageAddresses({ lang, publicUrl, path, search: location.search, declared: page.pageLanguages });
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
