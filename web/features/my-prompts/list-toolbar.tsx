import { useId } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { CategoryOption } from "../../components/category-match.ts";
import type { ListFilter } from "./my-prompts-api.ts";
import { inputClass, secondaryButton } from "./ui.ts";
import { NAMESPACE } from "./namespace.ts";
import { SearchIcon } from "../../components/icons.tsx";

export interface ListToolbarProps {
  filter: ListFilter;
  categories: CategoryOption[];
  onChange(filter: ListFilter): void;
  onSearch(): void;
}

/** Title search, category filter and search button; typing or choosing reloads on its own after a pause. */
export function ListToolbar({ filter, categories, onChange, onSearch }: ListToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const searchId = useId();
  const categoryId = useId();
  return (
    <form
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <label htmlFor={searchId} className="sr-only">
        {t("admin.prompts.searchLabel")}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={filter.title}
          maxLength={200}
          placeholder={t("admin.prompts.searchPlaceholder")}
          onChange={(event) => onChange({ ...filter, title: event.target.value })}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div className="flex gap-2">
        <label htmlFor={categoryId} className="sr-only">
          {t("admin.prompts.categoryFilter")}
        </label>
        <select
          id={categoryId}
          value={filter.categoryCode}
          onChange={(event) => onChange({ ...filter, categoryCode: event.target.value })}
          className={`${inputClass} min-w-0 flex-1 sm:w-44`}
        >
          <option value="">{t("admin.prompts.allCategories")}</option>
          {categories.map((c) => (
            <option key={c.cid} value={c.code}>
              {c.img ? `${c.img} ${c.name}` : c.name}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButton}>
          <SearchIcon className="size-4" />
          {t("admin.prompts.search")}
        </button>
      </div>
    </form>
  );
}
