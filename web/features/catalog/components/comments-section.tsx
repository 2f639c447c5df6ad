import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link, useLocalisedNavigate } from "../../../components/localised-link.tsx";
import type { PromptDetail } from "../../../../contract/catalog.ts";
import { RATE_COMMENT_MAX } from "../../../../contract/constants.ts";
import { Avatar } from "../../../components/avatar.tsx";
import { StarIcon } from "../../../components/icons.tsx";
import { Stars } from "../../../components/rating.tsx";
import { outOfFive } from "../../../../contract/rating.ts";
import { toast } from "../../../components/toast/toast-store.ts";
import { getAuth, useAuth } from "../../../lib/auth-store.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { defaultClient, fetchPromptDetail, ratePrompt, type CatalogClient } from "../catalog-api.ts";
import { failureMessage } from "../failure-message.ts";
import { DateTime } from "./date-time.tsx";
import { ReportButton } from "./report-button.tsx";

const DEFAULT_STARS = 5;

type FormProps = { code: string; myRate: PromptDetail["myRate"]; onPosted: (fresh: PromptDetail) => void; client?: CatalogClient };

/**
 * A comment needs: signed in (else a warning and /login), text non-empty after trim, stars 1-5
 * (default 5). One rating per reader: once they rated, the form holds their review to edit.
 */
export function CommentForm({ code, myRate, onPosted, client = defaultClient }: FormProps) {
  const { t } = useTranslation("catalog");
  const navigate = useLocalisedNavigate();
  const [stars, setStars] = useState(myRate ? outOfFive(myRate.score) : DEFAULT_STARS);
  const [text, setText] = useState(myRate?.content ?? "");
  const [rated, setRated] = useState(myRate !== null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!getAuth().isLoggedIn) {
      toast.warning(t("comments.loginRequired"));
      void navigate("/login");
      return;
    }
    if (!text.trim()) {
      toast.warning(t("comments.emptyWarning"));
      return;
    }
    setSubmitting(true);
    let reply;
    try {
      reply = await ratePrompt(client, code, stars, text);
    } catch (error) {
      const message = failureMessage(error, t("comments.error"));
      if (message) toast.error(message);
      setSubmitting(false);
      return;
    }
    toast.success(t(reply.status === "pending" ? "comments.sentForReview" : reply.created ? "comments.success" : "comments.updated"));
    setRated(true);
    setSubmitting(false);
    // The new average, count and list come from the server.
    const fresh = await fetchPromptDetail(client, code).catch(() => null);
    if (fresh) onPosted(fresh);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset sm:p-5" noValidate>
      <h3 className="text-base font-semibold text-slate-900">{t(rated ? "comments.editHeading" : "comments.formHeading")}</h3>
      {myRate && myRate.status !== "published" && (
        <p role="note" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-900">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold">{t(`moderationStatus.${myRate.status}`)}</span>
          {t(myRate.status === "pending" ? "comments.pendingNote" : "comments.hiddenNote")}
        </p>
      )}
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">{t("comments.ratingLegend")}</legend>
        <div className="mt-1 flex items-center">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-teal-600"
            >
              <input type="radio" name="stars" value={n} checked={stars === n} onChange={() => setStars(n)} className="sr-only" />
              <StarIcon className={`size-7 transition-colors ${n <= stars ? "text-amber-400" : "text-slate-300"}`} />
              <span className="sr-only">{t("comments.starOption", { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="comment-text" className="mt-3 block text-sm font-medium text-slate-700">
        {t("comments.textLabel")}
      </label>
      <textarea
        id="comment-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={RATE_COMMENT_MAX}
        rows={4}
        placeholder={t("comments.placeholder")}
        className="mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 focus:outline-none"
      />
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="text-xs text-slate-500 tabular-nums" aria-hidden="true">
          {text.length}/{RATE_COMMENT_MAX}
        </span>
        <button
          type="submit"
          disabled={submitting}
          className="focus-ring inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 text-sm font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? t("comments.submitting") : t(rated ? "comments.update" : "comments.submit")}
        </button>
      </div>
    </form>
  );
}

type Props = { code: string; count: number; rates: PromptDetail["rates"]; myRate: PromptDetail["myRate"]; onPosted: (fresh: PromptDetail) => void };

/** The comment count, the form (or a login prompt) and the comments, newest first, as plain text. */
export function CommentsSection({ code, count, rates, myRate, onPosted }: Props) {
  const { t } = useTranslation("catalog");
  const auth = useAuth();
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="comments-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
        {t("comments.heading")} <span className="text-base font-normal text-slate-500">· {t("comments.count", { count: Math.max(count, rates.length) })}</span>
      </h2>
      <div className="mt-4">
        {hydrated && auth.isLoggedIn ? (
          // Keyed by the reader's review: the signed-in copy of the page, read after hydration, prefills it.
          <CommentForm key={myRate ? `${myRate.createTime}:${myRate.score}` : "new"} code={code} myRate={myRate} onPosted={onPosted} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-teal-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-teal-900">{t("comments.loginPrompt")}</p>
            <Link
              to="/login"
              className="focus-ring inline-flex min-h-11 shrink-0 items-center rounded-xl bg-teal-700 px-5 text-sm font-semibold text-white hover:bg-teal-800"
            >
              {t("comments.loginButton")}
            </Link>
          </div>
        )}
      </div>
      {rates.length === 0 ? (
        <p className="mt-5 text-sm text-slate-500">{t("comments.empty")}</p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100">
          {rates.map((rate, i) => (
            <li key={rate.id ?? `${rate.createTime}-${i}`} className="flex gap-3 py-4">
              <Avatar src={rate.user.avatar || null} name={rate.user.nickName} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span data-user-content className="font-medium text-slate-900">
                    {rate.user.nickName}
                  </span>
                  <Stars value={outOfFive(rate.score)} />
                  <DateTime value={rate.createTime} className="text-xs text-slate-500" />
                  {rate.id !== myRate?.id && (
                    <span className="ml-auto">
                      <ReportButton
                        target={{ promptCode: code, commentId: rate.id }}
                        label={t("comments.reportNamed", { name: rate.user.nickName })}
                        variant="inline"
                      />
                    </span>
                  )}
                </div>
                <p data-user-content className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                  {rate.content}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
