import { useId, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { TranslationStatusItem } from "../../../contract/translation.ts";
import { PromptImportButton } from "../../components/prompt-import-button.tsx";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastDone, toastLoadFailed, toastWriteFailed } from "./console-toasts.ts";
import { GroupBanner } from "./group-banner.tsx";
import { GroupCandidates } from "./group-candidates.tsx";
import { PromptFilters, NO_FILTER, type PromptFilter } from "./prompt-filters.tsx";
import { PromptForm } from "./prompt-form.tsx";
import type { EditablePrompt } from "./prompt-form-model.ts";
import type { RowTranslation } from "./prompt-row.tsx";
import { PromptTable, ShowingCount } from "./prompt-table.tsx";
import { TabHeader } from "./tab-header.tsx";
import { primaryButton } from "./ui.ts";
import { useEditor } from "./use-editor.ts";
import { useLoad } from "./use-load.ts";
import { usePromptWrites } from "./use-prompt-writes.ts";
import { PlusIcon } from "../../components/icons.tsx";

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

/**
 * Prompts tab: filters, the list (100 at most), the form, and group mode, which
 * lists the group's prompts and, apart from them, a search over all prompts to add from.
 */
export function PromptsTab({ headingId, groupId, onLeaveGroup, initialEdit, onChanged, client = defaultClient }: PromptsTabProps) {
  const { t, i18n } = useTranslation("console");
  const language = i18n.language;
  const [filter, setFilter] = useState<PromptFilter>(NO_FILTER);
  // In group mode the list is the group's prompts; the search to add from is GroupCandidates'.
  const shownFilter = groupId === undefined ? filter : { ...NO_FILTER, markId: groupId };
  const membersId = useId();
  const [writeCount, setWriteCount] = useState(0);
  const categories = useLoad(
    () => consoleApi.listCategories(client),
    language,
    (error) => toastLoadFailed(t, "categories", error),
  );
  const groups = useLoad(
    () => consoleApi.listGroups(client),
    "",
    (error) => toastLoadFailed(t, "groups", error),
  );
  const list = useLoad(
    () => consoleApi.listPrompts(client, shownFilter),
    `${language}|${JSON.stringify(shownFilter)}`,
    (error) => toastLoadFailed(t, "prompts", error),
  );
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
      setWriteCount((n) => n + 1);
      onChanged();
    },
  });

  const prompts = list.data?.list ?? [];
  const shownIds = prompts.map((p) => p.id).join(",");
  // The translation badges: a missing or failed status call just leaves them out.
  const translations = useLoad(() => (shownIds ? consoleApi.translationStatus(client, shownIds.split(",").map(Number)) : Promise.resolve([])), shownIds);
  async function retryTranslation(promptId: number) {
    try {
      await consoleApi.retryTranslation(client, promptId);
      toastDone(t("toasts.translationRetried"));
      translations.reload();
    } catch (error) {
      toastWriteFailed(t, "save", error);
    }
  }
  const total = list.data?.total ?? 0;
  const table = (empty?: string) => (
    <PromptTable
      prompts={prompts}
      loading={list.loading}
      groupId={groupId}
      busyIds={writes.busyIds}
      empty={empty}
      translations={translationsByPrompt(translations.data ?? [])}
      onRetryTranslation={(prompt) => void retryTranslation(prompt.id)}
      onEdit={(prompt) => editor.open(prompt)}
      onDelete={(prompt) => void writes.remove(prompt)}
      onAddToGroup={(prompt) => void writes.addOne(prompt)}
      onRemoveFromGroup={(prompt) => void writes.removeFromGroup(prompt)}
    />
  );

  return (
    <div className="space-y-4">
      <TabHeader
        id={headingId}
        title={t("prompts.heading")}
        description={t("prompts.tabIntro")}
        action={
          <div className="flex flex-wrap gap-2">
            <PromptImportButton
              path="/admin/api/importPrompts"
              admin
              categories={(categories.data ?? []).map((c) => ({ code: c.code, name: c.category }))}
              client={client}
              onImported={() => {
                list.reload();
                onChanged();
              }}
            />
            <button type="button" onClick={() => editor.open()} className={primaryButton}>
              <PlusIcon className="size-4" />
              {t("prompts.add")}
            </button>
          </div>
        }
      />
      {group && <GroupBanner title={group.title} onClear={onLeaveGroup} />}
      {editor.isOpen && (
        <PromptForm key={editor.key} editing={editor.item} categories={categories.data ?? []} onSubmit={writes.save} onCancel={editor.close} client={client} />
      )}
      {group ? (
        <>
          <section aria-labelledby={membersId} className="space-y-3">
            <h3 id={membersId} className="text-base font-semibold text-slate-900">
              {t("prompts.group.membersLabel", { group: group.title })}
            </h3>
            <ShowingCount loading={list.loading} shown={prompts.length} total={total} />
            {table(t("prompts.group.membersEmpty"))}
          </section>
          <GroupCandidates
            group={group}
            categories={categories.data ?? []}
            client={client}
            version={writeCount}
            writes={writes}
            onEdit={(prompt) => editor.open(prompt)}
          />
        </>
      ) : (
        <>
          <PromptFilters
            filter={filter}
            categories={categories.data ?? []}
            groups={groups.data ?? []}
            onApply={(next) => {
              setFilter(next);
              // Searching again with the same filter still asks the server again.
              list.reload();
            }}
          />
          <ShowingCount loading={list.loading} shown={prompts.length} total={total} />
          {table()}
        </>
      )}
      {writes.dialog}
    </div>
  );
}
