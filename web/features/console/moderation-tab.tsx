import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ModerationAction, ModerationPrompt } from "../../../contract/moderation.ts";
import type { PromptStatus } from "../../../contract/prompts.ts";
import { AuditTrail } from "./audit-trail.tsx";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastDone, toastLoadFailed, toastWriteFailed } from "./console-toasts.ts";
import { ModerationTable } from "./moderation-table.tsx";
import { Pager } from "./pager.tsx";
import { useReasonDialog } from "./reason-dialog.tsx";
import { SearchBox } from "./search-box.tsx";
import { StatusSwitch } from "./status-switch.tsx";
import { TabHeader } from "./tab-header.tsx";
import { useLoad } from "./use-load.ts";

export interface ModerationTabProps {
  headingId: string;
  onChanged(): void;
  client?: ConsoleClient;
}

type Query = { status: PromptStatus; page: number; title: string };

/**
 * Drafts waiting for review, hidden prompts and published ones, with the action each status
 * allows; every action asks for a reason (required to hide or delete) and lands in the audit
 * trail below the list.
 */
export function ModerationTab({ headingId, onChanged, client = defaultClient }: ModerationTabProps) {
  const { t } = useTranslation("console");
  const [query, setQuery] = useState<Query>({ status: "draft", page: 1, title: "" });
  const list = useLoad(
    () => consoleApi.moderationList(client, query),
    JSON.stringify(query),
    (error) => toastLoadFailed(t, "moderation", error),
  );
  const { ask, dialog } = useReasonDialog();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [writes, setWrites] = useState(0);

  async function act(prompt: ModerationPrompt, action: ModerationAction) {
    const name = prompt.title || `#${prompt.id}`;
    const reason = await ask({
      action,
      title: t(`moderation.dialog.${action}.title`),
      message: t(`moderation.dialog.${action}.message`, { name }),
      confirmLabel: t(`moderation.actions.${action}`),
    });
    if (reason === null) return;
    setBusyId(prompt.id);
    try {
      await consoleApi.moderate(client, prompt.id, action, reason);
      toastDone(t(`toasts.moderated.${action}`, { name }));
      list.reload();
      setWrites((n) => n + 1);
      onChanged();
    } catch (error) {
      toastWriteFailed(t, action === "delete" ? "delete" : "save", error);
    } finally {
      setBusyId(null);
    }
  }

  const page = list.data;
  return (
    <div className="space-y-4">
      <TabHeader id={headingId} title={t("moderation.heading")} description={t("moderation.tabIntro")} />
      <StatusSwitch value={query.status} onChange={(status) => setQuery((q) => ({ ...q, status, page: 1 }))} />
      <SearchBox
        label={t("moderation.search")}
        placeholder={t("prompts.filters.title")}
        initial={query.title}
        onSearch={(title) => setQuery((q) => ({ ...q, title, page: 1 }))}
      />
      <p className="text-xs text-slate-500" aria-live="polite">
        {list.loading ? t("loading") : t("prompts.showingAll", { count: page?.total ?? 0 })}
      </p>
      <ModerationTable prompts={page?.list ?? []} loading={list.loading} busyId={busyId} onAction={(prompt, action) => void act(prompt, action)} />
      <Pager
        page={query.page}
        total={page?.total ?? 0}
        hasMore={page?.hasMore ?? false}
        loading={list.loading}
        onPage={(next) => setQuery((q) => ({ ...q, page: next }))}
      />
      <AuditTrail client={client} reloadKey={writes} />
      {dialog}
    </div>
  );
}
