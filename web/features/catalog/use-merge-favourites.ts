/**
 * Decision 003: a visitor's favourites live in the browser until sign-in. Once the reader is
 * signed in, the codes go to POST /api/user/mergeFavourites and are cleared here on success
 * (kept for the next try on failure). Safe to mount on several pages at once.
 */
import { useEffect, useRef } from "react";
import { useAuth } from "../../lib/auth-store.ts";
import { defaultClient, mergeFavourites, type CatalogClient } from "./catalog-api.ts";
import { localMarks, type LocalMarks } from "./local-marks.ts";

let inFlight: Promise<boolean> | null = null;

/** Merges once for all callers at the same time; true when something was handed over. */
export function mergeLocalFavourites(client: CatalogClient = defaultClient, store: LocalMarks = localMarks): Promise<boolean> {
  const codes = [...store.read("favourites")];
  if (codes.length === 0) return Promise.resolve(false);
  inFlight ??= mergeFavourites(client, codes)
    .then(() => {
      // Only what was sent: a favourite added meanwhile waits for the next merge.
      codes.forEach((code) => store.remove("favourites", code));
      client.clearCache();
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function useMergeFavourites(onMerged?: () => void, client: CatalogClient = defaultClient, store: LocalMarks = localMarks) {
  const { isLoggedIn, userId } = useAuth();
  const callback = useRef(onMerged);
  useEffect(() => {
    callback.current = onMerged;
  });
  useEffect(() => {
    if (!isLoggedIn) return;
    let live = true;
    void mergeLocalFavourites(client, store).then((merged) => {
      if (merged && live) callback.current?.();
    });
    return () => {
      live = false;
    };
  }, [client, isLoggedIn, store, userId]);
}
