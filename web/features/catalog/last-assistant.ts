/**
 * The assistant a reader last opened a prompt in, kept in this browser only (localStorage): it
 * becomes the main "open in" button. The server snapshot is null, so the server's HTML and the
 * hydration pass show the language's first assistant and never differ.
 */
import { useSyncExternalStore } from "react";

const KEY = "pp.openIn";
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberAssistant(id: string): void {
  try {
    window.localStorage.setItem(KEY, id);
  } catch {
    /* storage full or disabled: the choice lasts as long as this page */
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useLastAssistant(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
