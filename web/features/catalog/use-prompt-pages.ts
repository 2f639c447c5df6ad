/**
 * The home list: the first page comes from the route's loader; "load more" fetches the next page
 * in the browser and appends it. New loader data (a filter, sort or search change) starts over.
 */
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PromptItem, PromptPage } from "../../../contract/catalog.ts";
import { MARK_FAVOURITES } from "../../../contract/constants.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { getAuth } from "../../lib/auth-store.ts";
import { defaultClient, fetchPromptPage, type CatalogClient } from "./catalog-api.ts";
import { isPersonalMark, listQuery, type HomeFilters } from "./filters.ts";
import { localMarks, type LocalMarks } from "./local-marks.ts";

type State = { source: PromptPage | null; items: PromptItem[]; page: number; hasMore: boolean; total: number };

const fromPage = (page: PromptPage | null): State => ({
  source: page,
  items: page?.list ?? [],
  page: page?.page ?? 1,
  hasMore: page?.hasMore ?? false,
  total: page?.total ?? 0,
});

/** One page of the list as the browser asks for it: signed in with the token, a visitor's marks with their codes. */
export async function loadPage(filters: HomeFilters, page: number, client: CatalogClient = defaultClient, store: LocalMarks = localMarks): Promise<PromptPage> {
  const signedIn = getAuth().isLoggedIn;
  const personal = isPersonalMark(filters.mark);
  if (personal && !signedIn) {
    const codes = store.read(filters.mark === MARK_FAVOURITES ? "favourites" : "history");
    if (codes.length === 0) return { list: [], total: 0, page, size: 12, hasMore: false };
    return fetchPromptPage(client, listQuery(filters, page, codes), true);
  }
  return fetchPromptPage(client, listQuery(filters, page), signedIn || personal);
}

export function usePromptPages(first: PromptPage | null, filters: HomeFilters, client: CatalogClient = defaultClient, store: LocalMarks = localMarks) {
  const { t } = useTranslation("catalog");
  const [state, setState] = useState<State>(() => fromPage(first));
  const [loading, setLoading] = useState(false);
  if (state.source !== first) setState(fromPage(first));

  const loadMore = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    try {
      const next = await loadPage(filters, state.page + 1, client, store);
      setState((s) => {
        if (s.source !== first) return s;
        const seen = new Set(s.items.map((i) => i.code));
        return { ...s, items: [...s.items, ...next.list.filter((i) => !seen.has(i.code))], page: next.page, hasMore: next.hasMore, total: next.total };
      });
    } catch {
      toast.error(t("list.loadMoreError"), { id: "load-more-error" });
    } finally {
      setLoading(false);
    }
  }, [client, filters, first, loading, state.page, store, t]);

  return { items: state.items, total: state.total, hasMore: state.hasMore, loading, loadMore };
}
