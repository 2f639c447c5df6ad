import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { PromptDetail } from "../../../../contract/catalog.ts";
import { parseFilters } from "../filters.ts";
import { RelatedList } from "./related-list.tsx";
import { SearchBox } from "./search-box.tsx";

const NO_FILTERS = parseFilters(new URLSearchParams());

/**
 * What a reader who reached nothing can do next: search, open a popular prompt, or go home. Its
 * own <title> (React places it in the head), so every 404 page is titled however it was reached.
 */
export function NotFoundContent({ popular = [] }: { popular?: PromptDetail["recommends"] }) {
  const { t } = useTranslation("catalog");
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 sm:py-24">
      <title>{`${t("common:error.notFoundTitle")} - ${t("common:brand.name")}`}</title>
      <div className="text-center">
        <p className="text-sm font-semibold tracking-widest text-teal-700">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{t("common:error.notFoundTitle")}</h1>
        <p className="mt-4 text-slate-600">{t("common:error.notFoundText")}</p>
      </div>
      <div className="mt-8">
        <SearchBox filters={NO_FILTERS} />
      </div>
      {popular.length > 0 && (
        <div className="mt-8">
          <RelatedList items={popular} heading={t("notFound.popularHeading")} />
        </div>
      )}
      <div className="mt-8 text-center">
        <Link to="/" className="focus-ring inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 font-medium text-white hover:bg-teal-800">
          {t("common:error.home")}
        </Link>
      </div>
    </main>
  );
}
