import { useCallback } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { loadNamespaces } from "../lib/i18n-loader.ts";

/**
 * Event handlers for a link that fetch its page's catalogues when the reader points at it, focuses
 * it or touches it. Otherwise a page of another section asks for its catalogue only once its code
 * and data are in and it renders: one more round trip, long on a slow phone.
 */
export function useCataloguePrefetch() {
  const { i18n } = useTranslation();
  return useCallback(
    (catalogues: readonly string[]) => {
      const prefetch = () => void loadNamespaces(i18n, i18n.language, catalogues).catch(() => undefined);
      return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
    },
    [i18n],
  );
}
