import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { ReactNode } from "react";
import { Link } from "../../../components/localised-link.tsx";
import type { PromptDetail } from "../../../../contract/catalog.ts";
import { PREVIEW_DETAIL } from "../../../../contract/constants.ts";
import { Avatar } from "../../../components/avatar.tsx";
import { RatingSummary } from "../../../components/rating.tsx";
import { truncate } from "../../../../contract/preview.ts";
import type { Favourite } from "../use-prompt-actions.ts";
import { editPromptHref } from "../../../lib/prompt-edit-link.ts";
import { ActionButtons } from "./action-buttons.tsx";
import { EditIcon } from "./catalog-icons.tsx";
import { DateTime } from "./date-time.tsx";

type Props = {
  prompt: PromptDetail;
  favourite: Favourite;
  onCopy: () => void;
  onShare: () => void;
  /** More actions beside the three (open in an assistant). */ actions?: ReactNode;
};

/** Title, category, rating and count, tags, author, publish date and the three actions; "edit" for its author. */
export function DetailHero({ prompt, favourite, onCopy, onShare, actions }: Props) {
  const { t } = useTranslation("catalog");
  const description = truncate(prompt.description, PREVIEW_DETAIL);
  return (
    // The top stripe is a background, which the rounded corners clip, so the header itself clips
    // nothing and the "open in" menu can drop out of it.
    <header className="rounded-3xl border border-slate-200 bg-white bg-gradient-to-r from-teal-600 via-teal-500 to-emerald-400 bg-[length:100%_0.375rem] bg-no-repeat pt-1.5 shadow-sm">
      <div className="p-5 sm:p-8">
        {prompt.categories.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t("categories.label")}>
            {prompt.categories.map((c) => (
              <li key={c.code} className="min-w-0">
                <Link
                  to={`/?category=${encodeURIComponent(c.code)}`}
                  className="focus-ring block truncate rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-800 hover:bg-teal-100"
                >
                  {c.category}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 lang={prompt.lan} className="mt-3 text-2xl leading-tight font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {prompt.title}
        </h1>
        {description && (
          <p lang={prompt.lan} className="mt-3 max-w-3xl text-base leading-relaxed text-slate-600">
            {description}
          </p>
        )}

        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-600">
          <RatingSummary score={prompt.cnt.score} count={prompt.cnt.rateCnt} size="md" />
          <span className="flex items-center gap-2">
            <Avatar src={prompt.author.avatar || null} name={prompt.author.nickName} size="md" />
            <span>
              <span className="sr-only">{t("detail.by")} </span>
              <span data-user-content className="font-medium text-slate-800">
                {prompt.author.nickName}
              </span>
            </span>
          </span>
          {prompt.createTime && (
            <span>
              {t("detail.publishedAt")} <DateTime value={prompt.createTime} />
            </span>
          )}
        </div>

        {prompt.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("marks.label")}>
            {prompt.tags.map((g) => (
              <li key={g.markId} className="min-w-0">
                <Link
                  to={`/?mark=${g.markId}`}
                  className="focus-ring block truncate rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-800 hover:bg-amber-100"
                >
                  # {g.title}
                </Link>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-6">
          <ActionButtons favourite={favourite} onCopy={onCopy} onShare={onShare} title={prompt.title} size="hero">
            {prompt.mine && (
              <Link
                to={editPromptHref(prompt.code)}
                aria-label={t("actions.named", { label: t("actions.edit"), title: prompt.title })}
                className="focus-ring inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border border-slate-200 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-teal-300 hover:bg-teal-50 hover:text-teal-800 sm:px-5"
              >
                <EditIcon className="size-4" />
                <span>{t("actions.edit")}</span>
              </Link>
            )}
            {actions}
          </ActionButtons>
        </div>
      </div>
    </header>
  );
}
