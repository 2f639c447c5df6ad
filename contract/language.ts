import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./constants.ts";

/** Maps any language tag to one of ours: zh-TW/zh-HK/zh-Hant → zh-TW, other zh → zh-CN, else en. */
export function normaliseLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (lower.startsWith("zh")) {
    return /^(zh-(tw|hk|mo|hant))/.test(lower) ? "zh-TW" : "zh-CN";
  }
  return "en";
}

/** One of our language tags exactly, whatever its case (`en`, `zh-tw`); anything else is none. */
export function exactLanguage(value: string | null | undefined): Language | undefined {
  const lower = value?.trim().toLowerCase();
  return LANGUAGES.find((lan) => lan.toLowerCase() === lower);
}

/** The API's language: X-LAN, default zh-CN. */
export function apiLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return normaliseLanguage(value) ?? DEFAULT_LANGUAGE;
}

/** A page's language: the lang cookie, else the first Accept-Language entry, else zh-CN. */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  const fromCookie = normaliseLanguage(cookie ? decodeURIComponent(cookie) : undefined);
  if (fromCookie) return fromCookie;
  const first = acceptLanguage
    ?.split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.split("=")[1] ?? 1);
      return { tag: tag ?? "", q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== "*")
    .sort((a, b) => b.q - a.q)[0]?.tag;
  return normaliseLanguage(first) ?? DEFAULT_LANGUAGE;
}
