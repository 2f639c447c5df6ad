import { useTranslation } from "../../lib/i18n-react.tsx";
import type { KeysUnder } from "../../locales/keys.ts";
import type { AdminCategory } from "../../../contract/console.ts";
import { DataTable } from "../../components/data-table.tsx";
import { actionsCellClass, chip, rowButton, rowClass, rowDangerButton, tdClass } from "./ui.ts";

export interface CategoryTableProps {
  categories: AdminCategory[];
  loading: boolean;
  onEdit(category: AdminCategory): void;
  onDelete(category: AdminCategory): void;
}

/** Name, icon, description (or a placeholder), tags, sort, prompt count, edit / delete. */
export function CategoryTable({ categories, loading, onEdit, onDelete }: CategoryTableProps) {
  const { t } = useTranslation("console");
  const column = (key: KeysUnder<"console", "categories.columns">) => t(`categories.columns.${key}`);
  return (
    <DataTable
      columns={[
        column("name"),
        column("icon"),
        column("description"),
        column("tags"),
        { label: column("sort"), alignEnd: true },
        { label: column("count"), alignEnd: true },
        { label: column("actions"), alignEnd: true },
      ]}
      caption={t("categories.tableCaption")}
      loading={loading}
      empty={categories.length === 0 ? t("categories.empty") : null}
    >
      {categories.map((category) => (
        <tr key={category.cid} className={`hover:bg-slate-50/60 ${rowClass}`}>
          <th scope="row" className={`${tdClass} font-medium text-slate-900`}>
            {category.category}
            <span className="block text-xs font-normal text-slate-400">{category.code}</span>
          </th>
          <td data-label={column("icon")} className={`${tdClass} text-xl`}>
            {category.img || <span className="text-sm text-slate-400">—</span>}
          </td>
          <td data-label={column("description")} className={`${tdClass} max-w-xs text-slate-600`}>
            {category.intro ? (
              <span className="line-clamp-2">{category.intro}</span>
            ) : (
              <span className="text-slate-400 italic">{t("categories.noDescription")}</span>
            )}
          </td>
          <td data-label={column("tags")} className={tdClass}>
            <div className="flex max-w-56 flex-wrap gap-1">
              {category.tags.map((tag) => (
                <span key={tag} className={chip}>
                  {tag}
                </span>
              ))}
            </div>
          </td>
          <td data-label={column("sort")} className={`${tdClass} text-right tabular-nums`}>
            {category.sort}
          </td>
          <td data-label={column("count")} className={`${tdClass} text-right tabular-nums`}>
            {category.cnt}
          </td>
          <td className={actionsCellClass}>
            <button type="button" onClick={() => onEdit(category)} className={rowButton} aria-label={t("actions.editNamed", { name: category.category })}>
              {t("actions.edit")}
            </button>
            <button
              type="button"
              onClick={() => onDelete(category)}
              className={rowDangerButton}
              aria-label={t("actions.deleteNamed", { name: category.category })}
            >
              {t("actions.delete")}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
