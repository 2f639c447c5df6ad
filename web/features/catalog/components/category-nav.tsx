import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { CategorySummary } from "../../../../contract/catalog.ts";
import { homeHref, type HomeFilters } from "../filters.ts";

/** The category filter: a side list on wide screens, a horizontal scroller on phones. */
export function CategoryNav({ categories, filters }: { categories: CategorySummary[]; filters: HomeFilters }) {
  const { t } = useTranslation("catalog");
  const entries = [
    { code: null, name: t("categories.all"), img: "✨", cnt: null as number | null },
    ...categories.map((c) => ({ code: c.code, name: c.category, img: c.img, cnt: c.cnt })),
  ];
  return (
    <nav aria-labelledby="category-nav-heading" className="lg:sticky lg:top-20 lg:self-start">
      <h2 id="category-nav-heading" className="sr-only text-sm font-semibold text-slate-500 lg:not-sr-only lg:mb-2 lg:px-3">
        {t("categories.label")}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {entries.map((entry) => {
          const active = filters.category === entry.code;
          return (
            <li key={entry.code ?? "all"} className="shrink-0">
              <Link
                to={homeHref(filters, { category: entry.code })}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`focus-ring flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm whitespace-nowrap transition-colors lg:rounded-lg lg:border-transparent lg:px-3 ${
                  active
                    ? "border-teal-700 bg-teal-700 font-semibold text-white lg:bg-teal-50 lg:text-teal-800"
                    : "border-slate-200 bg-white text-slate-700 hover:text-teal-800 lg:bg-transparent lg:hover:bg-slate-100"
                }`}
              >
                <span aria-hidden="true">{entry.img}</span>
                <span>{entry.name}</span>
                {entry.cnt !== null && (
                  <span className={`ml-auto hidden text-xs lg:inline ${active ? "text-teal-700" : "text-slate-500"}`}>
                    <span className="sr-only">, </span>
                    {entry.cnt}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
