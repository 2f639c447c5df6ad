import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { enterModal } from "./modal-layer.ts";

export interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string | undefined;
  /** "alertdialog" for a question that interrupts (confirmations). */
  role?: "dialog" | "alertdialog";
  /** Escape, or the caller's own cancel button. */
  onCancel(): void;
  /** What gets focus on opening: the first match of this selector (the safe choice, or the first field). */
  initialFocus: string;
  /** Width and padding; the frame (rounded card over a dimmed page) is shared. */
  className: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog>, mounted while open: the browser makes the page behind it inert, and
 * Escape is a cancel. Tab is also kept inside (browsers otherwise let it escape to their own
 * toolbar), and focus returns to the opener on close unless something else has taken it meanwhile
 * (e.g. the login form focusing the password after a registration). While open, the toasts
 * render inside it (modal-layer.ts), above its backdrop.
 */
export function ModalDialog({ labelledBy, describedBy, role = "dialog", onCancel, initialFocus, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCancelRef = useRef(onCancel);
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    const leaveModal = enterModal(dialog);
    dialog.querySelector<HTMLElement>(initialFocusRef.current)?.focus();
    // The caller unmounts the dialog; closing it natively here would race React.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCancelRef.current();
    };
    dialog.addEventListener("cancel", handleCancel);
    return () => {
      leaveModal();
      dialog.removeEventListener("cancel", handleCancel);
      // Normally React has already removed it (which ends the modal state) and close() would move focus itself.
      if (dialog.isConnected && dialog.open && typeof dialog.close === "function") dialog.close();
      const focus = document.activeElement;
      if (opener?.isConnected && (!focus || focus === document.body || dialog.contains(focus))) opener.focus();
    };
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={trapTab}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
