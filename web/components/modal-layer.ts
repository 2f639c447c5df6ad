/**
 * The modal dialogs open now, in the order they were shown: the last is the topmost. A modal
 * <dialog> sits in the browser's top layer, above any z-index, and makes everything outside it
 * inert; so whatever must stay visible and usable above it (the toasts) renders inside the topmost.
 */
import { useSyncExternalStore } from "react";

const open: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Records `dialog`, just shown, as the topmost modal; the returned function takes it out again. */
export function enterModal(dialog: HTMLElement): () => void {
  open.push(dialog);
  notify();
  return () => {
    const at = open.lastIndexOf(dialog);
    if (at === -1) return;
    open.splice(at, 1);
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The topmost open modal dialog, or null (always null while rendering on the server). */
export function useTopModal(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => open.at(-1) ?? null,
    () => null,
  );
}
