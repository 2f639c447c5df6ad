import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { DEFAULT_LANGUAGE } from "../../../contract/constants.ts";
import { normaliseLanguage } from "../../../contract/language.ts";
import { loadNamespaces } from "../../lib/i18n-loader.ts";

export const NAMESPACE = "my-prompts";

/**
 * The page's strings are their own catalogue (visitors never download them): fetched when the
 * page mounts, and again for a new language. True once the current language's catalogue is in.
 */
export function useMyPromptsNamespace(): boolean {
  const { i18n } = useTranslation();
  const lang = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadNamespaces(i18n, lang, [NAMESPACE]).then(
      () => live && setLoaded(lang),
      // A failed chunk (offline, a new deploy) leaves the spinner; a reload fetches it again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [i18n, lang]);

  return loaded === lang || i18n.hasResourceBundle(lang, NAMESPACE);
}
