/** /blog: the posts of the current UI language, server-rendered. */
import { useTranslation } from "../lib/i18n-react.tsx";
import { data } from "react-router";
import { BlogCard } from "../features/blog/blog-card.tsx";
import { ErrorState } from "../features/blog/error-state.tsx";
import { blogListMeta } from "../features/blog/meta-text.ts";
import { useBlogLoading } from "../features/blog/use-loading.ts";
import type { Route } from "./+types/blog";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import { breadcrumbData, crumb, siteOf } from "../lib/structured-data.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const handle: I18nHandle = { i18n: ["blog"] };

export async function loader({ context }: Route.LoaderArgs) {
  const reply = await context.data.blogList();
  if (!reply.ok) throw data(null, { status: 500 });
  const site = siteOf(context);
  const structuredData = [
    breadcrumbData(site, [
      { name: crumb(site.lang, "home"), path: "/" },
      { name: crumb(site.lang, "blog"), path: "/blog" },
    ]),
  ];
  return { posts: reply.data.list, meta: blogListMeta(context.lang), structuredData };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args, { meta: args.loaderData.meta }) : []);

function PageHeader({ count }: { count?: number }) {
  const { t } = useTranslation("blog");
  return (
    <header className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-teal-700">{t("list.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("list.title")}</h1>
      <p className="phrase-wrap mt-3 text-base leading-7 text-slate-600">{t("list.subtitle")}</p>
      {count !== undefined && <p className="mt-2 text-sm text-slate-500">{t("list.count", { count })}</p>}
    </header>
  );
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { openingId, reloading } = useBlogLoading();
  const { posts } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:py-14">
      <PageHeader count={posts.length} />
      <p role="status" className="sr-only">
        {openingId ? t("list.opening") : ""}
      </p>
      {posts.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">{t("list.empty")}</p>
      ) : (
        <ul
          aria-busy={reloading || undefined}
          className={`mt-8 grid gap-5 transition-opacity sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${reloading ? "opacity-60" : ""}`}
        >
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} opening={openingId === post.id} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("blog");
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:py-14">
      <ErrorState title={t("list.loadFailed")} text={t("list.loadFailedText")} retry />
    </main>
  );
}
