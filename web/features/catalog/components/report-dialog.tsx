/**
 * "举报 / Report" (issue #22, docs/decisions/028): the dialog report-button.tsx opens, with the reasons
 * (one required), an explanation (required for "other", 500 characters at most) and sends the
 * report. Visitors may report too; the server's refusals (already reported, too many) are shown
 * in the dialog as it words them.
 */
import { useId, useState, type FormEvent } from "react";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "../../../../contract/constants.ts";
import { FormField } from "../../../components/form-field.tsx";
import { ModalDialog } from "../../../components/modal-dialog.tsx";
import { toast } from "../../../components/toast/toast-store.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { defaultClient, reportItem, type CatalogClient } from "../catalog-api.ts";
import { failureMessage } from "../failure-message.ts";

export type ReportTarget = { promptCode: string; commentId?: number };

export function ReportDialog({ target, client = defaultClient, onClose }: { target: ReportTarget; client?: CatalogClient; onClose(): void }) {
  const { t } = useTranslation("catalog");
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const kind = target.commentId === undefined ? "prompt" : "comment";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!reason) return setErrors({ reason: t("report.reasonRequired") });
    // The contract's rule (ReportBodySchema), checked by hand: zod stays out of the detail page's bundle.
    const text = details.trim();
    if (text.length > REPORT_DETAILS_MAX) return setErrors({ details: t("report.detailsTooLong", { max: REPORT_DETAILS_MAX }) });
    if (reason === "other" && !text) return setErrors({ details: t("report.detailsRequired") });
    setSending(true);
    setErrors({});
    try {
      await reportItem(client, { ...target, reason, details: text });
      toast.success(t("report.success"));
      onClose();
    } catch (error) {
      setErrors({ form: failureMessage(error, t("report.error")) ?? t("report.error") });
      setSending(false);
    }
  }

  return (
    <ModalDialog labelledBy={titleId} onCancel={onClose} initialFocus="input[type=radio]" className="max-w-md">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t(`report.title.${kind}`)}
        </h2>
        <p className="text-sm leading-relaxed text-slate-600">{t("report.intro")}</p>
        <fieldset aria-describedby={errors.reason ? `${titleId}-reason` : undefined}>
          <legend className="text-sm font-medium text-slate-700">
            {t("report.reasonLegend")}
            <span className="ml-0.5 text-rose-600" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50 has-[input:checked]:bg-rose-50 has-[input:checked]:text-rose-900"
              >
                <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4 accent-rose-600" />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={`${titleId}-reason`} className="mt-1.5 text-sm text-rose-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <FormField label={t("report.details")} required={reason === "other"} error={errors.details} hint={t("report.detailsHint", { max: REPORT_DETAILS_MAX })}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 focus:outline-none"
            />
          )}
        </FormField>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="focus-ring inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {t("report.cancel")}
          </button>
          <button
            type="submit"
            disabled={sending}
            aria-busy={sending || undefined}
            className="focus-ring inline-flex min-h-11 items-center justify-center rounded-xl bg-rose-700 px-5 text-sm font-semibold text-white hover:bg-rose-800 disabled:cursor-wait disabled:opacity-70"
          >
            {sending ? t("report.sending") : t("report.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
