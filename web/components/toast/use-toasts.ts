import { useSyncExternalStore } from "react";
import { toastStore, type Toast, type ToastStore } from "./toast-store.ts";

/** The current toasts; empty on the server and during hydration, so server HTML never differs. */
export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
