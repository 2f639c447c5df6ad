import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { panel, primaryButton, secondaryButton } from "./ui.ts";

export interface FormShellProps {
  title: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  /** Reset or cancel: clears the form and leaves edit mode. */
  onCancel(): void;
  /** More buttons after submit (the prompt form's "publish" for drafts). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every console form: a heading, the fields, submit and cancel. It scrolls into view
 * and focuses its first field when it opens (editing a row far down the table lands here).
 */
export function FormShell({ title, submitting, submitLabel, onSubmit, onCancel, extraActions, children }: FormShellProps) {
  const { t } = useTranslation("console");
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.scrollIntoView?.({ block: "start", behavior: "smooth" });
    form.querySelector<HTMLElement>("input, textarea, select")?.focus({ preventScroll: true });
  }, []);

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label={title} className={`${panel} scroll-mt-24 p-4 sm:p-6`}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-4 space-y-4">{children}</div>
      <div className="mt-6 flex flex-wrap gap-2">
        <button type="submit" disabled={submitting} className={primaryButton}>
          {submitting ? t("actions.submitting") : submitLabel}
        </button>
        {extraActions}
        <button type="button" onClick={onCancel} disabled={submitting} className={secondaryButton}>
          {t("actions.cancel")}
        </button>
      </div>
    </form>
  );
}
