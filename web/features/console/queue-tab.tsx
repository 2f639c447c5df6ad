/**
 * The moderation queue (issue #22, docs/decisions/028): open reports grouped by item, most
 * reporters first, with the reasons counted and who reported (administrators only see this tab);
 * hide, delete or dismiss with a reason. Below, prompts and comments awaiting review, approved or
 * rejected. Every decision lands in the audit trail.
 */
import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { MessageKey } from "../../locales/keys.ts";
import { REPORT_REASONS, type ReportedItem, type ResolveAction, type ReviewItem } from "../../../contract/reports.ts";
import { Link } from "../../components/localised-link.tsx";
import { Badge, type BadgeTone } from "./badge.tsx";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastDone, toastLoadFailed, toastWriteFailed } from "./console-toasts.ts";
import { formatCreateTime } from "./format.ts";
import { Pager } from "./pager.tsx";
import { useReasonDialog } from "./reason-dialog.tsx";
import { TabHeader } from "./tab-header.tsx";
import { rowButton, rowDangerButton } from "./ui.ts";
import { useLoad } from "./use-load.ts";

export interface QueueTabProps {
  headingId: string;
  onChanged(): void;
  client?: ConsoleClient;
}

const STATUS_TONE: Record<string, BadgeTone> = { published: "teal", hidden: "rose", pending: "amber", draft: "amber", deleted: "slate", private: "slate" };
const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm";

