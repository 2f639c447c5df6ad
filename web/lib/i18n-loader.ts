/**
 * Browser side of i18n: each catalogue is its own lazy chunk, fetched only for the language in use
 * and only when a page needs it. Before hydrating, the entry loads the namespaces the server
 * rendered with (see route-namespaces.ts); any other one loads when a component first asks for it.
 */
import type { Language } from "../../contract/constants.ts";
import { createI18n, type Catalogue, type CatalogueLoader, type I18n } from "./i18n.ts";

// "meta" is read by route loaders on the server only (meta-text.ts).
const lazyCatalogues = import.meta.glob<{ default: Catalogue }>(["../locales/*/*.json", "!../locales/*/meta.json"]);

export const fetchCatalogue: CatalogueLoader = async (lang, namespace) => {
  const load = lazyCatalogues[`../locales/${lang}/${namespace}.json`];
  if (!load) throw new Error(`Missing catalogue ${lang}/${namespace}`);
  return (await load()).default;
};

export async function loadNamespaces(instance: I18n, lang: Language, namespaces: readonly string[]) {
  await Promise.all(namespaces.map((namespace) => instance.load(lang, namespace)));
}

export async function createBrowserI18n(lang: Language, namespaces: readonly string[]) {
  const instance = createI18n(lang, {}, fetchCatalogue);
  await loadNamespaces(instance, lang, namespaces);
  return instance;
}
