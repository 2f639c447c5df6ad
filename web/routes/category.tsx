/** Category overview: hero, featured categories, the others, trends; an error state with retry. */
import { useTranslation } from "../lib/i18n-react.tsx";
import { useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/category";
import { CategoryOverview } from "../features/catalog/components/category-overview.tsx";
import { GridIcon } from "../features/catalog/components/catalog-icons.tsx";
import { metaText, type PageMeta } from "../lib/meta-text.ts";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import { splitLanguagePrefix } from "../../contract/language-paths.ts";
import { breadcrumbData, crumb, siteOf } from "../lib/structured-data.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const handle: I18nHandle = { i18n: ["catalog"] };

export async function loader({ context }: Route.LoaderArgs) {
  const reply = await context.data.categoryIndex();
  const meta: PageMeta = { title: metaText(context.lang, "catalog.categoriesTitle"), description: metaText(context.lang, "catalog.categoriesDescription") };
  const site = siteOf(context);
  const structuredData = [
    breadcrumbData(site, [
      { name: crumb(site.lang, "home"), path: "/" },
      { name: crumb(site.lang, "categories"), path: "/category" },
    ]),
  ];
  return { overview: reply.ok ? reply.data : null, meta, structuredData };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args, { meta: args.loaderData.meta }) : []);

function Spinner() {
  return <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />;
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { overview } = loaderData;
  const loading = revalidator.state === "loading" || (navigation.state === "loading" && splitLanguagePrefix(navigation.location.pathname).path === "/category");

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pb-16">
      <section className="py-8 text-center sm:py-12">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-teal-700 text-white shadow-sm">
          <GridIcon className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("categoryPage.title")}</h1>
        <p className="phrase-wrap mx-auto mt-3 max-w-2xl text-sm text-slate-600 sm:text-base">{t("categoryPage.subtitle")}</p>
        {overview && <p className="mt-3 text-sm font-medium text-teal-800">{t("categoryPage.summary", { count: overview.categories.length })}</p>}
      </section>

      {loading && (
        <p role="status" className="mb-6 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t("categoryPage.loading")}
        </p>
      )}

      {!overview ? (
        <div role="alert" className="mx-auto max-w-md rounded-3xl border border-rose-200 bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-semibold text-slate-900">{t("categoryPage.errorTitle")}</p>
          <p className="mt-2 text-sm text-slate-600">{t("categoryPage.errorText")}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={loading}
            className="focus-ring mt-5 inline-flex min-h-11 items-center gap-2 rounded-xl bg-teal-700 px-6 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
          >
            {t("categoryPage.retry")}
          </button>
        </div>
      ) : (
        <CategoryOverview overview={overview} className={`transition-opacity ${loading ? "opacity-60" : ""}`} />
      )}
    </main>
  );
}
