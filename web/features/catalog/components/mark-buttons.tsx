import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { MarkCategory } from "../../../../contract/catalog.ts";
import { MARK_TYPE } from "../../../../contract/constants.ts";
import { homeHref, type HomeFilters } from "../filters.ts";
import { ClockIcon, HeartIcon } from "./catalog-icons.tsx";
import { LayersIcon } from "../../../components/icons.tsx";

/** Favourites, history and the recommended groups: each toggles the list's group filter. */
export function MarkButtons({ marks, filters }: { marks: MarkCategory[]; filters: HomeFilters }) {
  const { t } = useTranslation("catalog");
  if (marks.length === 0) return null;
  return (
    <nav aria-label={t("marks.label")} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap sm:justify-center">
        {marks.map((mark) => {
          const active = filters.mark === mark.markId;
          const Icon = mark.type === MARK_TYPE.favourites ? HeartIcon : mark.type === MARK_TYPE.history ? ClockIcon : LayersIcon;
          return (
            <li key={mark.markId}>
              <Link
                to={homeHref(filters, { mark: active ? null : mark.markId })}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
                  active ? "border-teal-700 bg-teal-700 text-white" : "border-slate-200 bg-white text-slate-700 hover:border-teal-300 hover:text-teal-800"
                }`}
              >
                <Icon className="size-4" />
                {mark.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
