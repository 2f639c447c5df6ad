import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import { homeHref, SORTS, type HomeFilters } from "../filters.ts";

/** Latest / popular / rating; popular is the default and has no parameter in the address. */
export function SortTabs({ filters }: { filters: HomeFilters }) {
  const { t } = useTranslation("catalog");
  return (
    <nav aria-label={t("sort.label")}>
      <ul className="inline-flex rounded-xl bg-slate-100 p-1">
        {SORTS.map((sort) => {
          const active = filters.sort === sort;
          return (
            <li key={sort}>
              <Link
                to={homeHref(filters, { sort })}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`focus-ring inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors sm:px-4 ${
                  active ? "bg-white text-teal-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
                }`}
              >
                {t(`sort.${sort}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
