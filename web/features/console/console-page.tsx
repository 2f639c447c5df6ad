import { useCallback, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useCatalogue } from "../../lib/use-catalogue.ts";
import { useSearchParams } from "react-router";
import type { AgentDraft } from "../../../contract/translation.ts";
import { AgentTab } from "./agent-tab.tsx";
import { CategoriesTab } from "./categories-tab.tsx";
import { ConsoleNav } from "./console-nav.tsx";
import { parseGroupId, parseTab, tabId, tabPanelId, type ConsoleTab } from "./console-tabs.ts";
import { GroupsTab } from "./groups-tab.tsx";
import { ModerationTab } from "./moderation-tab.tsx";
import { QueueTab } from "./queue-tab.tsx";
import { PromptsTab } from "./prompts-tab.tsx";
import { StatCards } from "./stat-cards.tsx";
import { UsersTab } from "./users-tab.tsx";

/** /superAdmin once the visitor is known to be an administrator: the strings first, then the console. */
export function ConsolePage() {
  const state = useCatalogue("console");
  const { t } = useTranslation();
  if (state === "ready") return <ConsoleLayout />;
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24" aria-busy={state === "loading" || undefined}>
      {state === "loading" ? (
        <>
          <span className="size-6 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" aria-hidden="true" />
          <span className="sr-only">{t("access.checking")}</span>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t("error.text")}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="focus-ring rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {t("error.title")}
          </button>
        </>
      )}
    </main>
  );
}

/**
 * The left navigation with its tabs, the stat cards and the active tab. The tab (and group mode)
 * live in the address, so reload and the back button keep them. Selecting a tab, even the one
 * already open, mounts it afresh: that reloads its data.
 */
function ConsoleLayout() {
  const { t } = useTranslation("console");
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const groupId = tab === "prompts" ? parseGroupId(params.get("group")) : undefined;
  const [visit, setVisit] = useState(0);
  const [writes, setWrites] = useState(0);
  const onChanged = useCallback(() => setWrites((n) => n + 1), []);
  // The agent entry's draft, opened in the prompts tab's form on the visit that follows it only.
  const [draft, setDraft] = useState<AgentDraft | undefined>();

  const go = useCallback(
    (next: ConsoleTab, group?: number, openDraft?: AgentDraft) => {
      setDraft(openDraft);
      setVisit((n) => n + 1);
      setParams(group === undefined ? { tab: next } : { tab: next, group: String(group) }, { preventScrollReset: true });
    },
    [setParams],
  );

  const headingId = `${tabPanelId(tab)}-heading`;
  const key = `${tab}:${groupId ?? ""}:${visit}`;
  const common = { headingId, onChanged };
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 lg:py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      <div className="mt-4 flex flex-col gap-6 lg:mt-6 lg:flex-row lg:items-start">
        <ConsoleNav active={tab} onSelect={(next) => go(next)} />
        <div className="min-w-0 flex-1 space-y-6">
          <StatCards reloadKey={`${tab}:${visit}:${writes}`} />
          <section role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === "categories" && <CategoriesTab key={key} {...common} />}
            {tab === "groups" && <GroupsTab key={key} {...common} onViewGroup={(markId) => go("prompts", markId)} />}
            {tab === "prompts" && <PromptsTab key={key} {...common} groupId={groupId} initialEdit={draft} onLeaveGroup={() => go("prompts")} />}
            {tab === "agent" && <AgentTab key={key} {...common} onDraft={(reply) => go("prompts", undefined, reply.draft)} />}
            {tab === "users" && <UsersTab key={key} {...common} />}
            {tab === "moderation" && <ModerationTab key={key} {...common} />}
            {tab === "queue" && <QueueTab key={key} {...common} />}
          </section>
        </div>
      </div>
    </main>
  );
}
