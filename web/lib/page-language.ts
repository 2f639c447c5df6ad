import { DEFAULT_LANGUAGE, type Language } from "../../contract/constants.ts";
import { normaliseLanguage } from "../../contract/language.ts";

/** The language the page is shown in (its `<html lang>`); the default language outside a browser. */
export function pageLanguage(): Language {
  if (typeof document === "undefined") return DEFAULT_LANGUAGE;
  return normaliseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}
