import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, XCircleIcon } from "../icons.tsx";
import type { Toast, ToastType } from "./toast-store.ts";

const LOOK: Record<ToastType, { icon: ComponentType<SVGProps<SVGSVGElement>>; accent: string; bar: string }> = {
  success: { icon: CheckCircleIcon, accent: "text-emerald-600", bar: "bg-emerald-500" },
  error: { icon: XCircleIcon, accent: "text-rose-600", bar: "bg-rose-500" },
  warning: { icon: AlertIcon, accent: "text-amber-600", bar: "bg-amber-500" },
  info: { icon: InfoIcon, accent: "text-teal-700", bar: "bg-teal-600" },
};

export interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { t } = useTranslation();
  const { icon: Icon, accent, bar } = LOOK[toast.type];
  const urgent = toast.type === "error";
  return (
    // Clicking anywhere dismisses; the close button is the keyboard path.
    <li
      role={urgent ? "alert" : "status"}
      aria-live={urgent ? "assertive" : "polite"}
      aria-atomic="true"
      data-type={toast.type}
      onClick={() => onDismiss(toast.id)}
      className="toast-enter pointer-events-auto relative flex w-full cursor-pointer gap-3 overflow-hidden rounded-xl bg-white p-4 pr-10 shadow-lg ring-1 ring-slate-900/10"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${accent}`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{toast.title}</p>
        {toast.message && <p className="mt-0.5 text-sm break-words text-slate-600">{toast.message}</p>}
      </div>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          onDismiss(toast.id);
        }}
        aria-label={t("toast.close")}
        className="focus-ring absolute top-3 right-3 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
      >
        <CloseIcon className="size-4" />
      </button>
      {toast.duration > 0 && (
        <span
          data-testid="toast-progress"
          aria-hidden="true"
          className={`toast-progress absolute bottom-0 left-0 h-1 w-full ${bar}`}
          style={{ animationDuration: `${toast.duration}ms` }}
        />
      )}
    </li>
  );
}
