/**
 * A visitor's favourites and viewing history, kept in localStorage as prompt codes (decision 003).
 * Most recent first. The server snapshot is empty, so server HTML and hydration never differ.
 */
import { useSyncExternalStore } from "react";

export type MarkKind = "favourites" | "history";

const KEYS: Record<MarkKind, string> = { favourites: "pp.favourites", history: "pp.history" };
/** Enough for anyone's list, and about what the API's 2000-character `codes` parameter holds. */
export const MAX_LOCAL_MARKS = 80;
const EMPTY: readonly string[] = Object.freeze([]);

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export function createLocalMarks(getStorage: () => Storage | null) {
  const snapshots = new Map<MarkKind, readonly string[]>();
  const listeners = new Set<() => void>();

  function parse(raw: string | null): readonly string[] {
    if (!raw) return EMPTY;
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? value.filter((c): c is string => typeof c === "string" && c.length > 0) : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  function read(kind: MarkKind): readonly string[] {
    let snapshot = snapshots.get(kind);
    if (!snapshot) {
      try {
        snapshot = parse(getStorage()?.getItem(KEYS[kind]) ?? null);
      } catch {
        snapshot = EMPTY;
      }
      snapshots.set(kind, snapshot);
    }
    return snapshot;
  }

  function write(kind: MarkKind, codes: readonly string[]) {
    const next = codes.slice(0, MAX_LOCAL_MARKS);
    snapshots.set(kind, next.length ? next : EMPTY);
    try {
      if (next.length) getStorage()?.setItem(KEYS[kind], JSON.stringify(next));
      else getStorage()?.removeItem(KEYS[kind]);
    } catch {
      /* storage full or disabled: the list lives in memory for this page */
    }
    listeners.forEach((l) => l());
  }

  return {
    read,
    has: (kind: MarkKind, code: string) => read(kind).includes(code),
    add: (kind: MarkKind, code: string) => write(kind, [code, ...read(kind).filter((c) => c !== code)]),
    remove: (kind: MarkKind, code: string) =>
      write(
        kind,
        read(kind).filter((c) => c !== code),
      ),
    clear: (kind: MarkKind) => write(kind, EMPTY),
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && !Object.values(KEYS).includes(event.key)) return;
        snapshots.clear();
        listener();
      };
      if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export type LocalMarks = ReturnType<typeof createLocalMarks>;

export const localMarks: LocalMarks = createLocalMarks(() => (typeof window === "undefined" ? null : window.localStorage));

export function useLocalMarks(kind: MarkKind, store: LocalMarks = localMarks): readonly string[] {
  return useSyncExternalStore(
    store.subscribe,
    () => store.read(kind),
    () => EMPTY,
  );
}
