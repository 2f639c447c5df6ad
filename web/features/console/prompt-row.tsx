import { useTranslation } from "../../lib/i18n-react.tsx";
import { backOfficePreview } from "../../../contract/preview.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { PromptCounts } from "../../components/prompt-counts.tsx";
import { Badge } from "./badge.tsx";
import { formatCreateTime } from "./format.ts";
import { actionsCellClass, chip, figuresCellClass, rowButton, rowClass, rowDangerButton, tdClass } from "./ui.ts";
import { ExternalIcon } from "../../components/icons.tsx";

export interface PromptRowActions {
  onEdit(prompt: ManagedPrompt): void;
  onDelete(prompt: ManagedPrompt): void;
  onAddToGroup(prompt: ManagedPrompt): void;
  onRemoveFromGroup(prompt: ManagedPrompt): void;
  onRetryTranslation?(prompt: ManagedPrompt): void;
}

/** The row's machine translation badge: the worst state over its languages, and that error. */
export type RowTranslation = { state: "pending" | "done" | "failed"; error: string };
const TRANSLATION_TONE = { pending: "slate", done: "teal", failed: "rose" } as const;

export interface PromptRowProps extends PromptRowActions {
  prompt: ManagedPrompt;
  groupId: number | undefined;
  busy: boolean;
  translation?: RowTranslation;
}

/**
 * One prompt: language badge, categories, groups, created date, views | copies | favourites and rating, and the
 * actions. In group mode a prompt outside the group offers "add to group" and one inside it
 * "remove from group", which replaces delete there.
 */
export function PromptRow({ prompt, groupId, busy, translation, onEdit, onDelete, onAddToGroup, onRemoveFromGroup, onRetryTranslation }: PromptRowProps) {
  const { t, i18n } = useTranslation("console");
  const inGroup = groupId !== undefined && prompt.tags.some((g) => g.markId === groupId);
  return (
    <tr className={`hover:bg-slate-50/60 ${rowClass}`}>
      <th scope="row" className={`${tdClass} max-w-sm text-left font-normal`}>
        <div className="flex items-start gap-2">
          <span
            className="mt-0.5 inline-flex min-w-7 justify-center rounded bg-indigo-50 px-1 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200"
            title={t(`languages.${prompt.lan}`)}
          >
            {t(`languageBadges.${prompt.lan}`)}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {prompt.title}
              {prompt.status !== "published" && (
                <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                  {t(`prompts.status.${prompt.status}`)}
                </span>
              )}
            </p>
            <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{backOfficePreview(prompt.prompt)}</p>
            {translation && (
              <p className="mt-1 flex items-center gap-2">
                <span
                  title={
                    translation.state === "failed"
                      ? translation.error
                      : t("prompts.translation.label", { state: t(`prompts.translation.${translation.state}`) })
                  }
                >
                  <Badge tone={TRANSLATION_TONE[translation.state]}>{t(`prompts.translation.${translation.state}`)}</Badge>
                </span>
                {translation.state === "failed" && onRetryTranslation && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRetryTranslation(prompt)}
                    className={rowButton}
                    aria-label={t("prompts.translation.retryNamed", { name: prompt.title })}
                  >
                    {t("prompts.translation.retry")}
                  </button>
                )}
              </p>
            )}
          </div>
        </div>
      </th>
      <td data-label={t("prompts.columns.categories")} className={tdClass}>
        <div className="flex max-w-48 flex-wrap gap-1">
          {prompt.categories.map((c) => (
            <span key={c.cid} className={chip}>
              {c.category}
            </span>
          ))}
        </div>
      </td>
      <td data-label={t("prompts.columns.groups")} className={tdClass}>
        <div className="flex max-w-48 flex-wrap gap-1">
          {prompt.tags.map((g) => (
            <span key={g.markId} className={`${chip} ${g.markId === groupId ? "bg-teal-100 text-teal-800" : ""}`}>
              {g.title}
            </span>
          ))}
        </div>
      </td>
      <td data-label={t("prompts.columns.created")} className={figuresCellClass}>
        {formatCreateTime(prompt.createTime, i18n.language)}
      </td>
      <td data-label={t("prompts.columns.stats")} className={figuresCellClass}>
        <PromptCounts cnt={prompt.cnt} />
      </td>
      <td className={actionsCellClass}>
        {groupId !== undefined && !inGroup && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAddToGroup(prompt)}
            className={rowButton}
            aria-label={t("prompts.addToGroupNamed", { name: prompt.title })}
          >
            {t("prompts.addToGroup")}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => onEdit(prompt)} className={rowButton} aria-label={t("actions.editNamed", { name: prompt.title })}>
          {t("actions.edit")}
        </button>
        {inGroup ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onRemoveFromGroup(prompt)}
            className={rowDangerButton}
            aria-label={t("prompts.removeFromGroupNamed", { name: prompt.title })}
          >
            {t("prompts.removeFromGroup")}
          </button>
        ) : groupId === undefined ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onDelete(prompt)}
            className={rowDangerButton}
            aria-label={t("actions.deleteNamed", { name: prompt.title })}
          >
            {t("actions.delete")}
          </button>
        ) : null}
        <a
          href={`/detail/${encodeURIComponent(prompt.code)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={rowButton}
          aria-label={t("prompts.viewNamed", { name: prompt.title })}
        >
          {t("actions.view")}
          <ExternalIcon className="size-3.5" />
        </a>
      </td>
    </tr>
  );
}
