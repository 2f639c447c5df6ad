import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { PromptItem } from "../../../../contract/catalog.ts";
import { cardPreview } from "../../../../contract/preview.ts";
import { Avatar } from "../../../components/avatar.tsx";
import { RatingSummary } from "../../../components/rating.tsx";
import { useFillInDialog } from "./fill-in/use-fill-in-dialog.tsx";
import { OpenInMenu } from "./open-in-menu.tsx";
import { queryWords } from "../text.ts";
import { useCopyPrompt, useFavourite } from "../use-prompt-actions.ts";
import { useShareDialog } from "./share/use-share-dialog.tsx";
import { ActionButtons } from "./action-buttons.tsx";
import { Highlight } from "./highlight.tsx";
import { ReportButton } from "./report-button.tsx";

/** One prompt in the home grid: title, author, rating, preview, tags, actions. */
export function PromptCard({ item, query }: { item: PromptItem; query: string }) {
  const { t } = useTranslation("catalog");
  const preview = cardPreview(item);
  // What the server found (it folds script, width and case as search does); the query's own
  // words for items that did not come from a search reply.
  const words = query.trim() ? (item.highlights ?? queryWords(query)) : [];
  const favourite = useFavourite(item.code, item.marked === 1);
  const { copy } = useCopyPrompt(item.code, item.prompt);
  const shareDialog = useShareDialog(item.code, item.title, preview);
  const fillIn = useFillInDialog(item, copy);
  const href = `/detail/${encodeURIComponent(item.code)}`;
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5">
      <div className="flex items-start gap-1">
        <h3 className="min-w-0 flex-1 text-base leading-snug font-semibold text-slate-900">
          <Link to={href} className="focus-ring rounded hover:text-teal-800">
            <Highlight text={item.title} words={words} />
          </Link>
        </h3>
        {/* In the title's corner: the action row is full on a card a third of a wide screen. */}
        <ReportButton target={{ promptCode: item.code }} label={t("report.named", { title: item.title })} variant="card" />
      </div>
      {/*
        The author and the rating share a line while both fit; on a narrower card (a third of a wide
        screen) the rating moves under the author rather than squeezing the name to "林…". The name
        is cut only where it is wider than the card.
      */}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar src={item.author.avatar || null} name={item.author.nickName} />
          <span data-user-content className="min-w-0 truncate">
            {item.author.nickName}
          </span>
        </span>
        <span className="text-xs">
          <RatingSummary score={item.cnt.score} count={item.cnt.rateCnt} />
        </span>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed break-words text-slate-600">
        <Highlight text={preview} words={words} />
      </p>
      {(item.categories.length > 0 || item.tags.length > 0) && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("card.tags")}>
          {item.categories.map((c) => (
            <li key={`c-${c.code}`} className="min-w-0">
              <Link
                to={`/?category=${encodeURIComponent(c.code)}`}
                className="focus-ring block truncate rounded-full bg-teal-50 px-2.5 py-1 text-xs font-medium text-teal-800 hover:bg-teal-100"
              >
                {c.category}
              </Link>
            </li>
          ))}
          {item.tags.map((g) => (
            <li key={`g-${g.markId}`} className="min-w-0">
              <Link
                to={`/?mark=${g.markId}`}
                className="focus-ring block truncate rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-800 hover:bg-amber-100"
              >
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-slate-100 pt-3">
        <ActionButtons
          favourite={favourite}
          onCopy={() => void copy()}
          onShare={shareDialog.open}
          title={item.title}
          use={fillIn.use}
          afterCopy={<OpenInMenu code={item.code} text={item.prompt} title={item.title} variant="card" />}
        />
      </div>
      {fillIn.dialog}
      {shareDialog.dialog}
    </article>
  );
}

/** Grey blocks the size of a card while a personal list loads in the browser. */
export function PromptCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <div className="h-5 w-3/4 rounded bg-slate-200" />
      <div className="h-4 w-1/2 rounded bg-slate-100" />
      <div className="h-16 rounded bg-slate-100" />
      <div className="h-11 rounded bg-slate-100" />
    </div>
  );
}
