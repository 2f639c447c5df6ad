import { useCallback, useState } from "react";
import { useLocation } from "react-router";

type Next = boolean | ((open: boolean) => boolean);

/**
 * Open/closed state that closes by itself on navigation: it remembers the path it was opened on,
 * so "open" is derived rather than reset by an effect after every route change.
 */
export function useRouteScopedToggle(): [boolean, (next: Next) => void] {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const setOpen = useCallback(
    (next: Next) =>
      setOpenedAt((previous) => {
        const value = typeof next === "function" ? next(previous === pathname) : next;
        return value ? pathname : null;
      }),
    [pathname],
  );
  return [openedAt === pathname, setOpen];
}
