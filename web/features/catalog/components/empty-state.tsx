import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import { MARK_FAVOURITES, MARK_HISTORY } from "../../../../contract/constants.ts";
import type { HomeFilters } from "../filters.ts";
import { ClockIcon, HeartIcon } from "./catalog-icons.tsx";
import { SearchIcon } from "../../../components/icons.tsx";

/** A filter found nothing, or the reader's own list (favourites, history) is still empty. */
const KINDS = {
  filtered: { Icon: SearchIcon, title: "empty.title", text: "empty.text", action: "empty.clearFilters" },
  favourites: { Icon: HeartIcon, title: "empty.favouritesTitle", text: "empty.favourites", action: "empty.browse" },
  history: { Icon: ClockIcon, title: "empty.historyTitle", text: "empty.history", action: "empty.browse" },
} as const;

function emptyKind(filters: HomeFilters): keyof typeof KINDS {
  // A search or a category on top of a personal list is a filter like any other.
  if (filters.q || filters.category) return "filtered";
  if (filters.mark === MARK_FAVOURITES) return "favourites";
  if (filters.mark === MARK_HISTORY) return "history";
  return "filtered";
}

/**
 * No prompt to show. A filter found nothing: offer to clear it. The reader's favourites or history
 * are empty: say so and point to browsing, since there is nothing to clear.
 */
export function EmptyState({ filters }: { filters: HomeFilters }) {
  const { t } = useTranslation("catalog");
  const { Icon, title, text, action } = KINDS[emptyKind(filters)];
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</p>
      <p className="phrase-wrap mx-auto mt-2 max-w-md text-sm text-slate-600">{t(text)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          preventScrollReset
          className="focus-ring inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t(action)}
        </Link>
        <Link
          to="/category"
          className="focus-ring inline-flex min-h-11 items-center rounded-xl border border-slate-200 bg-white px-5 text-sm font-semibold text-slate-700 hover:border-teal-300 hover:text-teal-800"
        >
          {t("empty.viewCategories")}
        </Link>
      </div>
    </div>
  );
}
