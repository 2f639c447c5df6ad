/**
 * Copy, favourite and share. Favourite flips at once, then sends action 3
 * or 4 and flips back with an error toast when the call fails; counters move only on success.
 */
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { COUNT_ACTION, DEFAULT_LANGUAGE, type Language } from "../../../contract/constants.ts";
import { exactLanguage } from "../../../contract/language.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { getAuth, useAuth } from "../../lib/auth-store.ts";
import { defaultClient, updateCount, type CatalogClient } from "./catalog-api.ts";
import { copyText } from "./clipboard.ts";
import { localMarks, useLocalMarks, type LocalMarks } from "./local-marks.ts";

export type Favourite = { marked: boolean; toggle: () => Promise<void>; pending: boolean; countDelta: number };

/**
 * A signed-in reader's favourite is the server's `marked`; a visitor's lives in the browser
 * (decision 003), where it changes at once and is merged into the account at sign-in.
 */
export function useFavourite(code: string, serverMarked: boolean, client: CatalogClient = defaultClient, store: LocalMarks = localMarks): Favourite {
  const { t } = useTranslation("catalog");
  const auth = useAuth();
  const local = useLocalMarks("favourites", store);
  const [override, setOverride] = useState<boolean | null>(null);
  const [countDelta, setCountDelta] = useState(0);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const marked = override ?? (auth.isLoggedIn ? serverMarked : local.includes(code));

  const toggle = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const next = !marked;
    const visitor = !getAuth().isLoggedIn;
    setOverride(next);
    if (visitor) {
      if (next) store.add("favourites", code);
      else store.remove("favourites", code);
    }
    try {
      await updateCount(client, code, next ? COUNT_ACTION.favourite : COUNT_ACTION.unfavourite);
      setCountDelta((d) => d + (next ? 1 : -1));
      // Lists read earlier carry the old `marked`; the next read must come from the server.
      client.clearCache();
      toast.success(t(next ? "actions.favouriteAdded" : "actions.favouriteRemoved"), { duration: 2000 });
    } catch {
      setOverride(!next);
      if (visitor) {
        if (next) store.remove("favourites", code);
        else store.add("favourites", code);
      }
      toast.error(t("actions.favouriteError"));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [client, code, marked, store, t]);

  return { marked, toggle, pending, countDelta };
}

/**
 * Copies the prompt text (or the given text: the filled-in prompt) and counts the copy (action 1);
 * the count is best effort.
 */
export function useCopyPrompt(code: string, text: string, client: CatalogClient = defaultClient) {
  const { t } = useTranslation("catalog");
  const [copies, setCopies] = useState(0);
  const copy = useCallback(
    async (copied: string = text) => {
      try {
        await copyText(copied);
      } catch {
        toast.error(t("actions.copyError"));
        return;
      }
      toast.success(t("actions.copySuccess"), { duration: 2000 });
      try {
        await updateCount(client, code, COUNT_ACTION.copy);
        setCopies((n) => n + 1);
      } catch {
        /* the reader has the text; a lost counter tick is not worth a toast */
      }
    },
    [client, code, t, text],
  );
  return { copy, copies };
}

/** The prompt's page in the reader's language (decision 023): what a share, a copied link and the poster's QR code open. */
export function detailUrl(code: string, lang: Language): string {
  return new URL(localisedPath(`/detail/${encodeURIComponent(code)}`, lang), window.location.origin).href;
}

// DOMException is not an Error subclass everywhere, so the name decides.
const isAbort = (error: unknown) => typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";

export type ShareActions = {
  /** The page shared, in the reader's language. */
  address: string;
  /** Native share where there is one, else the link goes to the clipboard; a cancelled share is silent. */
  share: () => Promise<void>;
  copyLink: () => Promise<void>;
  /** A share by another road (Weibo, X, the poster): counted as action 2. */
  countShare: () => Promise<void>;
  shares: number;
};

export function useSharePrompt(code: string, title: string, text: string, client: CatalogClient = defaultClient): ShareActions {
  const { t, i18n } = useTranslation("catalog");
  const [shares, setShares] = useState(0);
  const lang = exactLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const address = typeof window === "undefined" ? "" : detailUrl(code, lang);
  const countShare = useCallback(async () => {
    try {
      await updateCount(client, code, COUNT_ACTION.share);
      setShares((n) => n + 1);
    } catch {
      /* best effort, as for copies */
    }
  }, [client, code]);
  const copyLink = useCallback(async () => {
    try {
      await copyText(detailUrl(code, lang));
    } catch {
      toast.error(t("actions.linkCopyError"));
      return;
    }
    toast.success(t("actions.linkCopied"), { duration: 2000 });
    await countShare();
  }, [code, countShare, lang, t]);
  const share = useCallback(async () => {
    if (typeof navigator.share !== "function") return copyLink();
    try {
      await navigator.share({ title, text, url: detailUrl(code, lang) });
    } catch (error) {
      if (!isAbort(error)) toast.error(t("actions.shareError"));
      return;
    }
    await countShare();
  }, [code, copyLink, countShare, lang, t, text, title]);
  return { address, share, copyLink, countShare, shares };
}
