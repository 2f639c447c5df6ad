/**
 * Back-office pages only (its own file keeps it out of the public pages' first load, see
 * decision 019).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "./i18n-react.tsx";

export type CatalogueState = "loading" | "ready" | "failed";

/**
 * For pages that hold their place with a spinner and offer a retry (the back office) instead of
 * suspending: whether `namespace` is in for the current language, fetching it when it is not.
 */
export function useCatalogue(namespace: string): CatalogueState {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setArrived] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    i18n.load(lang, namespace)?.then(
      () => live && setArrived(lang),
      () => live && setFailed(lang),
    );
    return () => {
      live = false;
    };
  }, [i18n, lang, namespace]);

  if (i18n.hasResourceBundle(lang, namespace)) return "ready";
  return failed === lang ? "failed" : "loading";
}
