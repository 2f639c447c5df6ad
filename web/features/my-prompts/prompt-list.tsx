/**
 * The list of one's prompts: a table on wide screens, cards on a phone, with the
 * same facts and actions: title with the start of the prompt, categories, created date, views |
 * copies | bookmarks, edit and delete.
 */
import type { TFunction } from "../../lib/i18n.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { RatingSummary } from "../../components/rating.tsx";
import { formatCount, formatCreateTime } from "../../lib/locale-format.ts";
import { backOfficePreview } from "../../../contract/preview.ts";
import { BookmarkIcon, CopyIcon, EyeIcon, TrashIcon } from "./icons.tsx";
import { chip, panel, rowButton, rowDangerButton } from "./ui.ts";
import { NAMESPACE } from "./namespace.ts";
import { PencilIcon } from "../../components/icons.tsx";

export interface PromptListProps {
  items: ManagedPrompt[];
  onEdit(item: ManagedPrompt): void;
  onDelete(item: ManagedPrompt): void;
}

export function PromptList({ items, onEdit, onDelete }: PromptListProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  return (
    <>
      <div className={`${panel} hidden overflow-x-auto md:block`}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("admin.prompts.listLabel")}</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-xs font-semibold whitespace-nowrap text-slate-500">
              <th scope="col" className="px-4 py-2.5">
                {t("admin.prompts.columns.title")}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t("admin.prompts.columns.categories")}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t("admin.prompts.columns.created")}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t("admin.prompts.columns.stats")}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t("admin.prompts.columns.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-slate-100 align-top last:border-b-0 hover:bg-slate-50/60" data-prompt-id={item.id}>
                <td className="max-w-md px-4 py-3">
                  <TitleCell item={item} />
                </td>
                <td className="px-3 py-3">
                  <Categories item={item} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-600 tabular-nums">{formatCreateTime(item.createTime, lang)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-600 tabular-nums">
                  <span aria-label={statsLabel(t, item)}>
                    {[item.cnt.clickCnt, item.cnt.copyCnt, item.cnt.markCnt].map((n) => formatCount(n, lang)).join(" | ")}
                  </span>
                  <div className="mt-1 text-xs">
                    <RatingSummary score={item.cnt.score} count={item.cnt.rateCnt} />
                  </div>
                </td>
                <td className="px-3 py-2">
                  <Actions item={item} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={t("admin.prompts.listLabel")}>
        {items.map((item) => (
          <li key={item.id} className={`${panel} p-4`} data-prompt-id={item.id}>
            <TitleCell item={item} />
            <div className="mt-2">
              <Categories item={item} />
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-slate-500">
              <span className="tabular-nums">{formatCreateTime(item.createTime, lang)}</span>
              <RatingSummary score={item.cnt.score} count={item.cnt.rateCnt} />
              <span className="flex items-center gap-3 tabular-nums" aria-label={statsLabel(t, item)}>
                <span className="flex items-center gap-1" aria-hidden="true">
                  <EyeIcon className="size-3.5" />
                  {formatCount(item.cnt.clickCnt, lang)}
                </span>
                <span className="flex items-center gap-1" aria-hidden="true">
                  <CopyIcon className="size-3.5" />
                  {formatCount(item.cnt.copyCnt, lang)}
                </span>
                <span className="flex items-center gap-1" aria-hidden="true">
                  <BookmarkIcon className="size-3.5" />
                  {formatCount(item.cnt.markCnt, lang)}
                </span>
              </span>
            </div>
            <div className="mt-2 -mb-1 border-t border-slate-100 pt-2">
              <Actions item={item} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const statsLabel = (t: TFunction<"my-prompts">, item: ManagedPrompt) =>
  t("admin.prompts.statsAria", {
    views: t("admin.prompts.statsViews", { count: item.cnt.clickCnt }),
    copies: t("admin.prompts.statsCopies", { count: item.cnt.copyCnt }),
    favourites: t("admin.prompts.statsFavourites", { count: item.cnt.markCnt }),
  });

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

function Categories({ item }: { item: ManagedPrompt }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {item.categories.map((c) => (
        <li key={c.code} className={chip}>
          {c.category}
        </li>
      ))}
    </ul>
  );
}

function Actions({ item, onEdit, onDelete }: { item: ManagedPrompt; onEdit(item: ManagedPrompt): void; onDelete(item: ManagedPrompt): void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="flex items-center justify-end gap-1">
      <button type="button" className={rowButton} onClick={() => onEdit(item)} aria-label={t("admin.prompts.editAria", { title: item.title })}>
        <PencilIcon className="size-4" />
        {t("admin.prompts.edit")}
      </button>
      <button type="button" className={rowDangerButton} onClick={() => onDelete(item)} aria-label={t("admin.prompts.deleteAria", { title: item.title })}>
        <TrashIcon className="size-4" />
        {t("admin.prompts.delete")}
      </button>
    </div>
  );
}
