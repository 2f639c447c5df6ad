import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { DEFAULT_LANGUAGE } from "../../../contract/constants.ts";
import { normaliseLanguage } from "../../../contract/language.ts";
import { loadNamespaces } from "../../lib/i18n-loader.ts";

export type NamespaceState = "loading" | "ready" | "failed";

/**
 * The console's strings are their own catalogue (a visitor never downloads them); it is fetched
 * when the console mounts, and again for a new language (the switcher also loads namespaces in use).
 */
export function useConsoleNamespace(): NamespaceState {
  const { i18n } = useTranslation();
  const lang = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const ready = i18n.hasResourceBundle(lang, "console");
  const [, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (i18n.hasResourceBundle(lang, "console")) return;
    let live = true;
    loadNamespaces(i18n, lang, ["console"]).then(
      () => live && setLoaded(lang),
      () => live && setFailed(lang),
    );
    return () => {
      live = false;
    };
  }, [i18n, lang]);

  if (ready) return "ready";
  return failed === lang ? "failed" : "loading";
}
