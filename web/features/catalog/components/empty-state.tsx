import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "react-router";
import { MARK_FAVOURITES, MARK_HISTORY } from "../../../../contract/constants.ts";
import type { HomeFilters } from "../filters.ts";
import { SearchIcon } from "./catalog-icons.tsx";

/** No prompt matches: offer to clear the filters or to browse the categories. */
export function EmptyState({ filters }: { filters: HomeFilters }) {
  const { t } = useTranslation("catalog");
  const text = filters.mark === MARK_FAVOURITES ? t("empty.favourites") : filters.mark === MARK_HISTORY ? t("empty.history") : t("empty.text");
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <SearchIcon className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{t("empty.title")}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" preventScrollReset className="focus-ring inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 text-sm font-semibold text-white hover:bg-teal-800">
          {t("empty.clearFilters")}
        </Link>
        <Link to="/category" className="focus-ring inline-flex min-h-11 items-center rounded-xl border border-slate-200 bg-white px-5 text-sm font-semibold text-slate-700 hover:border-teal-300 hover:text-teal-800">
          {t("empty.viewCategories")}
        </Link>
      </div>
    </div>
  );
}
