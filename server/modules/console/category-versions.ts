/**
 * Which name and intro a category keeps in each language after a write. A person's version is
 * never overwritten by a machine; a Chinese script without a person's version is converted from
 * the other script's person's version (OpenCC), so it follows every edit of its source.
 */
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { convertScript, type ChineseLanguage } from "../../lib/chinese/script.ts";

export type StoredVersion = { name: string; intro: string; machine: boolean };
/** An empty name removes that language's version. */
export type SubmittedVersion = { name: string; intro: string };

const CHINESE_PAIRS: Array<[ChineseLanguage, ChineseLanguage]> = [
  ["zh-CN", "zh-TW"],
  ["zh-TW", "zh-CN"],
];

export function planVersions(
  current: ReadonlyMap<Language, StoredVersion>,
  submitted: Partial<Record<Language, SubmittedVersion>>,
): Map<Language, StoredVersion> {
  const next = new Map<Language, StoredVersion>();
  for (const lan of LANGUAGES) {
    const existing = current.get(lan);
    const given = submitted[lan];
    if (!given) {
      if (existing) next.set(lan, existing);
    } else if (given.name === "") {
      // Removed; a Chinese script may get a machine version back below.
    } else if (existing?.machine && existing.name === given.name && existing.intro === given.intro) {
      // A form sent back what it loaded: still the machine's text, still free to follow its source.
      next.set(lan, existing);
    } else {
      next.set(lan, { name: given.name, intro: given.intro, machine: false });
    }
  }
  for (const [lan, other] of CHINESE_PAIRS) {
    const source = next.get(other);
    if (next.get(lan)?.machine === false || !source || source.machine) continue;
    next.set(lan, { name: convertScript(source.name, other, lan), intro: convertScript(source.intro, other, lan), machine: true });
  }
  return next;
}
