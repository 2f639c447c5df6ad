/**
 * One address per language (issue #20). Simplified Chinese lives at the unprefixed paths (`/`,
 * `/detail/{code}`, …), Traditional Chinese under `/zh-TW/…`, English under `/en/…`. A public page's
 * language comes from its address alone, so crawlers (no cookie, no Accept-Language) reach all
 * three; the other pages (sign-in, profile, consoles) keep following the stored choice when
 * opened without a prefix. docs/decisions/023-language-addresses.md.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./constants.ts";
import { pageLanguage } from "./language.ts";

export const PATH_PREFIX: Record<Language, string> = { "zh-CN": "", "zh-TW": "/zh-TW", en: "/en" };

const PREFIXED = LANGUAGES.filter((lan) => PATH_PREFIX[lan] !== "");

/** The language named by a path's first segment, and the path without it ("/" at least). */
export function splitLanguagePrefix(pathname: string): { lang: Language | undefined; path: string } {
  for (const lang of PREFIXED) {
    const prefix = PATH_PREFIX[lang];
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: undefined, path: pathname };
}

/** The pages everyone may read and search engines index, in every language (paths without a prefix). */
export function isPublicPage(path: string): boolean {
  return path === "/" || path === "/category" || path === "/about" || path === "/open-data" || path === "/blog" || /^\/(detail|blog)\/[^/]+$/.test(path);
}

/** A site path (with any query and hash; a language prefix of its own is replaced) as `lang`'s address. */
export function localisedPath(sitePath: string, lang: Language): string {
  const [pathname = "/", ...tail] = sitePath.split(/(?=[?#])/);
  const path = splitLanguagePrefix(pathname).path + tail.join("");
  const prefix = PATH_PREFIX[lang];
  if (!prefix) return path;
  if (path === "/") return `${prefix}/`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}/${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** A React Router data request's page path (trailing-slash aware): `/en/_.data` → `/en/`, `/en/detail/x.data` → `/en/detail/x`. */
function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export type PageLanguage = {
  lang: Language;
  /** The request headers besides the address that chose it (for Vary); none when the address did. */
  varyOn: readonly string[];
};

/**
 * A page's language: the address's prefix; Simplified Chinese for a public page without one; else
 * the stored choice (lang cookie) or Accept-Language, as pages did before issue #20.
 */
export function pageLanguageOf(pathname: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const { lang, path } = splitLanguagePrefix(pagePathOf(pathname));
  if (lang) return { lang, varyOn: [] };
  if (isPublicPage(path)) return { lang: DEFAULT_LANGUAGE, varyOn: [] };
  return { lang: pageLanguage(cookieHeader, acceptLanguage), varyOn: ["cookie", "accept-language"] };
}
