/** Browser side of i18n: each catalogue is its own lazy chunk, fetched only for the language in use. */
import type { i18n } from "i18next";
import type { Language } from "../../contract/constants.ts";
import { createI18n } from "./i18n.ts";

/** Namespaces of the public pages, loaded before hydration; back-office ones load with their route. */
export const PUBLIC_NAMESPACES = ["common", "catalog", "auth", "blog", "about"] as const;

const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export async function loadNamespaces(instance: i18n, lang: Language, namespaces: readonly string[]) {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (instance.hasResourceBundle(lang, ns)) return;
      const load = lazyCatalogues[`../locales/${lang}/${ns}.json`];
      if (!load) throw new Error(`Missing catalogue ${lang}/${ns}`);
      instance.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

export async function createBrowserI18n(lang: Language) {
  const instance = await createI18n(lang, PUBLIC_NAMESPACES, {});
  await loadNamespaces(instance, lang, PUBLIC_NAMESPACES);
  return instance;
}
