import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { PromptRow, type PromptRowActions, type RowTranslation } from "./prompt-row.tsx";
import { DataTable } from "../../components/data-table.tsx";

export interface PromptTableProps extends PromptRowActions {
  prompts: ManagedPrompt[];
  loading: boolean;
  /** Group mode: the group being filled. */
  groupId: number | undefined;
  busyIds: ReadonlySet<number>;
  /** Machine translation state by prompt id (absent: nothing to translate, or not known). */
  translations?: ReadonlyMap<number, RowTranslation>;
  /** The empty state's text; "no prompt data" unless given. */
  empty?: string | undefined;
}

/** How many of how many prompts the list shows (it holds 100 at most). */
export function ShowingCount({ loading, shown, total }: { loading: boolean; shown: number; total: number }) {
  const { t } = useTranslation("console");
  return (
    <p className="text-xs text-slate-500" aria-live="polite">
      {loading ? t("loading") : total > shown ? t("prompts.showingSome", { shown, total }) : t("prompts.showingAll", { count: total })}
    </p>
  );
}

/** Rows of the prompts tab; empty state 'no prompt data'. */
export function PromptTable({ prompts, loading, groupId, busyIds, translations, empty, ...actions }: PromptTableProps) {
  const { t } = useTranslation("console");
  return (
    <DataTable
      columns={[
        t("prompts.columns.title"),
        t("prompts.columns.categories"),
        t("prompts.columns.groups"),
        t("prompts.columns.created"),
        t("prompts.columns.stats"),
        { label: t("prompts.columns.actions"), alignEnd: true },
      ]}
      caption={t("prompts.tableCaption")}
      loading={loading}
      empty={prompts.length === 0 ? (empty ?? t("prompts.empty")) : null}
    >
      {prompts.map((prompt) => (
        <PromptRow key={prompt.id} prompt={prompt} groupId={groupId} busy={busyIds.has(prompt.id)} translation={translations?.get(prompt.id)} {...actions} />
      ))}
    </DataTable>
  );
}
