/**
 * A public page's <title>, description and share tags (issue #20): Open Graph and Twitter cards
 * from the loader's own title and description, og:url at the canonical address, og:locale in the
 * canonical's language with the others as alternates, and the page's share image in that language.
 * Route `meta` runs in the browser too, so this reads only loader data.
 */
import type { Location, MetaDescriptor } from "react-router";
import type { Language } from "../../contract/constants.ts";
import { splitLanguagePrefix } from "../../contract/language-paths.ts";
import { SHARE_CARD, shareImagePath, SITE_IMAGE, type ShareImage } from "../../contract/share-images.ts";
import type { PageMeta } from "./meta-text.ts";
import { pageAddresses, type PageLanguages } from "./page-addresses.ts";
import { structuredDataMeta } from "./structured-data-meta.ts";

const OG_LOCALE: Record<Language, string> = { "zh-CN": "zh_CN", "zh-TW": "zh_TW", en: "en_US" };

type RootData = { lang: Language; publicUrl: string };

/** The parts of React Router's MetaArgs this reads. */
export type PageMetaArgs = {
  location: Pick<Location, "pathname" | "search">;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  loaderData: object | undefined;
};

/** What this reads of a page's loader data, when the page has it. */
type PageData = { pageLanguages?: PageLanguages; structuredData?: Array<Record<string, unknown>> };

export type PageShare = {
  meta: PageMeta;
  /** The page's share image; the site's card when it has none of its own. */
  image?: ShareImage;
  type?: "website" | "article";
};

export function pageMeta(args: PageMetaArgs, page: PageShare): MetaDescriptor[] {
  const { title, description } = page.meta;
  const data = args.loaderData as PageData | undefined;
  const own: MetaDescriptor[] = [{ title }, { name: "description", content: description }, ...structuredDataMeta(data?.structuredData)];
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return own;
  const { path } = splitLanguagePrefix(args.location.pathname);
  const { canonical, available, address } = pageAddresses({ ...root, path, search: args.location.search, declared: data?.pageLanguages });
  const image = `${root.publicUrl}${shareImagePath(canonical, page.image ?? SITE_IMAGE)}`;
  return [
    ...own,
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: address(canonical) },
    { property: "og:locale", content: OG_LOCALE[canonical] },
    ...available.filter((lan) => lan !== canonical).map((lan) => ({ property: "og:locale:alternate", content: OG_LOCALE[lan] })),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_CARD.width) },
    { property: "og:image:height", content: String(SHARE_CARD.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
