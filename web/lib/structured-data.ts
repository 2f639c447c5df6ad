/**
 * JSON-LD for search engines (issue #20), typed with schema-dts: the site and its search on the
 * home page, breadcrumbs, a CreativeWork per prompt and a BlogPosting per article. Loaders build
 * it on the server (they know the public address and the language); each route's `meta` emits it
 * as `script:ld+json`, which React Router escapes.
 */
import type { BlogPosting, BreadcrumbList, CreativeWork, SearchAction, Thing, WebSite, WithContext } from "schema-dts";
import type { BlogArticle } from "../../contract/blog.ts";
import type { PromptDetail } from "../../contract/catalog.ts";
import type { Language } from "../../contract/constants.ts";
import { localisedPath } from "../../contract/language-paths.ts";
import { metaText } from "./meta-text.ts";

export type Site = { publicUrl: string; lang: Language; name: string };

/** The site as a loader sees it, named in the page's language. */
export function siteOf(context: { publicUrl: string; lang: Language }): Site {
  return { publicUrl: context.publicUrl, lang: context.lang, name: metaText(context.lang, "site.name") };
}

/** The crumb names pages share, in the page's language. */
export const crumb = (lang: Language, key: "home" | "categories" | "blog") => metaText(lang, `site.${key}`);
/** Plain JSON for the page: the schema-dts types check what the builders write, and stop here (they are too deep for loader data's types). */
export type StructuredData = Record<string, unknown>;
const typed = <T extends Thing>(data: WithContext<T>): StructuredData => data as StructuredData;

const address = (site: Site, path: string) => `${site.publicUrl}${localisedPath(path, site.lang)}`;
const isoDate = (seconds: string) => new Date(Number(seconds) * 1000).toISOString();

export function websiteData(site: Site): StructuredData {
  const search: SearchAction & { "query-input": string } = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${address(site, "/")}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return typed<WebSite>({
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: address(site, "/"),
    inLanguage: site.lang,
    potentialAction: search,
  });
}

/** Crumbs as the page shows them, each a site path and its name; the last is the page itself. */
export function breadcrumbData(site: Site, crumbs: Array<{ name: string; path: string }>): StructuredData {
  return typed<BreadcrumbList>({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: address(site, crumb.path) })),
  });
}

export function promptData(site: Site, prompt: PromptDetail): StructuredData {
  const { cnt } = prompt;
  return typed<CreativeWork>({
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: prompt.title,
    description: prompt.description,
    text: prompt.prompt,
    url: address(site, `/detail/${encodeURIComponent(prompt.code)}`),
    inLanguage: site.lang,
    author: { "@type": "Person", name: prompt.author.nickName },
    datePublished: isoDate(prompt.createTime),
    dateModified: isoDate(prompt.updateTime),
    keywords: prompt.categories.map((c) => c.category).join(", "),
    // Ratings are stored 0-10; readers see them out of 5.
    ...(cnt.rateCnt > 0
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: Math.round(cnt.score * 5) / 10, bestRating: 5, worstRating: 1, ratingCount: cnt.rateCnt },
        }
      : {}),
    interactionStatistic: [
      { "@type": "InteractionCounter", interactionType: { "@type": "ShareAction" }, userInteractionCount: cnt.copyCnt + cnt.shareCnt },
      { "@type": "InteractionCounter", interactionType: { "@type": "BookmarkAction" }, userInteractionCount: cnt.markCnt },
      { "@type": "InteractionCounter", interactionType: { "@type": "ViewAction" }, userInteractionCount: cnt.clickCnt },
    ],
  });
}

export function blogPostingData(site: Site, article: BlogArticle, path: string): StructuredData {
  return typed<BlogPosting>({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.entry.excerpt,
    datePublished: article.date,
    url: address(site, path),
    inLanguage: article.lan === "en" ? "en" : site.lang,
    keywords: article.tags.join(", "),
    publisher: { "@type": "Organization", name: site.name },
  });
}
