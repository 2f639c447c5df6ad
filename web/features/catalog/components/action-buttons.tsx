import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { UseAction } from "./fill-in/use-fill-in-dialog.tsx";
import type { Favourite } from "../use-prompt-actions.ts";
import { CopyIcon, HeartIcon, ShareIcon } from "./catalog-icons.tsx";
import { PencilIcon } from "../../../components/icons.tsx";

type Props = {
  favourite: Favourite;
  onCopy: () => void;
  onShare: () => void;
  /** Names the prompt in the buttons' accessible names, so a list of cards reads unambiguously. */
  title: string;
  size?: "card" | "hero";
  /** A card of a prompt with variables: "Use" (the fill-in dialog, which copies) takes copy's place. */
  use?: UseAction | undefined;
  /** More actions in the same row (the author's "edit"). */
  children?: ReactNode;
  /** A further action after copy (the card's "open in" menu). */
  afterCopy?: ReactNode;
};

const NEUTRAL = "border border-slate-200 bg-white text-slate-700 hover:border-teal-300 hover:bg-teal-50 hover:text-teal-800";
const MARKED = "border border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100";

/**
 * Copy / favourite / share, each at least 44×44px (thumb-sized on a phone). On a card, copy (or
 * use) keeps its word and the other two are icons (with names and tooltips), so three columns never wrap.
 */
export function ActionButtons({ favourite, onCopy, onShare, title, size = "card", use, afterCopy, children }: Props) {
  const { t } = useTranslation("catalog");
  const favouriteLabel = favourite.marked ? t("actions.favourited") : t("actions.favourite");
  const card = size === "card";
  const base = "focus-ring inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl text-sm font-medium whitespace-nowrap transition-colors";
  const iconOnly = `${base} min-w-11 px-3`;
  const labelled = `${base} px-4 sm:px-5`;
  return (
    <div className={card ? "flex gap-2" : "flex flex-wrap gap-2 sm:gap-3"}>
      {use ? (
        <button
          type="button"
          {...use}
          aria-haspopup="dialog"
          aria-label={t("actions.named", { label: t("actions.use"), title })}
          className={`${labelled} flex-1 ${NEUTRAL}`}
        >
          <PencilIcon className="size-4" />
          <span>{t("actions.use")}</span>
        </button>
      ) : (
        <button
          type="button"
          onClick={onCopy}
          aria-label={t("actions.named", { label: t("actions.copy"), title })}
          className={card ? `${labelled} flex-1 ${NEUTRAL}` : `${labelled} bg-teal-700 font-semibold text-white shadow-sm hover:bg-teal-800`}
        >
          <CopyIcon className="size-4" />
          <span>{t("actions.copy")}</span>
        </button>
      )}
      {afterCopy}
      <button
        type="button"
        onClick={() => void favourite.toggle()}
        aria-pressed={favourite.marked}
        aria-label={t("actions.named", { label: favouriteLabel, title })}
        title={card ? favouriteLabel : undefined}
        disabled={favourite.pending}
        className={`${card ? iconOnly : labelled} ${favourite.marked ? MARKED : NEUTRAL} disabled:cursor-wait`}
      >
        <HeartIcon filled={favourite.marked} className="size-4" />
        {!card && <span>{favouriteLabel}</span>}
      </button>
      <button
        type="button"
        onClick={onShare}
        aria-label={t("actions.named", { label: t("actions.share"), title })}
        title={card ? t("actions.share") : undefined}
        className={`${card ? iconOnly : labelled} ${NEUTRAL}`}
      >
        <ShareIcon className="size-4" />
        {!card && <span>{t("actions.share")}</span>}
      </button>
      {children}
    </div>
  );
}
