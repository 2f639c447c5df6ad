/**
 * Switching the UI language in the browser. A public page's language is its address
 * (contract/language-paths.ts); the choice is also kept twice: localStorage
 * `language` and a `lang` cookie, which the server reads for the pages without a
 * language in their address (sign-in, profile, consoles).
 */
import type { I18n } from "./i18n.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "./i18n-react.tsx";
// eslint-disable-next-line no-restricted-imports -- the switch names its target language itself
import { useLocation, useNavigate } from "react-router";
import { LANGUAGES, type Language } from "../../contract/constants.ts";
import { normaliseLanguage } from "../../contract/language.ts";
import { isPublicPage, localisedPath, splitLanguagePrefix } from "../../contract/language-paths.ts";
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
export async function applyLanguage(instance: I18n, lang: Language, { remember = true } = {}) {
  if (remember) persistLanguage(lang);
  // Every namespace in use now is needed in the new language too.
  await loadNamespaces(instance, lang, instance.namespacesInUse());
  instance.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export interface LanguageSwitch {
  language: Language;
  languages: readonly Language[];
  /** True while the other language's catalogues and page load. */
  switching: boolean;
  switchLanguage(lang: Language): Promise<void>;
}

/** The address of the page being shown, in `lang` (same page, same filters). */
export function samePageIn(location: { pathname: string; search: string; hash: string }, lang: Language): string {
  return localisedPath(`${splitLanguagePrefix(location.pathname).path}${location.search}${location.hash}`, lang);
}

/**
 * The language switcher's logic: store the choice and load the catalogues, then go to the same
 * page's address in that language (issue #20), whose data the server reads in it.
 */
export function useLanguageSwitch(): LanguageSwitch {
  const { i18n: instance } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);
  const language = instance.language;

  const switchLanguage = useCallback(
    async (lang: Language) => {
      if (lang === instance.language) return persistLanguage(lang);
      setSwitching(true);
      try {
        await applyLanguage(instance, lang);
        await navigate(samePageIn(location, lang), { preventScrollReset: true });
      } finally {
        setSwitching(false);
      }
    },
    [instance, navigate, location],
  );

  return { language, languages: LANGUAGES, switching, switchLanguage };
}

/**
 * Keeps the interface in the language of the page shown: the address decides it (a back button
 * across languages, a link from elsewhere), so the catalogues follow the root loader's language.
 * Mounted once, by the app shell.
 */
export function useLanguageOfPage(pageLanguage: Language) {
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    if (pageLanguage !== instance.language) void applyLanguage(instance, pageLanguage, { remember: false });
  }, [instance, pageLanguage]);
}

/** A language this reader chose before (or, without a choice, the browser's) when it is not the page's. */
export function preferredOtherLanguage(pageLanguage: Language): Language | undefined {
  const preferred = readStoredLanguage() ?? readCookieLanguage() ?? normaliseLanguage(navigator.languages?.[0] ?? navigator.language);
  return preferred && preferred !== pageLanguage ? preferred : undefined;
}

/**
 * A page whose address names no language (sign-in, profile, consoles) was rendered from the lang
 * cookie or Accept-Language. With no cookie (cleared or expired) but a choice in localStorage,
 * apply that choice: it moves to the page's address in that language. Mounted once, by the app shell.
 */
export function useStoredLanguage() {
  const { switchLanguage, language } = useLanguageSwitch();
  const location = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const { lang, path } = splitLanguagePrefix(location.pathname);
    if (lang || isPublicPage(path) || readCookieLanguage()) return;
    const stored = readStoredLanguage();
    if (!stored) return;
    if (stored !== language) void switchLanguage(stored);
    else persistLanguage(stored);
  }, [language, switchLanguage, location.pathname]);
}
