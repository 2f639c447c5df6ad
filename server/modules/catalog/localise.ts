/**
 * Chooses which language version of a row to serve. A missing zh-CN or zh-TW version is converted
 * on the fly from the other Chinese script; a missing English version falls back to the source
 * language. The caller is told which language it got.
 */
import type { Language } from "../../../contract/constants.ts";
import type { GroupTitles } from "../../db/schema.ts";
import { convertScript } from "../../lib/chinese/script.ts";

type Convertible = Record<string, unknown>;

function convertDeep<T>(value: T, from: "zh-CN" | "zh-TW", to: "zh-CN" | "zh-TW"): T {
  if (typeof value === "string") return convertScript(value, from, to) as T;
  if (Array.isArray(value)) return value.map((v) => convertDeep(v, from, to)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, /img/i.test(k) ? v : convertDeep(v, from, to)])) as T;
  }
  return value;
}

/** The stored versions that give `lang` a text of its own: itself, and for Chinese the other script, converted. */
export function sourcesOf(lang: Language): Language[] {
  if (lang === "en") return ["en"];
  return [lang, lang === "zh-CN" ? "zh-TW" : "zh-CN"];
}

export function pickVersion<V extends Convertible>(
  versions: ReadonlyMap<string, V>,
  requested: Language,
  source: string,
): { version: V; lan: Language } | undefined {
  for (const from of sourcesOf(requested)) {
    const found = versions.get(from);
    // Only the two Chinese scripts ever stand in for each other.
    if (found) return { version: from === requested ? found : convertDeep(found, from as "zh-CN" | "zh-TW", requested as "zh-CN" | "zh-TW"), lan: requested };
  }
  const fallbackLan = (versions.has(source) ? source : [...versions.keys()][0]) as Language | undefined;
  if (!fallbackLan) return undefined;
  return { version: versions.get(fallbackLan)!, lan: fallbackLan };
}

/**
 * A group's title in the reader's language. Rows written before titles existed have no zh-TW
 * title: pickVersion converts the zh-CN one on the fly.
 */
export function groupTitle(group: { title: string; titles: GroupTitles }, lan: Language): string {
  const versions = new Map(Object.entries({ ...group.titles, "zh-CN": group.title }).map(([l, title]) => [l, { title }]));
  return pickVersion(versions, lan, "zh-CN")!.version.title;
}
