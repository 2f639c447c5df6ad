/**
 * A confirmation before something that cannot be taken back (deletes, removals,
 * bulk adds). A modal dialog with the alertdialog role; the safe choice has focus first.
 */
import { useCallback, useId, useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog.tsx";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={messageId} onCancel={onCancel} initialFocus="[data-cancel]" className="max-w-sm">
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-sm leading-relaxed break-words text-slate-600">
          {message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            data-cancel
            type="button"
            onClick={onCancel}
            className="focus-ring inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className={`focus-ring inline-flex min-h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-white ${
              danger ? "bg-rose-700 hover:bg-rose-800" : "bg-teal-700 hover:bg-teal-800"
            }`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

type Pending = { options: ConfirmOptions; resolve(answer: boolean): void };

/** `const { confirm, dialog } = useConfirm()`; render `dialog`, then `if (await confirm({...}))`. */
export function useConfirm(): {
  confirm(options: ConfirmOptions): Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          // A second question replaces the first; the first is answered "no".
          previous?.resolve(false);
          return { options, resolve };
        });
      }),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  const dialog = pending ? <ConfirmDialog {...pending.options} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null;
  return { confirm, dialog };
}
