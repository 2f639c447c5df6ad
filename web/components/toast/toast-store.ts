/**
 * Toast list (removed when its time runs out, on click or close, or all at once): a tiny external
 * store read with useSyncExternalStore. Timers live here rather than in the viewport, so a toast
 * expires on schedule even while no viewport is mounted (e.g. during a route transition) and
 * tests need no rendering.
 */
import type { Language } from "../../../contract/constants.ts";
import { pageLanguage } from "../../lib/page-language.ts";

export type ToastType = "success" | "error" | "warning" | "info";

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message: string;
  /** Milliseconds; 0 or less stays until dismissed. */
  duration: number;
  /** Grows with every show, so a toast replaced under the same id restarts its progress bar. */
  serial: number;
}

export interface ToastOptions {
  title?: string;
  duration?: number;
  /** Reusing an id replaces that toast, so a burst of identical failures shows one toast. */
  id?: string;
}

/**
 * The default titles (成功, 错误, 警告, 提示: the interface is Chinese-first) in the page's language (issue #23):
 * Simplified on zh-CN pages, Traditional on zh-TW pages, English on English ones.
 */
export const DEFAULT_TITLES: Readonly<Record<Language, Record<ToastType, string>>> = {
  "zh-CN": { success: "成功", error: "错误", warning: "警告", info: "提示" },
  "zh-TW": { success: "成功", error: "錯誤", warning: "警告", info: "提示" },
  en: { success: "Success", error: "Error", warning: "Warning", info: "Note" },
};

export const DEFAULT_DURATION_MS = 3000;
export const ERROR_DURATION_MS = 6000;
/** More would push the page out of sight on a phone; the oldest give way. */
export const MAX_TOASTS = 5;

const EMPTY: readonly Toast[] = Object.freeze([]);

export function createToastStore() {
  let toasts: readonly Toast[] = EMPTY;
  let seq = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  function stopTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function dismiss(id: string) {
    stopTimer(id);
    const next = toasts.filter((t) => t.id !== id);
    if (next.length === toasts.length) return;
    toasts = next.length ? next : EMPTY;
    emit();
  }

  function show(type: ToastType, message: string, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++seq}`;
    const fallback = type === "error" ? ERROR_DURATION_MS : DEFAULT_DURATION_MS;
    const duration = typeof options.duration === "number" && !Number.isNaN(options.duration) ? options.duration : fallback;
    const entry: Toast = { id, type, title: options.title ?? DEFAULT_TITLES[pageLanguage()][type], message, duration, serial: ++seq };
    stopTimer(id);
    const others = toasts.filter((t) => t.id !== id);
    const overflow = others.slice(0, Math.max(0, others.length + 1 - MAX_TOASTS));
    overflow.forEach((t) => stopTimer(t.id));
    toasts = [...others.slice(overflow.length), entry];
    if (duration > 0)
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    emit();
    return id;
  }

  function clearAll() {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    if (toasts.length === 0) return;
    toasts = EMPTY;
    emit();
  }

  return {
    show,
    dismiss,
    clearAll,
    getSnapshot: (): readonly Toast[] => toasts,
    getServerSnapshot: (): readonly Toast[] => EMPTY,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store. */
export const toastStore: ToastStore = createToastStore();

// On the server this module is shared by every request: a toast there would leak to other
// visitors' renders, and nobody would see it anyway.
const inBrowser = typeof window !== "undefined";
const showInBrowser = (type: ToastType, message: string, options?: ToastOptions) => (inBrowser ? toastStore.show(type, message, options) : "");

/** `toast.success("已保存")`, `toast.error(msg, { title: "加载失败" })`, `toast.info(msg, { duration: 0 })`. */
export const toast = {
  show: showInBrowser,
  success: (message: string, options?: ToastOptions) => showInBrowser("success", message, options),
  error: (message: string, options?: ToastOptions) => showInBrowser("error", message, options),
  warning: (message: string, options?: ToastOptions) => showInBrowser("warning", message, options),
  info: (message: string, options?: ToastOptions) => showInBrowser("info", message, options),
  dismiss: (id: string) => toastStore.dismiss(id),
  clearAll: () => toastStore.clearAll(),
};
