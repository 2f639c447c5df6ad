import { createPortal } from "react-dom";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useTopModal } from "../modal-layer.ts";
import { ToastItem } from "./toast-item.tsx";
import { toastStore, type ToastStore } from "./toast-store.ts";
import { useToasts } from "./use-toasts.ts";

/** Where toasts appear: just below the sticky header (so its controls stay usable), right-aligned on wide screens, full width on phones, and above any open dialog. Mounted once by the app shell. */
export function ToastViewport({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useToasts(store);
  // Inside an open modal dialog, or its backdrop would cover them and its inertness disable them.
  const modal = useTopModal();
  const region = (
    <section aria-label={t("toast.region")} className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-end p-3 sm:right-2 sm:left-auto sm:p-4">
      {toasts.length > 0 && (
        <div className="flex w-full flex-col items-end gap-2 sm:w-96">
          <ol className="flex w-full flex-col gap-2">
            {toasts.map((item) => (
              <ToastItem key={`${item.id}:${item.serial}`} toast={item} onDismiss={store.dismiss} />
            ))}
          </ol>
          {toasts.length > 1 && (
            <button
              type="button"
              onClick={store.clearAll}
              className="focus-ring pointer-events-auto rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white shadow hover:bg-slate-900"
            >
              {t("toast.clearAll")}
            </button>
          )}
        </div>
      )}
    </section>
  );
  return modal ? createPortal(region, modal) : region;
}
