/**
 * The list of one's own prompts: the title search and category filter reload it 300 ms after the
 * last change, the search button and Enter at once; a reply that arrives after a
 * newer request started is dropped. The total of the sidebar is the unfiltered list's total.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { defaultClient, myPromptsApi, type ListFilter, type MyPromptsClient } from "./my-prompts-api.ts";
import { isSessionEnd } from "./toasts.ts";
import { NAMESPACE } from "./namespace.ts";

export const FILTER_DELAY_MS = 300;
export const NO_FILTER: ListFilter = { title: "", categoryCode: "" };

export type ListState = {
  items: ManagedPrompt[];
  page: number;
  total: number;
  hasMore: boolean;
  status: "loading" | "ready" | "failed";
  /** The filter the items answer to (the box may already hold a newer one). */
  shown: ListFilter;
};

const isFiltered = (f: ListFilter) => f.title.trim() !== "" || f.categoryCode !== "";

export function usePromptList(client: MyPromptsClient = defaultClient) {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const [state, setState] = useState<ListState>({ items: [], page: 1, total: 0, hasMore: false, status: "loading", shown: NO_FILTER });
  const [allTotal, setAllTotal] = useState<number | null>(null);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = useRef<ListFilter>(NO_FILTER);

  /** Fetches and shows one page; the caller says "loading" first (the first load starts in that state). */
  const fetchPage = useCallback(
    (next: ListFilter, page: number) => {
      const mine = ++sequence.current;
      return myPromptsApi.list(client, next, page).then(
        (reply) => {
          if (mine !== sequence.current) return;
          shown.current = next;
          setState((s) => ({
            items: page === 1 ? reply.list : [...s.items, ...reply.list],
            page,
            total: reply.total,
            hasMore: reply.hasMore,
            status: "ready",
            shown: next,
          }));
          if (!isFiltered(next)) setAllTotal(reply.total);
        },
        (error: unknown) => {
          if (mine !== sequence.current) return;
          setState((s) => ({ ...s, status: "failed" }));
          if (!isSessionEnd(error)) toast.warning(t("admin.prompts.loadError"), { id: "my-prompts-load" });
        },
      );
    },
    [client, t],
  );

  const load = useCallback(
    (next: ListFilter, page = 1) => {
      setState((s) => ({ ...s, status: "loading" }));
      return fetchPage(next, page);
    },
    [fetchPage],
  );

  // On mount, and in a new language (t changes with it): category names come from the server.
  useEffect(() => {
    void fetchPage(shown.current, 1);
    return () => clearTimeout(timer.current);
  }, [fetchPage]);

  const change = useCallback(
    (next: ListFilter) => {
      setFilter(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void load(next), FILTER_DELAY_MS);
    },
    [load],
  );

  const searchNow = useCallback(() => {
    clearTimeout(timer.current);
    void load(filter);
  }, [filter, load]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFilter(NO_FILTER);
    void load(NO_FILTER);
  }, [load]);

  /** After a write: the list as it is filtered now, and the sidebar's total if that list is filtered. */
  const refresh = useCallback(async () => {
    clearTimeout(timer.current);
    const current = shown.current;
    await load(current);
    if (isFiltered(current)) {
      const all = await myPromptsApi.list(client, NO_FILTER, 1).catch(() => null);
      if (all) setAllTotal(all.total);
    }
  }, [client, load]);

  const loadMore = useCallback(() => load(shown.current, state.page + 1), [load, state.page]);

  return { filter, change, searchNow, clear, refresh, loadMore, state, allTotal, filtered: isFiltered(state.shown) };
}
