import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ModerationAction, ModerationPrompt } from "../../../contract/moderation.ts";
import type { PromptStatus } from "../../../contract/prompts.ts";
import { Badge, type BadgeTone } from "./badge.tsx";
import { formatCreateTime } from "./format.ts";
import { DataTable } from "../../components/data-table.tsx";
import { actionsCellClass, figuresCellClass, rowButton, rowClass, rowDangerButton, tdClass } from "./ui.ts";

export interface ModerationTableProps {
  prompts: ModerationPrompt[];
  loading: boolean;
  busyId: number | null;
  onAction(prompt: ModerationPrompt, action: ModerationAction): void;
}

const STATUS_TONE: Record<PromptStatus, BadgeTone> = { draft: "amber", pending: "amber", hidden: "rose", published: "teal" };

/** What each status can become: a draft or pending prompt is approved, a published prompt hidden, a hidden one restored; any may be deleted. */
export const ACTIONS_BY_STATUS: Record<PromptStatus, ModerationAction[]> = {
  draft: ["approve", "delete"],
  pending: ["approve", "delete"],
  published: ["hide", "delete"],
  hidden: ["restore", "delete"],
};

/** Title (and code), author, status, last change, the latest reason, and the actions its status allows. */
export function ModerationTable({ prompts, loading, busyId, onAction }: ModerationTableProps) {
  const { t, i18n } = useTranslation("console");
  return (
    <DataTable
      columns={[
        t("moderation.columns.title"),
        t("moderation.columns.author"),
        t("moderation.columns.status"),
        t("moderation.columns.updated"),
        t("moderation.columns.reason"),
        { label: t("moderation.columns.actions"), alignEnd: true },
      ]}
      caption={t("moderation.tableCaption")}
      loading={loading}
      empty={prompts.length === 0 ? t("moderation.empty") : null}
    >
      {prompts.map((prompt) => (
        <tr key={prompt.id} className={`hover:bg-slate-50/60 ${rowClass}`}>
          <th scope="row" className={`${tdClass} max-w-xs text-left font-normal`}>
            <p className="font-medium break-words text-slate-900">{prompt.title || `#${prompt.id}`}</p>
            <p className="mt-0.5 font-mono text-xs text-slate-500">{prompt.code}</p>
          </th>
          <td data-label={t("moderation.columns.author")} className={`${tdClass} text-slate-600`}>
            {prompt.author ? prompt.author.nickName : "—"}
          </td>
          <td data-label={t("moderation.columns.status")} className={tdClass}>
            <Badge tone={STATUS_TONE[prompt.status]}>{t(`prompts.status.${prompt.status}`)}</Badge>
          </td>
          <td data-label={t("moderation.columns.updated")} className={figuresCellClass}>
            {formatCreateTime(prompt.updateTime, i18n.language)}
          </td>
          <td data-label={t("moderation.columns.reason")} className={`${tdClass} max-w-56 break-words text-slate-600`}>
            {prompt.lastReason || <span className="text-slate-400">—</span>}
          </td>
          <td className={actionsCellClass}>
            {ACTIONS_BY_STATUS[prompt.status].map((action) => (
              <button
                key={action}
                type="button"
                disabled={busyId === prompt.id}
                onClick={() => onAction(prompt, action)}
                className={action === "delete" || action === "hide" ? rowDangerButton : rowButton}
                aria-label={t(`moderation.actionNamed.${action}`, { name: prompt.title })}
              >
                {t(`moderation.actions.${action}`)}
              </button>
            ))}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
