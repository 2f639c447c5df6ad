/**
 * Switching the UI language in the browser. The choice is kept twice: localStorage `language`
 * (spec section 3) and a `lang` cookie, which is what the server reads to render pages and data in
 * that language (see contract/language.ts pageLanguage).
 */
import type { I18n } from "./i18n.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "./i18n-react.tsx";
import { useRevalidator } from "react-router";
import { LANGUAGES, type Language } from "../../contract/constants.ts";
import { normaliseLanguage } from "../../contract/language.ts";
import { loadNamespaces } from "./i18n-loader.ts";

export const LANGUAGE_STORAGE_KEY = "language";
export const LANGUAGE_COOKIE = "lang";
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function readStoredLanguage(): Language | undefined {
  try {
    return normaliseLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function readCookieLanguage(): Language | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return normaliseLanguage(value ? decodeURIComponent(value) : undefined);
}

/** Remembers the choice for this browser (localStorage) and for the server (cookie). */
export function persistLanguage(lang: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage disabled: the cookie still carries the choice */
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Loads the language's catalogues first, so the switch never shows raw keys, then flips the UI. */
export async function applyLanguage(instance: I18n, lang: Language) {
  persistLanguage(lang);
  // Every namespace in use now is needed in the new language too.
  await loadNamespaces(instance, lang, instance.namespacesInUse());
  instance.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export interface LanguageSwitch {
  language: Language;
  languages: readonly Language[];
  /** True while catalogues load and route data comes back in the new language. */
  switching: boolean;
  switchLanguage(lang: Language): Promise<void>;
}

/** The language switcher's logic: apply the language, then reload route data from the server in it. */
export function useLanguageSwitch(): LanguageSwitch {
  const { i18n: instance } = useTranslation();
  const revalidator = useRevalidator();
  const [switching, setSwitching] = useState(false);
  const language = instance.language;

  const switchLanguage = useCallback(
    async (lang: Language) => {
      if (lang === instance.language) return persistLanguage(lang);
      setSwitching(true);
      try {
        await applyLanguage(instance, lang);
        await revalidator.revalidate();
      } finally {
        setSwitching(false);
      }
    },
    [instance, revalidator],
  );

  return { language, languages: LANGUAGES, switching, switchLanguage };
}

/**
 * First visit of this browser with no cookie yet (e.g. the cookie expired or was cleared), but a
 * language chosen earlier in localStorage: the server rendered from Accept-Language, so apply the
 * stored choice. Mounted once, by the app shell.
 */
export function useStoredLanguage() {
  const { switchLanguage, language } = useLanguageSwitch();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (readCookieLanguage()) return;
    const stored = readStoredLanguage();
    if (!stored) return;
    if (stored !== language) void switchLanguage(stored);
    else persistLanguage(stored);
  }, [language, switchLanguage]);
}