export function QueueTab({ headingId, onChanged, client = defaultClient }: QueueTabProps) {
  const { t, i18n } = useTranslation("console");
  const [pages, setPages] = useState({ reports: 1, review: 1 });
  const [writes, setWrites] = useState(0);
  const reports = useLoad(
    () => consoleApi.reports(client, pages.reports),
    `${pages.reports}:${writes}`,
    (error) => toastLoadFailed(t, "moderation", error),
  );
  const review = useLoad(
    () => consoleApi.reviewList(client, pages.review),
    `${pages.review}:${writes}`,
    (error) => toastLoadFailed(t, "moderation", error),
  );
  const { ask, dialog } = useReasonDialog();
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(
    item: { targetType: "prompt" | "comment"; targetId: number; text: string },
    action: ResolveAction | "approve" | "reject",
    send: (reason: string) => Promise<unknown>,
  ) {
    const name = item.text || `#${item.targetId}`;
    const reason = await ask({
      action,
      title: t(`queue.dialog.${action}.title`),
      message: t(`queue.dialog.${action}.message`, { name }),
      confirmLabel: t(`queue.actions.${action}`),
    });
    if (reason === null) return;
    setBusy(`${item.targetType}:${item.targetId}`);
    try {
      await send(reason);
      toastDone(t(`queue.done.${action}`, { name }));
      setWrites((n) => n + 1);
      onChanged();
    } catch (error) {
      toastWriteFailed(t, action === "delete" ? "delete" : "save", error);
    } finally {
      setBusy(null);
    }
  }

  const resolve = (item: ReportedItem, action: ResolveAction) => void decide(item, action, (reason) => consoleApi.resolveReports(client, item, action, reason));
  const judge = (item: ReviewItem, action: "approve" | "reject") => void decide(item, action, (reason) => consoleApi.review(client, item, action, reason));

  return (
    <div className="space-y-6">
      <TabHeader id={headingId} title={t("queue.heading")} description={t("queue.tabIntro")} />
      <section aria-labelledby="queue-reports" aria-busy={reports.loading || undefined} className="space-y-3">
        <h3 id="queue-reports" className="text-base font-semibold text-slate-900">
          {t("queue.reportsHeading")} <span className="font-normal text-slate-500">· {reports.data?.total ?? 0}</span>
        </h3>
        {reports.data?.list.length === 0 && <p className="text-sm text-slate-500">{t("queue.noReports")}</p>}
        <ul className="space-y-3">
          {reports.data?.list.map((item) => (
            <li key={`${item.targetType}:${item.targetId}`} className={card}>
              <ItemHeading item={item} />
              <p className="mt-2 text-sm font-medium text-rose-800">{t("queue.reporters", { count: item.count })}</p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("queue.reasonsLabel")}>
                {REPORT_REASONS.filter((r) => item.reasons[r]).map((r) => (
                  <li key={r}>
                    <Badge tone="rose">
                      {t(`queue.reasons.${r}`)} × {item.reasons[r]}
                    </Badge>
                  </li>
                ))}
              </ul>
              <details className="mt-3 text-sm">
                <summary className="focus-ring cursor-pointer rounded text-slate-600">{t("queue.reportList", { count: item.reports.length })}</summary>
                <ul className="mt-2 divide-y divide-slate-100">
                  {item.reports.map((r) => (
                    <li key={r.id} className="py-2">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
                        <span className="font-medium text-slate-700">{t(`queue.reasons.${r.reason}`)}</span>
                        <span>
                          {"userId" in r.reporter ? t("queue.byUser", { name: r.reporter.loginName }) : t("queue.byVisitor", { address: r.reporter.address })}
                        </span>
                        <time>{formatCreateTime(r.createTime, i18n.language)}</time>
                      </div>
                      {r.details && <p className="mt-1 break-words whitespace-pre-line text-slate-700">{r.details}</p>}
                    </li>
                  ))}
                </ul>
              </details>
              <div className="mt-3 flex flex-wrap gap-2">
                {(["hide", "delete", "dismiss"] as const).map((action) => (
                  <button
                    key={action}
                    type="button"
                    disabled={busy === `${item.targetType}:${item.targetId}`}
                    onClick={() => resolve(item, action)}
                    aria-label={t("queue.actionNamed", { action: t(`queue.actions.${action}`), name: item.text || `#${item.targetId}` })}
                    className={action === "dismiss" ? rowButton : rowDangerButton}
                  >
                    {t(`queue.actions.${action}`)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <Pager
          page={pages.reports}
          total={reports.data?.total ?? 0}
          hasMore={reports.data?.hasMore ?? false}
          loading={reports.loading}
          onPage={(next) => setPages((p) => ({ ...p, reports: next }))}
        />
      </section>

      <section aria-labelledby="queue-review" aria-busy={review.loading || undefined} className="space-y-3">
        <h3 id="queue-review" className="text-base font-semibold text-slate-900">
          {t("queue.reviewHeading")} <span className="font-normal text-slate-500">· {review.data?.total ?? 0}</span>
        </h3>
        {review.data?.list.length === 0 && <p className="text-sm text-slate-500">{t("queue.noReview")}</p>}
        <ul className="space-y-3">
          {review.data?.list.map((item) => (
            <li key={`${item.targetType}:${item.targetId}`} className={card}>
              <ItemHeading item={{ ...item, status: "pending" }} />
              <p className="mt-2 text-xs text-slate-500">
                {t("queue.author", { name: item.author?.nickName ?? "—" })} · <time>{formatCreateTime(item.createTime, i18n.language)}</time>
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {(["approve", "reject"] as const).map((action) => (
                  <button
                    key={action}
                    type="button"
                    disabled={busy === `${item.targetType}:${item.targetId}`}
                    onClick={() => judge(item, action)}
                    aria-label={t("queue.actionNamed", { action: t(`queue.actions.${action}`), name: item.text || `#${item.targetId}` })}
                    className={action === "reject" ? rowDangerButton : rowButton}
                  >
                    {t(`queue.actions.${action}`)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <Pager
          page={pages.review}
          total={review.data?.total ?? 0}
          hasMore={review.data?.hasMore ?? false}
          loading={review.loading}
          onPage={(next) => setPages((p) => ({ ...p, review: next }))}
        />
      </section>
      {dialog}
    </div>
  );
}

/** The kind of item, its text (a prompt's title links to its page) and its status. */
function ItemHeading({ item }: { item: { targetType: "prompt" | "comment"; promptCode: string; text: string; status: string } }) {
  const { t } = useTranslation("console");
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Badge tone="indigo">{t(`queue.types.${item.targetType}`)}</Badge>
      {/* A status the catalogue lacks shows as the server sent it. */}
      <Badge tone={STATUS_TONE[item.status] ?? "slate"}>{t(`queue.statuses.${item.status}` as MessageKey<"console">, { defaultValue: item.status })}</Badge>
      <p className="min-w-0 flex-1 basis-60 text-sm break-words whitespace-pre-line text-slate-900">
        {item.targetType === "prompt" && item.promptCode ? (
          <Link
            to={`/detail/${encodeURIComponent(item.promptCode)}`}
            className="focus-ring rounded font-medium text-teal-800 underline decoration-teal-300 underline-offset-2 hover:text-teal-900"
          >
            {item.text || item.promptCode}
          </Link>
        ) : (
          item.text
        )}
      </p>
    </div>
  );
}
