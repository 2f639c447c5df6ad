/**
 * The home list: the first page comes from the route's loader; "load more" fetches the next page
 * in the browser and appends it. New loader data (a filter, sort or search change) starts over;
 * coming back to a list (browser back) shows again the pages loaded there.
 */
import { useCallback, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useLocation } from "react-router";
import type { PromptItem, PromptPage } from "../../../contract/catalog.ts";
import { MARK_FAVOURITES } from "../../../contract/constants.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { getAuth } from "../../lib/auth-store.ts";
import { defaultClient, fetchPromptPage, type CatalogClient } from "./catalog-api.ts";
import { isPersonalMark, listQuery, toQueryString, type HomeFilters } from "./filters.ts";
import { listIdentity, recallPages, rememberPages } from "./loaded-pages.ts";
import { localMarks, type LocalMarks } from "./local-marks.ts";

type State = { source: PromptPage | null; items: PromptItem[]; page: number; hasMore: boolean; total: number };

const fromPage = (page: PromptPage | null): State => ({
  source: page,
  items: page?.list ?? [],
  page: page?.page ?? 1,
  hasMore: page?.hasMore ?? false,
  total: page?.total ?? 0,
});

const identity = (filters: HomeFilters, first: PromptPage) => listIdentity(toQueryString(listQuery(filters, 1)), first.list);

function restored(page: PromptPage | null, filters: HomeFilters, locationKey: string): State {
  const loaded = page && recallPages(locationKey, identity(filters, page));
  return loaded ? { source: page, items: loaded.items, page: loaded.page, hasMore: loaded.hasMore, total: loaded.total } : fromPage(page);
}

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
  const locationKey = useLocation().key;
  const [state, setState] = useState<State>(() => restored(first, filters, locationKey));
  const [loading, setLoading] = useState(false);
  if (state.source !== first) setState(fromPage(first));

  const loadMore = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    try {
      const next = await loadPage(filters, state.page + 1, client, store);
      setState((s) => {
        if (s.source !== first || !first) return s;
        const seen = new Set(s.items.map((i) => i.code));
        const loaded = { items: [...s.items, ...next.list.filter((i) => !seen.has(i.code))], page: next.page, hasMore: next.hasMore, total: next.total };
        rememberPages(locationKey, identity(filters, first), loaded);
        return { ...s, ...loaded };
      });
    } catch {
      toast.error(t("list.loadMoreError"), { id: "load-more-error" });
    } finally {
      setLoading(false);
    }
  }, [client, filters, first, loading, locationKey, state.page, store, t]);

  return { items: state.items, total: state.total, hasMore: state.hasMore, loading, loadMore };
}
