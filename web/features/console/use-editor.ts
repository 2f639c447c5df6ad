import { useCallback, useState } from "react";

export interface Editor<T> {
  isOpen: boolean;
  item: T | undefined;
  key: number;
  open(item?: T): void;
  close(): void;
}

/**
 * Which form is open: none, a new item, or an item being edited. Each opening gets a fresh key,
 * so the form remounts with the right values (and leaves edit mode when closed). `initial` opens
 * it on an item from the start (the agent entry's draft).
 */
export function useEditor<T>(initial?: T): Editor<T> {
  const [state, setState] = useState<{ item: T | undefined; key: number } | null>(() => (initial === undefined ? null : { item: initial, key: 1 }));
  const open = useCallback((item?: T) => setState((s) => ({ item, key: (s?.key ?? 0) + 1 })), []);
  const close = useCallback(() => setState(null), []);
  return { isOpen: state !== null, item: state?.item, key: state?.key ?? 0, open, close };
}
