/**
 * A moderation decision with its reason: a modal dialog like the confirmation dialog, with a reason field checked
 * by the contract's rule (required to hide or delete, 500 characters at most).
 */
import { useCallback, useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { MODERATION_REASON_MAX, REASON_REQUIRED, type ModerationAction } from "../../../contract/moderation.ts";
import { FormField } from "../../components/form-field.tsx";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import { errorText } from "./issues.ts";
import { dangerButton, inputClass, primaryButton, secondaryButton } from "./ui.ts";

/** The moderation actions, and the queue's: dismissing reports and rejecting an item awaiting review. */
export type ReasonAction = ModerationAction | "dismiss" | "reject";
/** Decisions whose reason the author, the reporters and other administrators will ask for. */
const requiresReason = (action: ReasonAction) => action === "dismiss" || action === "reject" || REASON_REQUIRED.includes(action);
const DANGER: readonly ReasonAction[] = ["delete", "hide", "reject"];

export interface ReasonRequest {
  action: ReasonAction;
  title: string;
  message: string;
  confirmLabel: string;
}

interface ReasonDialogProps extends ReasonRequest {
  onDone(reason: string | null): void;
}

function ReasonDialog({ action, title, message, confirmLabel, onDone }: ReasonDialogProps) {
  const { t } = useTranslation("console");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const required = requiresReason(action);

  // The contract's rules (ModerateBodySchema, ResolveBodySchema, ReviewBodySchema) share these two checks.
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    const issue = required && !text ? "moderationReasonRequired" : text.length > MODERATION_REASON_MAX ? "moderationReasonTooLong" : undefined;
    if (issue) {
      setError(errorText(t, issue));
      return;
    }
    onDone(text);
  }

  return (
    <ModalDialog labelledBy={titleId} onCancel={() => onDone(null)} initialFocus="textarea" className="max-w-md">
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm leading-relaxed break-words text-slate-600">{message}</p>
        <FormField label={t("moderation.reason")} required={required} error={error} hint={t("moderation.reasonHint", { max: MODERATION_REASON_MAX })}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t(required ? "moderation.reasonRequiredPlaceholder" : "moderation.reasonOptionalPlaceholder")}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => onDone(null)} className={secondaryButton}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className={DANGER.includes(action) ? dangerButton : primaryButton}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

type Pending = { request: ReasonRequest; resolve(reason: string | null): void };

/** `const { ask, dialog } = useReasonDialog()`; render `dialog`; `await ask({...})` is the reason, or null when cancelled. */
export function useReasonDialog(): {
  ask(request: ReasonRequest): Promise<string | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (request: ReasonRequest) =>
      new Promise<string | null>((resolve) => {
        setPending((previous) => {
          previous?.resolve(null);
          return { request, resolve };
        });
      }),
    [],
  );
  const done = (reason: string | null) => {
    pending?.resolve(reason);
    setPending(null);
  };
  const dialog = pending ? <ReasonDialog {...pending.request} onDone={done} /> : null;
  return { ask, dialog };
}
