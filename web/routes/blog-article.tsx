/**
 * /blog/{id}: one article, server-rendered (the text is in the HTML). The Chinese version stands in
 * when the language has none; a language switch revalidates the loader, which reloads it.
 */
import { useTranslation } from "../lib/i18n-react.tsx";
import { data, isRouteErrorResponse } from "react-router";
import { fileLanguageOf } from "../../contract/blog.ts";
import { isNotFound } from "../../contract/page-data.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../contract/constants.ts";
import { ArticleView } from "../features/blog/article-view.tsx";
import { BackLink } from "../features/blog/back-link.tsx";
import { ErrorState } from "../features/blog/error-state.tsx";
import { blogArticleMeta } from "../features/blog/meta-text.ts";
import { Spinner } from "../features/blog/spinner.tsx";
import { useBlogLoading } from "../features/blog/use-loading.ts";
import type { Route } from "./+types/blog-article";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import { blogPostingData, breadcrumbData, crumb, siteOf } from "../lib/structured-data.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { PageLanguages } from "../lib/page-addresses.ts";

export const handle: I18nHandle = { i18n: ["blog"] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const reply = await context.data.blogArticle(params.id);
  if (!reply.ok) throw data(null, { status: isNotFound(reply) ? 404 : 500 });
  const article = reply.data;
  const site = siteOf(context);
  const path = `/blog/${encodeURIComponent(params.id)}`;
  const structuredData = [
    blogPostingData(site, article, path),
    breadcrumbData(site, [
      { name: crumb(site.lang, "home"), path: "/" },
      { name: crumb(site.lang, "blog"), path: "/blog" },
      { name: article.title, path },
    ]),
  ];
  // Only the languages it is written in are its translations; on another language's address it is
  // shown in the file it has, whose page is then the canonical one.
  const pageLanguages: PageLanguages = {
    available: LANGUAGES.filter((lang) => article.languages.includes(fileLanguageOf(lang))),
    canonical: article.lan === "en" ? "en" : DEFAULT_LANGUAGE,
  };
  return { article, meta: blogArticleMeta(context.lang, article.title, article.entry.excerpt), structuredData, pageLanguages };
}

/**
 * In the browser the article's data comes in a request of its own (a route with a clientLoader is
 * fetched apart from the others), so a failure lands in this route's error state ("Failed to load
 * blog post", with a retry) rather than in the whole page's. The first view uses the server's data.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    throw data(null, { status: 503 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { meta: args.loaderData.meta, image: { kind: "blog", name: args.loaderData.article.entry.id }, type: "article" }) : [];

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
      <BackLink />
      {children}
    </main>
  );
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { openingId, reloading } = useBlogLoading();
  const { article } = loaderData;
  // Another article is on its way (or this one in another language): say so, and dim this one.
  const loading = reloading || (openingId !== null && openingId !== article.entry.id);
  return (
    <Layout>
      <div role="status" className={loading ? "mt-4 flex items-center gap-2 text-sm text-teal-700" : "sr-only"}>
        {loading && <Spinner />}
        {loading ? t("article.loading") : ""}
      </div>
      {/* Full-bleed on phones (every pixel of width is reading width), a card from sm up. */}
      <div className="-mx-4 mt-4 border-y border-slate-200 bg-white px-4 py-8 sm:mx-0 sm:rounded-2xl sm:border-0 sm:px-10 sm:py-12 sm:shadow-sm sm:ring-1 sm:ring-slate-200">
        <ArticleView article={article} busy={loading} />
      </div>
      <div className="mt-8">
        <BackLink />
      </div>
    </Layout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("blog");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Layout>
      {notFound ? (
        <ErrorState title={t("article.notFound")} text={t("article.notFoundText")} retry={false} />
      ) : (
        <ErrorState title={t("article.loadFailed")} text={t("article.loadFailedText")} retry />
      )}
    </Layout>
  );
}
