import { useTranslation } from "../../lib/i18n-react.tsx";
import { secondaryButton } from "./ui.ts";

export interface PagerProps {
  page: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onPage(page: number): void;
}

/** Previous / next under a paged table, with where the reader is. Hidden while everything fits on one page. */
export function Pager({ page, total, hasMore, loading, onPage }: PagerProps) {
  const { t } = useTranslation("console");
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t("pager.label")} className="flex items-center justify-between gap-3 text-sm text-slate-600">
      <span aria-live="polite">{t("pager.position", { page, total })}</span>
      <div className="flex gap-2">
        <button type="button" disabled={loading || page <= 1} onClick={() => onPage(page - 1)} className={secondaryButton}>
          {t("pager.previous")}
        </button>
        <button type="button" disabled={loading || !hasMore} onClick={() => onPage(page + 1)} className={secondaryButton}>
          {t("pager.next")}
        </button>
      </div>
    </nav>
  );
}
