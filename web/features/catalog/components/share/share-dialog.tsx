/**
 * The share dialog (issue #20): a tall poster with the prompt's title, excerpt and the QR code of
 * its page, to long-press or download; Weibo and X share links; copy-link; and the browser's own
 * share sheet where there is one. The poster is drawn by the server (/og/{lang}/poster/{code}.png),
 * with the same renderer as the share cards: no QR or drawing code in the page, and WeChat gets a
 * real image to long-press. Loaded on demand.
 */
import { useId, useState } from "react";
import { CloseIcon } from "../../../../components/icons.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { useTranslation } from "../../../../lib/i18n-react.tsx";
import type { Language } from "../../../../../contract/constants.ts";
import { shareImagePath, SHARE_POSTER } from "../../../../../contract/share-images.ts";
import type { ShareActions } from "../../use-prompt-actions.ts";
import { weiboShareUrl, xShareUrl } from "./share-links.ts";

export type ShareView = "links" | "poster";

type Props = { code: string; title: string; lang: Language; actions: ShareActions; initialView: ShareView; onClose(): void };

const ACTION =
  "focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50";

function Poster({ code, title, lang, onSaved }: { code: string; title: string; lang: Language; onSaved(): void }) {
  const { t } = useTranslation("catalog");
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const src = shareImagePath(lang, { kind: "poster", name: code });
  return (
    <figure className="flex flex-col items-center gap-3">
      <div className="relative w-full max-w-[17rem]" style={{ aspectRatio: `${SHARE_POSTER.width} / ${SHARE_POSTER.height}` }}>
        {state !== "ready" && (
          <p role="status" className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-100 p-4 text-center text-sm text-slate-600">
            {state === "loading" ? t("share.posterLoading") : t("share.posterError")}
          </p>
        )}
        <img
          src={src}
          alt={t("share.posterAlt", { title })}
          width={SHARE_POSTER.width}
          height={SHARE_POSTER.height}
          onLoad={() => setState("ready")}
          onError={() => setState("failed")}
          className={`h-full w-full rounded-xl border border-slate-200 shadow-sm ${state === "ready" ? "" : "invisible"}`}
        />
      </div>
      <figcaption className="text-center text-sm text-slate-600">{t("share.posterHint")}</figcaption>
      <a href={src} download={`${code}.png`} onClick={onSaved} className={ACTION}>
        {t("share.download")}
      </a>
    </figure>
  );
}

export function ShareDialog({ code, title, lang, actions, initialView, onClose }: Props) {
  const { t } = useTranslation("catalog");
  const titleId = useId();
  const [view, setView] = useState<ShareView>(initialView);
  const newTab = { target: "_blank", rel: "noopener noreferrer", onClick: () => void actions.countShare() } as const;
  return (
    <ModalDialog labelledBy={titleId} onCancel={onClose} initialFocus="button" className="flex max-h-[calc(100dvh-2rem)] max-w-md flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t("share.title")}
          </h2>
          <p className="mt-1 truncate text-sm text-slate-600">{title}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("share.close")}
          className="focus-ring -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
        {view === "poster" ? (
          <Poster code={code} title={title} lang={lang} onSaved={() => void actions.countShare()} />
        ) : (
          <button type="button" onClick={() => setView("poster")} className={`${ACTION} w-full`}>
            {t("share.poster")}
          </button>
        )}
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={() => void actions.copyLink()} className={ACTION}>
            {t("share.copyLink")}
          </button>
          <a href={weiboShareUrl(actions.address, title)} {...newTab} className={ACTION}>
            {t("share.weibo")}
            <span className="sr-only">{t("share.newTab")}</span>
          </a>
          <a href={xShareUrl(actions.address, title)} {...newTab} className={ACTION}>
            {t("share.x")}
            <span className="sr-only">{t("share.newTab")}</span>
          </a>
          {typeof navigator.share === "function" && (
            <button type="button" onClick={() => void actions.share()} className={ACTION}>
              {t("share.more")}
            </button>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
