/**
 * The language versions of a prompt as tabs (issue 19): which one the address asks for, which is
 * shown, and how it was made. Pure, so the route's `meta` and the page pick the same version.
 */
import type { PromptDetail, PromptVersionView } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { exactLanguage } from "../../../contract/language.ts";

/** The query parameter that keeps the tab in the address: `?v=en`, `?v=zh-TW`, `?v=zh-CN`. */
export const VERSION_PARAM = "v";

/** A language of ours, whatever the case it was typed in; anything else asks for nothing. */
export const parseVersionParam = exactLanguage;

/**
 * The version on screen: the one the address asks for when the prompt has it, else the one the
 * reply itself is in (the UI language's, as X-LAN picks it).
 */
export function shownVersion(prompt: PromptDetail, asked: Language | undefined): PromptVersionView | undefined {
  const versions = prompt.versions ?? [];
  return versions.find((v) => v.lan === asked) ?? versions.find((v) => v.lan === prompt.lan);
}

/** The prompt as the given version tells it: its title, description, text, tips, examples and variables. */
export function withVersion(prompt: PromptDetail, version: PromptVersionView | undefined): PromptDetail {
  if (!version) return prompt;
  const { lan, title, description, prompt: text, tips, demo, variables } = version;
  return { ...prompt, lan, title, description, prompt: text, tips, demo, variables };
}

export type VersionBadge = "machineTranslated" | "convertedFromSimplified" | "convertedFromTraditional";

/**
 * How a machine made a version: a Chinese script next to a person's text in the other script was
 * converted from it (OpenCC); anything else a machine made was translated.
 */
export function versionBadge(version: PromptVersionView, versions: readonly PromptVersionView[]): VersionBadge | null {
  if (!version.machine) return null;
  const human = (lan: Language) => versions.some((v) => v.lan === lan && !v.machine);
  if (version.lan === "zh-TW" && human("zh-CN")) return "convertedFromSimplified";
  if (version.lan === "zh-CN" && human("zh-TW")) return "convertedFromTraditional";
  return "machineTranslated";
}

/** Only the tab parameter differs: the page has everything it needs, no loader must run again. */
export function onlyVersionChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  if (current.searchParams.get(VERSION_PARAM) === next.searchParams.get(VERSION_PARAM)) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete(VERSION_PARAM);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}
