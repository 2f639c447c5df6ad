/**
 * For route loaders only (they run on the server): reading the API in-process, and the fixed
 * texts of <title> and <meta name="description">, looked up in the catalog catalogues here
 * so that `meta` needs no i18n and the catalogues never enter a route's client chunk.
 */
import type { AppLoadContext } from "react-router";
import type { Language } from "../../../contract/constants.ts";
import en from "../../locales/en/catalog.json" with { type: "json" };
import zhCN from "../../locales/zh-CN/catalog.json" with { type: "json" };
import zhTW from "../../locales/zh-TW/catalog.json" with { type: "json" };

const catalogues: Record<Language, unknown> = { "zh-CN": zhCN, "zh-TW": zhTW, en };

/** `{{name}}` interpolation as i18next does it, for the few texts meta needs. */
export function catalogText(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalogues[lang]);
  if (typeof value !== "string") return key;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

export type PageMeta = { title: string; description: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: number | null };

/** Never throws: a failed call is a result the page shows (fallback content and a toast). */
export async function readApi<T>(context: AppLoadContext, path: string): Promise<ApiResult<T>> {
  try {
    const reply = await context.api<T>(path);
    return reply.code === 0 ? { ok: true, data: reply.data } : { ok: false, code: reply.code };
  } catch {
    return { ok: false, code: null };
  }
}

export const NOT_FOUND_CODE = 40400;
