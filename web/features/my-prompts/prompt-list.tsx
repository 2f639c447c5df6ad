/**
 * The list of one's prompts: a table on wide screens, cards on a phone (DataTable), with the same
 * facts and actions: title with the start of the prompt, categories, created date, views | copies |
 * favourites and rating, edit and delete.
 */
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { KeysUnder } from "../../locales/keys.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { backOfficePreview } from "../../../contract/preview.ts";
import { actionsCellClass, DataTable, figuresCellClass, rowClass, tdClass } from "../../components/data-table.tsx";
import { PromptCounts } from "../../components/prompt-counts.tsx";
import { formatCreateTime } from "../../lib/locale-format.ts";
import { TrashIcon } from "./icons.tsx";
import { chip, rowButton, rowDangerButton } from "./ui.ts";
import { NAMESPACE } from "./namespace.ts";
import { PencilIcon } from "../../components/icons.tsx";

export interface PromptListProps {
  items: ManagedPrompt[];
  onEdit(item: ManagedPrompt): void;
  onDelete(item: ManagedPrompt): void;
}

export function PromptList({ items, onEdit, onDelete }: PromptListProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const column = (key: KeysUnder<"my-prompts", "admin.prompts.columns">) => t(`admin.prompts.columns.${key}`);
  return (
    <DataTable
      columns={[column("title"), column("categories"), column("created"), column("stats"), { label: column("actions"), alignEnd: true }]}
      caption={t("admin.prompts.listLabel")}
    >
      {items.map((item) => (
        <tr key={item.id} className={`hover:bg-slate-50/60 ${rowClass}`} data-prompt-id={item.id}>
          <th scope="row" className={`${tdClass} max-w-md text-left font-normal`}>
            <TitleCell item={item} />
          </th>
          <td data-label={column("categories")} className={tdClass}>
            <ul className="flex flex-wrap gap-1">
              {item.categories.map((c) => (
                <li key={c.code} className={chip}>
                  {c.category}
                </li>
              ))}
            </ul>
          </td>
          <td data-label={column("created")} className={figuresCellClass}>
            {formatCreateTime(item.createTime, i18n.language)}
          </td>
          <td data-label={column("stats")} className={figuresCellClass}>
            <PromptCounts cnt={item.cnt} />
          </td>
          <td className={actionsCellClass}>
            <button type="button" className={rowButton} onClick={() => onEdit(item)} aria-label={t("admin.prompts.editAria", { title: item.title })}>
              <PencilIcon className="size-4" />
              {t("admin.prompts.edit")}
            </button>
            <button type="button" className={rowDangerButton} onClick={() => onDelete(item)} aria-label={t("admin.prompts.deleteAria", { title: item.title })}>
              <TrashIcon className="size-4" />
              {t("admin.prompts.delete")}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function TitleCell({ item }: { item: ManagedPrompt }) {
  const { t } = useTranslation(NAMESPACE);
  const published = item.status === "published";
  // A private or pending prompt opens for its owner; an agent draft or a hidden one does not.
  const opens = published || item.status === "private" || item.status === "pending";
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        {opens ? (
          <a
            href={`/detail/${encodeURIComponent(item.code)}`}
            target="_blank"
            rel="noopener"
            title={t("admin.prompts.open", { title: item.title })}
            className="focus-ring rounded font-semibold break-words text-slate-900 hover:text-teal-700 hover:underline"
          >
            {item.title}
          </a>
        ) : (
          <span className="font-semibold break-words text-slate-900">{item.title}</span>
        )}
        {item.status !== "published" && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-200">
            {t(`admin.prompts.status.${item.status}`)}
          </span>
        )}
      </div>
      <p className="mt-1 line-clamp-2 text-sm break-words text-slate-500">{backOfficePreview(item.prompt)}</p>
    </div>
  );
}
