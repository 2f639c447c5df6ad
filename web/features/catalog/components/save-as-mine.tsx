/**
 * "Save as mine" on the detail page (issue 19): the button, the "based on" link of a saved copy,
 * "saved by N people", and, on the owner's unpublished copy, where to publish it. A visitor is
 * sent to sign in and brought back to this prompt.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { Link, useLocalisedNavigate } from "../../../components/localised-link.tsx";
import type { PromptDetail } from "../../../../contract/catalog.ts";
import type { Language } from "../../../../contract/constants.ts";
import { toast } from "../../../components/toast/toast-store.ts";
import { getAuth } from "../../../lib/auth-store.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { defaultClient, saveAsMine, type CatalogClient } from "../catalog-api.ts";
import { editPromptHref } from "../../../lib/prompt-edit-link.ts";
import { failureMessage } from "../failure-message.ts";
import { LayersIcon } from "../../../components/icons.tsx";

/** `lan` is the language tab shown; without one the server takes the UI language, as the page does. */
export function SaveAsMine({ prompt, lan, client = defaultClient }: { prompt: PromptDetail; lan?: Language; client?: CatalogClient }) {
  const { t } = useTranslation("catalog");
  const navigate = useLocalisedNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const mine = prompt.mine === true;
  const unpublished = mine && prompt.status === "private";
  const pending = mine && prompt.status === "pending";
  // An administrator opening what they moderate (issue #22); nobody else sees such a prompt.
  const moderated = !mine && prompt.status !== undefined && prompt.status !== "published" ? prompt.status : undefined;
  const savedCnt = prompt.savedCnt ?? 0;

  async function save() {
    if (saving) return;
    if (!getAuth().isLoggedIn) {
      toast.info(t("saveAsMine.loginRequired"));
      void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setSaving(true);
    try {
      const copy = await saveAsMine(client, prompt.code, lan);
      toast.success(t("saveAsMine.success"));
      void navigate(`/detail/${encodeURIComponent(copy.code)}`);
    } catch (error) {
      const message = failureMessage(error, t("saveAsMine.error"));
      if (message) toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-label={t("saveAsMine.button")}
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm text-slate-600">
        {prompt.basedOn && (
          <p className="min-w-0 break-words">
            {t("saveAsMine.basedOn")}{" "}
            <Link
              to={`/detail/${encodeURIComponent(prompt.basedOn.code)}`}
              className="focus-ring rounded font-medium text-teal-800 underline decoration-teal-300 underline-offset-2 hover:text-teal-900"
            >
              {prompt.basedOn.title}
            </Link>
          </p>
        )}
        {unpublished && (
          <p className="text-amber-900">
            {t("saveAsMine.unpublished")}{" "}
            <Link
              to={editPromptHref(prompt.code)}
              className="focus-ring rounded font-medium text-teal-800 underline decoration-teal-300 underline-offset-2 hover:text-teal-900"
            >
              {t("saveAsMine.publish")}
            </Link>
          </p>
        )}
        {pending && (
          <p className="flex items-center gap-2 text-amber-900">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("moderationStatus.pending")}</span>
            {t("saveAsMine.pending")}
          </p>
        )}
        {moderated && (
          <p className="flex items-center gap-2 text-amber-900">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t(`moderationStatus.${moderated}`)}</span>
            {t("saveAsMine.adminView", { status: t(`moderationStatus.${moderated}`) })}
          </p>
        )}
        {savedCnt > 0 && <p>{t("saveAsMine.savedBy", { count: savedCnt })}</p>}
      </div>
      {!unpublished && !pending && !moderated && (
        <button
          type="button"
          onClick={() => void save()}
          disabled={saving}
          aria-busy={saving || undefined}
          className="focus-ring inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-teal-200 bg-teal-50 px-4 text-sm font-semibold whitespace-nowrap text-teal-800 transition-colors hover:bg-teal-100 disabled:cursor-wait sm:px-5"
        >
          <LayersIcon className="size-4" />
          <span>{saving ? t("saveAsMine.saving") : t("saveAsMine.button")}</span>
        </button>
      )}
    </section>
  );
}
