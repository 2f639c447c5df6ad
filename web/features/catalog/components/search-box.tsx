import { useState } from "react";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useLocalisedNavigate } from "../../../components/localised-link.tsx";
import { DEFAULT_SORT, homeHref, type HomeFilters } from "../filters.ts";
import { SearchIcon } from "../../../components/icons.tsx";

/**
 * Search by title (Enter or the button). A real GET form, so it also works before hydration;
 * with JavaScript it navigates in place, keeping the other filters and starting at page 1.
 */
export function SearchBox({ filters }: { filters: HomeFilters }) {
  const { t } = useTranslation("catalog");
  const navigate = useLocalisedNavigate();
  const [value, setValue] = useState(filters.q);
  const [shown, setShown] = useState(filters.q);
  if (shown !== filters.q) {
    // The address changed (e.g. "clear filters"): the box follows it.
    setShown(filters.q);
    setValue(filters.q);
  }
  return (
    <form
      role="search"
      action="/"
      method="get"
      className="mx-auto flex w-full max-w-2xl items-stretch gap-2 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm focus-within:border-teal-500 focus-within:ring-2 focus-within:ring-teal-600/20"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(homeHref(filters, { q: value.trim() }), { preventScrollReset: true });
      }}
    >
      <label htmlFor="prompt-search" className="sr-only">
        {t("search.label")}
      </label>
      <div className="flex min-w-0 flex-1 items-center gap-2 pl-3">
        <SearchIcon className="size-5 shrink-0 text-slate-400" />
        <input
          id="prompt-search"
          type="search"
          name="q"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          maxLength={200}
          autoComplete="off"
          className="min-h-11 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={filters.sort} />}
      {filters.mark !== null && <input type="hidden" name="mark" value={filters.mark} />}
      <button type="submit" className="focus-ring min-h-11 shrink-0 rounded-xl bg-teal-700 px-5 text-sm font-semibold text-white hover:bg-teal-800">
        {t("search.submit")}
      </button>
    </form>
  );
}
