/**
 * Which language versions a write stores and removes. The person's text is stored as the source
 * version (machine = false); the other Chinese script follows at once through OpenCC; English is
 * left to the translation work (see onPromptWritten). A version a person wrote is never replaced
 * by a machine one.
 */
import type { DemoExample } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { convertScript, type ChineseLanguage } from "../../lib/chinese/script.ts";

export type VersionText = { title: string; prompt: string; description: string; tips: string; demo: DemoExample[] };
export type StoredVersion = VersionText & { lan: string; machine: boolean };
export type VersionPlan = { upsert: StoredVersion[]; remove: string[] };

const isChinese = (lan: string): lan is ChineseLanguage => lan === "zh-CN" || lan === "zh-TW";

export function convertVersion(text: VersionText, from: ChineseLanguage, to: ChineseLanguage): VersionText {
  const convert = (value: string) => convertScript(value, from, to);
  return {
    title: convert(text.title),
    prompt: convert(text.prompt),
    description: convert(text.description),
    tips: convert(text.tips),
    // Image addresses are not text: they pass through unchanged.
    demo: text.demo.map((d) => ({ ...d, input: convert(d.input), out: convert(d.out) })),
  };
}

/** Field by field: jsonb hands stored examples back with their keys reordered. */
function sameExample(a: VersionText["demo"][number], b: VersionText["demo"][number]) {
  const list = (v: string[] | undefined) => (v ?? []).join("\n");
  return a.input === b.input && a.out === b.out && list(a.inputImgs) === list(b.inputImgs) && list(a.outImgs) === list(b.outImgs);
}

const sameText = (a: VersionText, b: VersionText) =>
  a.title === b.title &&
  a.prompt === b.prompt &&
  a.description === b.description &&
  a.tips === b.tips &&
  a.demo.length === b.demo.length &&
  a.demo.every((example, i) => sameExample(example, b.demo[i]!));

/**
 * @param previousLan the source language before this write (null when creating). When it changes,
 *   the old source version goes: the person's text now lives in the new language.
 * @param ignoreTrans no machine versions at all; existing ones are removed so readers get the source.
 *
 * When the source text changes, machine versions this plan cannot regenerate (English, or both
 * scripts under an English source) are removed rather than left describing the old text: readers
 * get the fresh source until the translation work writes new ones.
 */
export function planVersions(
  existing: readonly StoredVersion[],
  source: { lan: Language; text: VersionText },
  previousLan: string | null,
  ignoreTrans: boolean,
): VersionPlan {
  const upsert: StoredVersion[] = [{ lan: source.lan, machine: false, ...source.text }];
  const removed = new Set<string>();
  const previous = existing.find((v) => v.lan === previousLan);
  const changed = !previous || previousLan !== source.lan || !sameText(previous, source.text);
  if (previousLan !== null && previousLan !== source.lan) removed.add(previousLan);
  const remaining = existing.filter((v) => v.lan !== source.lan && !removed.has(v.lan));

  if (ignoreTrans || changed) {
    for (const version of remaining) if (version.machine) removed.add(version.lan);
  }
  if (!ignoreTrans && isChinese(source.lan)) {
    const sibling: ChineseLanguage = source.lan === "zh-CN" ? "zh-TW" : "zh-CN";
    const current = remaining.find((v) => v.lan === sibling);
    if (!current || current.machine) {
      upsert.push({ lan: sibling, machine: true, ...convertVersion(source.text, source.lan, sibling) });
      removed.delete(sibling);
    }
  }
  return { upsert, remove: [...removed] };
}
