/** React's side of the translator: a provider per app (or per request on the server) and a hook. */
import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { Namespace } from "../locales/keys.ts";
import type { I18n, TFunction } from "./i18n.ts";

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` for one namespace (default "common"); a new `t` after each language change re-renders its
 * users. A namespace not loaded yet suspends the component until its catalogue arrives: on a
 * client-side navigation (a transition) the previous page stays on screen meanwhile.
 */
export function useTranslation<N extends Namespace = "common">(namespace?: N): { t: TFunction<N>; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside I18nProvider");
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const loading = namespace === undefined ? undefined : i18n.suspenseFor(i18n.language, namespace);
  if (loading) use(loading);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the translator's state
  const t = useMemo(() => i18n.getFixedT(namespace), [i18n, namespace, version]);
  return { t, i18n };
}
