import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { PromptItem, PromptPage } from "../../../../contract/catalog.ts";
import type { CatalogClient } from "../catalog-api.ts";
import type { HomeFilters } from "../filters.ts";
import { usePromptPages } from "../use-prompt-pages.ts";
import { EmptyState } from "./empty-state.tsx";
import { PromptCard, PromptCardSkeleton } from "./prompt-card.tsx";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3";

type Props = {
  /** null while a personal list (favourites, history) is still being read in the browser. */
  page: PromptPage | null;
  filters: HomeFilters;
  /** Shown instead when the list could not be loaded. */
  fallback: PromptItem[] | null;
  client?: CatalogClient;
};

/** The card grid with its empty state, "load more" and the "no more items" note. */
export function PromptGrid({ page, filters, fallback, client }: Props) {
  const { t } = useTranslation("catalog");
  const { items, hasMore, loading, loadMore } = usePromptPages(page, filters, client);

  if (fallback) {
    return (
      <div className={GRID}>
        {fallback.map((item) => (
          <PromptCard key={item.code} item={item} query="" />
        ))}
      </div>
    );
  }
  if (page === null) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t("list.loadingPersonal")}
        </p>
        <div className={GRID}>
          {[0, 1, 2].map((i) => (
            <PromptCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (items.length === 0) return <EmptyState filters={filters} />;
  return (
    <>
      <div className={GRID}>
        {items.map((item) => (
          <PromptCard key={item.code} item={item} query={filters.q} />
        ))}
      </div>
      <div className="mt-8 flex justify-center">
        {hasMore ? (
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={loading}
            aria-busy={loading}
            className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-700 shadow-sm hover:border-teal-400 hover:text-teal-800 disabled:cursor-wait disabled:opacity-70"
          >
            {loading && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />}
            {loading ? t("list.loading") : t("list.loadMore")}
          </button>
        ) : (
          <p className="text-sm text-slate-500">{t("list.noMore")}</p>
        )}
      </div>
    </>
  );
}
