/**
 * Home: search, group buttons, category list, sort, the card grid with
 * "load more". The first page renders on the server; a signed-in reader's list and a visitor's
 * favourites/history (codes in localStorage) are read again in the browser by clientLoader.
 */
import { useEffect } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useRevalidator } from "react-router";
import { Link } from "../components/localised-link.tsx";
import type { Route } from "./+types/home";
import type { MarkCategory } from "../../contract/catalog.ts";
import { MARK_FAVOURITES, MARK_HISTORY, type Language } from "../../contract/constants.ts";
import { toast } from "../components/toast/toast-store.ts";
import { getAuth } from "../lib/auth-store.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { CategoryNav } from "../features/catalog/components/category-nav.tsx";
import { MarkButtons } from "../features/catalog/components/mark-buttons.tsx";
import { PromptGrid } from "../features/catalog/components/prompt-grid.tsx";
import { SearchBox } from "../features/catalog/components/search-box.tsx";
import { SortTabs } from "../features/catalog/components/sort-tabs.tsx";
import { fallbackPrompts } from "../features/catalog/fallback.ts";
import { totalText } from "../features/catalog/text.ts";
import { hasFilters, homeHref, isPersonalMark, listQuery, NO_FILTERS, parseFilters, type HomeFilters } from "../features/catalog/filters.ts";
import { metaText, type PageMeta } from "../lib/meta-text.ts";
import { useMergeFavourites } from "../features/catalog/use-merge-favourites.ts";
import { loadPage } from "../features/catalog/use-prompt-pages.ts";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import { breadcrumbData, crumb, siteOf, websiteData, type StructuredData } from "../lib/structured-data.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const handle: I18nHandle = { i18n: ["catalog"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  // A visitor's favourites and history are known only to the browser: it reads them itself.
  const personal = isPersonalMark(filters.mark);
  const [index, list] = await Promise.all([context.data.index(), personal ? null : context.data.listPrompts(listQuery(filters, 1))]);
  const categories = index.ok ? index.data.categories : [];
  const category = categories.find((c) => c.code === filters.category);
  const lang = context.lang;
  const meta: PageMeta = {
    title: filters.q
      ? metaText(lang, "catalog.searchTitle", { q: filters.q })
      : category
        ? metaText(lang, "catalog.categoryTitle", { category: category.category })
        : metaText(lang, "catalog.homeTitle"),
    description: category?.intro || metaText(lang, "catalog.homeDescription"),
  };
  return {
    filters,
    index: index.ok ? index.data : null,
    page: list?.ok ? list.data : null,
    indexError: !index.ok,
    listError: list !== null && !list.ok,
    meta,
    structuredData: homeStructuredData(context, filters, category?.category),
    // A category's list is shared with its own card; search results and the rest with the site's.
    shareImage: category && !filters.q ? ({ kind: "category", name: category.code } as const) : undefined,
  };
}

/** The site and its search on the home page; a category's list is a crumb under home. */
function homeStructuredData(context: { publicUrl: string; lang: Language }, filters: HomeFilters, category: string | undefined): StructuredData[] {
  const site = siteOf(context);
  if (category && filters.category)
    return [
      breadcrumbData(site, [
        { name: crumb(site.lang, "home"), path: "/" },
        { name: category, path: homeHref({ ...NO_FILTERS, category: filters.category }) },
      ]),
    ];
  return hasFilters(filters) ? [] : [websiteData(site)];
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  const signedIn = getAuth().isLoggedIn;
  const personal = isPersonalMark(filters.mark);
  if (!signedIn && !personal) return serverLoader();
  // During hydration serverLoader() hands back the server's data without a request.
  const [server, page] = await Promise.all([serverLoader(), loadPage(filters, 1).catch(() => null)]);
  if (page) return { ...server, page, listError: false };
  // A signed-in reader still has the server's (anonymous) list; a personal list has nothing to show.
  return personal ? { ...server, page: null, listError: true } : server;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args, { meta: args.loaderData.meta, image: args.loaderData.shareImage }) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("catalog");
  const { filters, index, page, indexError, listError } = loaderData;
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const lang = i18n.language;

  useMergeFavourites(() => {
    if (filters.mark === MARK_FAVOURITES) void revalidator.revalidate();
  });

  useEffect(() => {
    if (!hydrated) return;
    // 3-second toasts, one per kind however often the data comes back broken.
    if (indexError) toast.error(t("errors.loadData"), { id: "home-load-data", duration: 3000 });
    if (listError) toast.error(t("errors.loadPrompts"), { id: "home-load-prompts", duration: 3000 });
  }, [hydrated, indexError, listError, t]);

  const marks: MarkCategory[] = index?.markCategoryList ?? [
    { markId: MARK_FAVOURITES, title: t("marks.favourites"), type: 1 },
    { markId: MARK_HISTORY, title: t("marks.history"), type: 2 },
  ];
  const categories = index?.categories ?? [];
  const category = categories.find((c) => c.code === filters.category);
  const mark = marks.find((m) => m.markId === filters.mark);
  const scope = [category?.category, mark?.title].filter(Boolean).join(" · ");
  const heading = filters.q ? t("search.resultsFor", { q: filters.q }) : scope || t("list.allPrompts");
  const fallback = listError ? fallbackPrompts(t, lang) : null;

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pb-16">
      <section className="py-6 text-center sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("home.title")}</h1>
        <p className="phrase-wrap mx-auto mt-2 max-w-2xl text-sm text-slate-600 sm:mt-3 sm:text-base">{t("home.subtitle")}</p>
        <div className="mt-5 sm:mt-7">
          <SearchBox filters={filters} />
        </div>
        <div className="mt-4">
          <MarkButtons marks={marks} filters={filters} />
        </div>
      </section>

      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <CategoryNav categories={categories} filters={filters} />
        <section aria-labelledby="list-heading" className="mt-4 lg:mt-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <h2 id="list-heading" className="truncate text-lg font-semibold text-slate-900">
                {heading}
              </h2>
              {/* A live region that is always there, so each new result count is announced. */}
              <p role="status" className="min-h-5 text-sm text-slate-500">
                {page && !fallback ? totalText(page, t) : ""}
              </p>
            </div>
            <SortTabs filters={filters} />
          </div>
          {filters.q && (
            <p className="mb-2 text-sm">
              {/* min-h-11: a thumb-sized target on a phone, though it reads as a link. */}
              <Link
                to={homeHref(filters, { q: "" })}
                preventScrollReset
                className="focus-ring inline-flex min-h-11 items-center rounded text-teal-800 underline underline-offset-4 hover:text-teal-900"
              >
                {t("search.clear")}
              </Link>
            </p>
          )}
          {fallback && (
            <p role="note" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {t("errors.fallbackNotice")}
            </p>
          )}
          <PromptGrid page={page} filters={filters} fallback={fallback} />
        </section>
      </div>
    </main>
  );
}
