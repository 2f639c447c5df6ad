/** The head's links to the RSS feeds that match the page (issue #20): the blog's, a category's, the newest prompts. */
import { useLocation } from "react-router";
import type { Language } from "../../contract/constants.ts";
import { isPublicPage, splitLanguagePrefix } from "../../contract/language-paths.ts";
import { useTranslation } from "../lib/i18n-react.tsx";

export function FeedLinks({ lang, publicUrl }: { lang: Language; publicUrl: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { path } = splitLanguagePrefix(location.pathname);
  if (!isPublicPage(path)) return null;
  const feeds: Array<{ title: string; href: string }> = [];
  if (path.startsWith("/blog")) feeds.push({ title: t("nav.blog"), href: `/feeds/${lang}/blog.xml` });
  const category = path === "/" ? new URLSearchParams(location.search).get("category") : null;
  if (category && /^[a-z0-9_-]{1,64}$/i.test(category)) feeds.push({ title: category, href: `/feeds/${lang}/category/${category.toLowerCase()}.xml` });
  feeds.push({ title: t("brand.name"), href: `/feeds/${lang}/prompts.xml` });
  return (
    <>
      {feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={`${feed.title} RSS`} href={`${publicUrl}${feed.href}`} />
      ))}
    </>
  );
}
