/**
 * i18next setup. Catalogues live in locales/<language>/<namespace>.json. The server holds them all
 * and makes one instance per request, so concurrent renders in different languages never mix; the
 * browser loads only the current language (see i18n-loader.ts).
 */
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "../../contract/constants.ts";

export async function createI18n(lang: Language, namespaces: readonly string[], resources: Resource) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...namespaces],
    defaultNS: "common",
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
