import { useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { AdminCategory, MarkGroup } from "../../../contract/console.ts";
import { inputClass, primaryButton, secondaryButton } from "./ui.ts";
import { SearchIcon } from "../../components/icons.tsx";

export type PromptFilter = { title: string; categoryCode: string; markId: number | undefined };
export const NO_FILTER: PromptFilter = { title: "", categoryCode: "", markId: undefined };

export interface PromptFiltersProps {
  filter: PromptFilter;
  categories: AdminCategory[];
  /** Left out where the list is not to be filtered by group (group mode's search over all prompts). */
  groups?: MarkGroup[];
  onApply(filter: PromptFilter): void;
}

/** Search by title (Enter or the button), by category and by group; clear resets them all. */
export function PromptFilters({ filter, categories, groups, onApply }: PromptFiltersProps) {
  const { t } = useTranslation("console");
  const [title, setTitle] = useState(filter.title);
  const apply = (patch: Partial<PromptFilter>) => onApply({ ...filter, title, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({});
  }

  return (
    <form role="search" aria-label={t("prompts.filters.label")} onSubmit={submit} className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
      <div className="relative md:min-w-56 md:flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t("prompts.filters.title")}
          aria-label={t("prompts.filters.title")}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div className={groups ? "grid grid-cols-2 gap-2 md:flex" : "flex"}>
        <select
          aria-label={t("prompts.filters.category")}
          value={filter.categoryCode}
          onChange={(e) => apply({ categoryCode: e.target.value })}
          className={`${inputClass} md:w-40`}
        >
          <option value="">{t("prompts.filters.allCategories")}</option>
          {categories.map((c) => (
            <option key={c.cid} value={c.code}>
              {c.category}
            </option>
          ))}
        </select>
        {groups && (
          <select
            aria-label={t("prompts.filters.group")}
            value={filter.markId ?? ""}
            onChange={(e) => apply({ markId: e.target.value ? Number(e.target.value) : undefined })}
            className={`${inputClass} md:w-40`}
          >
            <option value="">{t("prompts.filters.allGroups")}</option>
            {groups.map((g) => (
              <option key={g.markId} value={g.markId}>
                {g.title}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${primaryButton} flex-1 md:flex-none`}>
          {t("actions.search")}
        </button>
        <button
          type="button"
          onClick={() => {
            setTitle("");
            onApply({ title: "", categoryCode: "", markId: undefined });
          }}
          className={`${secondaryButton} flex-1 md:flex-none`}
        >
          {t("actions.clear")}
        </button>
      </div>
    </form>
  );
}
