import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { TranslationStatusItem } from "../../../contract/translation.ts";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { PlusIcon } from "./console-icons.tsx";
import { toastDone, toastLoadFailed, toastWriteFailed } from "./console-toasts.ts";
import { GroupBanner } from "./group-banner.tsx";
import { PromptFilters, NO_FILTER, type PromptFilter } from "./prompt-filters.tsx";
import { PromptForm } from "./prompt-form.tsx";
import type { EditablePrompt } from "./prompt-form-model.ts";
import type { RowTranslation } from "./prompt-row.tsx";
import { PromptTable } from "./prompt-table.tsx";
import { TabHeader } from "./tab-header.tsx";
import { primaryButton } from "./ui.ts";
import { useEditor } from "./use-editor.ts";
import { useLoad } from "./use-load.ts";
import { usePromptWrites } from "./use-prompt-writes.ts";

export interface PromptsTabProps {
  headingId: string;
  /** Group mode: entered from a group's "view prompts", left with the banner's clear button. */
  groupId: number | undefined;
  onLeaveGroup(): void;
  /** Open the form on this prompt from the start (the draft the agent entry just filed). */
  initialEdit?: EditablePrompt;
  onChanged(): void;
  client?: ConsoleClient;
}

/** One badge a prompt: failed if any language failed (with its error), pending while any waits, else done. */
function translationsByPrompt(items: TranslationStatusItem[]): Map<number, RowTranslation> {
  const byId = new Map<number, RowTranslation>();
  for (const item of items) {
    if (!("promptId" in item)) continue;
    const state = item.status === "failed" ? "failed" : item.status === "done" ? "done" : "pending";
    const rank = { done: 0, pending: 1, failed: 2 } as const;
    const seen = byId.get(item.promptId);
    if (!seen || rank[state] > rank[seen.state]) byId.set(item.promptId, { state, error: item.error });
  }
  return byId;
}

/** Spec section 2, prompts tab: filters, the list (100 at most), the form, and group mode. */
export function PromptsTab({ headingId, groupId, onLeaveGroup, initialEdit, onChanged, client = defaultClient }: PromptsTabProps) {
  const { t, i18n } = useTranslation("console");
  const language = i18n.language;
  // Entering group mode starts filtered to the group; the filters can then widen the list to find prompts to add.
  const [filter, setFilter] = useState<PromptFilter>({ ...NO_FILTER, markId: groupId });
  const categories = useLoad(() => consoleApi.listCategories(client), language, (error) => toastLoadFailed(t, "categories", error));
  const groups = useLoad(() => consoleApi.listGroups(client), "", (error) => toastLoadFailed(t, "groups", error));
  const list = useLoad(() => consoleApi.listPrompts(client, filter), `${language}|${JSON.stringify(filter)}`, (error) => toastLoadFailed(t, "prompts", error));
  const editor = useEditor<EditablePrompt>(initialEdit);

  const groupTitle = groups.data?.find((g) => g.markId === groupId)?.title ?? (groupId === undefined ? "" : `#${groupId}`);
  const group = groupId === undefined ? undefined : { markId: groupId, title: groupTitle };
  const writes = usePromptWrites({
    client,
    group,
    onWritten: () => {
      editor.close();
      list.reload();
      groups.reload();
      onChanged();
    },
  });

  const prompts = list.data?.list ?? [];
  const shownIds = prompts.map((p) => p.id).join(",");
  // The translation badges: a missing or failed status call just leaves them out.
  const translations = useLoad(
    () => (shownIds ? consoleApi.translationStatus(client, shownIds.split(",").map(Number)) : Promise.resolve([])),
    shownIds,
  );
  async function retryTranslation(promptId: number) {
    try {
      await consoleApi.retryTranslation(client, promptId);
      toastDone(t("toasts.translationRetried"));
      translations.reload();
    } catch (error) {
      toastWriteFailed(t, "save", error);
    }
  }
  const addable = group ? prompts.filter((p) => !p.tags.some((g) => g.markId === group.markId)).length : 0;
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <TabHeader
        id={headingId}
        title={t("prompts.heading")}
        description={t("prompts.tabIntro")}
        action={
          <button type="button" onClick={() => editor.open()} className={primaryButton}>
            <PlusIcon className="size-4" />
            {t("prompts.add")}
          </button>
        }
      />
      {group && <GroupBanner title={group.title} addable={addable} busy={writes.busyIds.size > 0} onAddAll={() => void writes.addAll(prompts)} onClear={onLeaveGroup} />}
      {editor.isOpen && (
        <PromptForm key={editor.key} editing={editor.item} categories={categories.data ?? []} onSubmit={writes.save} onCancel={editor.close} client={client} />
      )}
      <PromptFilters filter={filter} categories={categories.data ?? []} groups={groups.data ?? []} onApply={(next) => {
          setFilter(next);
          // Searching again with the same filter still asks the server again.
          list.reload();
        }} />
      <p className="text-xs text-slate-500" aria-live="polite">
        {list.loading ? t("loading") : total > prompts.length ? t("prompts.showingSome", { shown: prompts.length, total }) : t("prompts.showingAll", { count: total })}
      </p>
      <PromptTable
        prompts={prompts}
        loading={list.loading}
        groupId={groupId}
        busyIds={writes.busyIds}
        translations={translationsByPrompt(translations.data ?? [])}
        onRetryTranslation={(prompt) => void retryTranslation(prompt.id)}
        onEdit={(prompt) => editor.open(prompt)}
        onDelete={(prompt) => void writes.remove(prompt)}
        onAddToGroup={(prompt) => void writes.addOne(prompt)}
        onRemoveFromGroup={(prompt) => void writes.removeFromGroup(prompt)}
      />
      {writes.dialog}
    </div>
  );
}
