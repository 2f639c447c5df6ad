/**
 * The texts of <title> and <meta name="description">, for route loaders only (they run on the
 * server). They live in their own catalogue, "meta", which the browser never loads: `meta` renders
 * from loader data, so no page needs these strings client-side.
 */
import type { Language } from "../../contract/constants.ts";
import en from "../locales/en/meta.json" with { type: "json" };
import zhCN from "../locales/zh-CN/meta.json" with { type: "json" };
import zhTW from "../locales/zh-TW/meta.json" with { type: "json" };
import type { MessageKey } from "../locales/keys.ts";
import { createI18n, type Resources } from "./i18n.ts";

export type PageMeta = { title: string; description: string };

const resources: Resources = { "zh-CN": { meta: zhCN }, "zh-TW": { meta: zhTW }, en: { meta: en } };

/** `key` is "<feature>.<text>", e.g. "catalog.homeTitle". */
export function metaText(lang: Language, key: MessageKey<"meta">, vars: Record<string, string | number> = {}): string {
  return createI18n(lang, resources).getFixedT("meta")(key, vars);
}
