import { useId, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { AdminCategory } from "../../../contract/console.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { consoleApi, type ConsoleClient } from "./console-api.ts";
import { toastLoadFailed } from "./console-toasts.ts";
import { useLoad } from "./use-load.ts";
import { NO_FILTER, PromptFilters, type PromptFilter } from "./prompt-filters.tsx";
import { PromptTable, ShowingCount } from "./prompt-table.tsx";
import { primaryButton } from "./ui.ts";
import type { PromptWrites } from "./use-prompt-writes.ts";

export interface GroupCandidatesProps {
  group: { markId: number; title: string };
  categories: AdminCategory[];
  client: ConsoleClient;
  /** Changes after every write, so the results show who is in the group now. */
  version: number;
  writes: PromptWrites;
  onEdit(prompt: ManagedPrompt): void;
}

/**
 * Group mode's search over all prompts, each with "add to group". Adding everything displayed
 * says how many that is, and of how many results, so it never reads as the whole catalogue.
 */
export function GroupCandidates({ group, categories, client, version, writes, onEdit }: GroupCandidatesProps) {
  const { t, i18n } = useTranslation("console");
  const headingId = useId();
  const [filter, setFilter] = useState<PromptFilter>(NO_FILTER);
  const found = useLoad(
    () => consoleApi.listPrompts(client, filter),
    `${i18n.language}|${JSON.stringify(filter)}|${version}`,
    (error) => toastLoadFailed(t, "prompts", error),
  );
  const prompts = found.data?.list ?? [];
  const total = found.data?.total ?? 0;
  const addable = prompts.filter((p) => !p.tags.some((g) => g.markId === group.markId)).length;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t("prompts.group.searchLabel", { group: group.title })}
        </h3>
        <p className="mt-0.5 text-sm text-slate-500">{t("prompts.group.searchIntro")}</p>
      </div>
      <PromptFilters
        filter={filter}
        categories={categories}
        onApply={(next) => {
          setFilter(next);
          found.reload();
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ShowingCount loading={found.loading} shown={prompts.length} total={total} />
        <button
          type="button"
          onClick={() => void writes.addAll(prompts)}
          disabled={found.loading || writes.busyIds.size > 0 || addable === 0}
          className={primaryButton}
        >
          {total > prompts.length ? t("prompts.group.addShownOfTotal", { count: addable, total }) : t("prompts.group.addShown", { count: addable })}
        </button>
      </div>
      <PromptTable
        prompts={prompts}
        loading={found.loading}
        groupId={group.markId}
        busyIds={writes.busyIds}
        onEdit={onEdit}
        onDelete={(prompt) => void writes.remove(prompt)}
        onAddToGroup={(prompt) => void writes.addOne(prompt)}
        onRemoveFromGroup={(prompt) => void writes.removeFromGroup(prompt)}
      />
    </section>
  );
}
