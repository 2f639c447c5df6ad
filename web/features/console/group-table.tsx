import { useTranslation } from "../../lib/i18n-react.tsx";
import type { MarkGroup } from "../../../contract/console.ts";
import { DataTable } from "../../components/data-table.tsx";
import { actionsCellClass, rowButton, rowClass, rowDangerButton, tdClass } from "./ui.ts";

export interface GroupTableProps {
  groups: MarkGroup[];
  loading: boolean;
  /** Sample rows shown after a failed fetch: nothing to act on. */
  samples: boolean;
  onView(group: MarkGroup): void;
  onEdit(group: MarkGroup): void;
  onDelete(group: MarkGroup): void;
}

/** Name, recommended (yes/no), prompt count, and view prompts / edit / delete. */
export function GroupTable({ groups, loading, samples, onView, onEdit, onDelete }: GroupTableProps) {
  const { t } = useTranslation("console");
  return (
    <DataTable
      columns={[
        t("groups.columns.name"),
        t("groups.columns.recommend"),
        { label: t("groups.columns.count"), alignEnd: true },
        { label: t("groups.columns.actions"), alignEnd: true },
      ]}
      caption={t("groups.tableCaption")}
      loading={loading}
      empty={groups.length === 0 ? t("groups.empty") : null}
    >
      {groups.map((group) => (
        <tr key={group.markId} className={`hover:bg-slate-50/60 ${rowClass}`}>
          <th scope="row" className={`${tdClass} font-medium text-slate-900`}>
            {group.title}
          </th>
          <td data-label={t("groups.columns.recommend")} className={tdClass}>
            <span
              className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
                group.recommend === 1 ? "bg-teal-50 text-teal-800 ring-teal-200" : "bg-slate-50 text-slate-600 ring-slate-200"
              }`}
            >
              {group.recommend === 1 ? t("groups.yes") : t("groups.no")}
            </span>
          </td>
          <td data-label={t("groups.columns.count")} className={`${tdClass} text-right tabular-nums`}>
            {group.promptCnt}
          </td>
          <td className={actionsCellClass}>
            <button
              type="button"
              disabled={samples}
              onClick={() => onView(group)}
              className={rowButton}
              aria-label={t("groups.viewNamed", { name: group.title })}
            >
              {t("groups.view")}
            </button>
            <button
              type="button"
              disabled={samples}
              onClick={() => onEdit(group)}
              className={rowButton}
              aria-label={t("actions.editNamed", { name: group.title })}
            >
              {t("actions.edit")}
            </button>
            <button
              type="button"
              disabled={samples}
              onClick={() => onDelete(group)}
              className={rowDangerButton}
              aria-label={t("actions.deleteNamed", { name: group.title })}
            >
              {t("actions.delete")}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
