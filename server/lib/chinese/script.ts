/**
 * Chinese script conversion (Simplified ↔ Traditional) with OpenCC, plus the
 * character-level fold to Simplified used by search.
 *
 * Display conversion uses OpenCC's phrase-aware converters (软件 ↔ 軟體). Search folding deliberately
 * does not: phrase segmentation makes a character's output depend on its neighbours (乾 → 干 alone,
 * but 乾隆 stays 乾隆), so a query that is a substring of a document could fold to something that is
 * no longer a substring of the folded document. A fixed per-character map keeps that property.
 */
import * as OpenCC from "opencc-js";
import type { ConverterFunction, DictGroup } from "opencc-js";
import type { ChineseLanguage } from "../../../contract/constants.ts";
import { convertWithPhrases, phrasesInto } from "./phrases.ts";
import { convertQuotes } from "./quotes.ts";

export type { ChineseLanguage };

/**
 * Builds a converter on first use and then reuses it: building one parses large dictionaries
 * (about 130 ms for Simplified → Taiwan), which must not be paid per call nor at import time.
 */
function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

const simplifiedToTaiwan = lazy<ConverterFunction>(() => OpenCC.Converter({ from: "cn", to: "twp" }));
const taiwanToSimplified = lazy<ConverterFunction>(() => OpenCC.Converter({ from: "twp", to: "cn" }));

/**
 * zh-CN → zh-TW with Taiwan phrasing: the project's phrases (发布 → 發布), OpenCC for the rest
 * (软件 → 軟體, 网络 → 網路, 信息 → 資訊), then Taiwan quotation marks (“” → 「」).
 */
export function toTraditionalTaiwan(text: string): string {
  if (text === "") return text;
  return convertQuotes(convertWithPhrases(text, phrasesInto("zh-TW"), simplifiedToTaiwan()), "zh-TW");
}

/** zh-TW (Taiwan phrasing) → zh-CN, the same steps the other way: 軟體 → 软件, SQL 查詢 → SQL 查询, 「」 → “”. */
export function toSimplified(text: string): string {
  if (text === "") return text;
  return convertQuotes(convertWithPhrases(text, phrasesInto("zh-CN"), taiwanToSimplified()), "zh-CN");
}

/** Converts between the two Chinese display languages; the same language returns the text unchanged. */
export function convertScript(text: string, from: ChineseLanguage, to: ChineseLanguage): string {
  if (from === to) return text;
  return to === "zh-TW" ? toTraditionalTaiwan(text) : toSimplified(text);
}

/** OpenCC's bundled dictionaries for one side of a conversion; missing ones are a packaging error. */
function localeDictionaries(side: "from" | "to", locale: string): readonly DictGroup[] {
  const groups = OpenCC.Locale[side][locale];
  if (!groups) throw new Error(`opencc-js has no "${side}.${locale}" dictionaries`);
  return groups;
}

/** Single-character pairs (source, target) of OpenCC dictionary groups; phrase entries are skipped. */
function characterPairs(groups: readonly DictGroup[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (source: string, target: string): void => {
    if (isOneCodePoint(source) && isOneCodePoint(target)) pairs.push([source, target]);
  };
  for (const group of groups) {
    for (const dict of group) {
      if (typeof dict === "string") {
        // The bundled dictionaries are "source target|source target|…".
        for (const entry of dict.split("|")) {
          const space = entry.indexOf(" ");
          if (space > 0) add(entry.slice(0, space), entry.slice(space + 1));
        }
      } else {
        for (const [source, target] of dict) add(source, target);
      }
    }
  }
  return pairs;
}

function isOneCodePoint(text: string): boolean {
  const first = text.codePointAt(0);
  return first !== undefined && text.length === (first > 0xffff ? 2 : 1);
}

/**
 * Code point → Simplified representative, covering Taiwan, Hong Kong and OpenCC-standard
 * Traditional characters.
 *
 * Built as equivalence classes (union-find) over OpenCC's character tables (Traditional →
 * Simplified, and Taiwan / Hong Kong variants → standard Traditional) rather than by chaining
 * converters, because chaining is not idempotent: 麼 → 么, yet the Taiwan variant table maps 么 → 幺.
 * With classes, every member maps to one representative, so folding twice equals folding once and
 * 麼 / 么 / 幺 all meet. The representative is the Simplified form when the class has one.
 */
const foldMap = lazy<Map<number, string>>(() => {
  const traditionalToSimplified = characterPairs(localeDictionaries("to", "cn"));
  const variantsToStandard = [...characterPairs(localeDictionaries("from", "tw")), ...characterPairs(localeDictionaries("from", "hk"))];

  const traditional = new Set(traditionalToSimplified.map(([source]) => source));
  const simplified = new Set(traditionalToSimplified.map(([, target]) => target));
  const isSimplifiedForm = (c: string): boolean => simplified.has(c) && !traditional.has(c);
  // Deterministic choice of representative: a Simplified form first, then the lowest code point.
  const preferred = (a: string, b: string): string => {
    const aSimplified = isSimplifiedForm(a);
    if (aSimplified !== isSimplifiedForm(b)) return aSimplified ? a : b;
    return (a.codePointAt(0) ?? 0) <= (b.codePointAt(0) ?? 0) ? a : b;
  };

  const parent = new Map<string, string>();
  const find = (c: string): string => {
    let root = c;
    for (let next = parent.get(root); next !== undefined && next !== root; next = parent.get(root)) root = next;
    // Path compression keeps later look-ups short.
    for (let node = c; node !== root;) {
      const next = parent.get(node) ?? root;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  for (const [a, b] of [...traditionalToSimplified, ...variantsToStandard]) {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA === rootB) continue;
    const root = preferred(rootA, rootB);
    parent.set(rootA, root);
    parent.set(rootB, root);
  }

  const map = new Map<number, string>();
  for (const c of parent.keys()) {
    const root = find(c);
    if (root !== c) map.set(c.codePointAt(0) ?? 0, root);
  }
  return map;
});

/** Lowest code point that the fold map can contain (CJK Extension A); lets plain text skip look-ups. */
const FOLD_MIN = 0x3400;

/**
 * Folds any Traditional variant (Taiwan, Hong Kong, OpenCC standard) to Simplified, one character
 * at a time: 簡體 → 简体, 裡 / 裏 → 里, 臺 / 檯 / 颱 → 台. Simplified text and non-Chinese text
 * come back unchanged, and folding is idempotent. Phrases are not converted (軟體 → 软体, not 软件);
 * this is for matching, not for display.
 */
export function foldToSimplified(text: string): string {
  const map = foldMap();
  let out = "";
  let copiedUpTo = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < FOLD_MIN) continue;
    const codePoint = text.codePointAt(i) ?? unit;
    const width = codePoint > 0xffff ? 2 : 1;
    const replacement = map.get(codePoint);
    if (replacement !== undefined) {
      out += text.slice(copiedUpTo, i) + replacement;
      copiedUpTo = i + width;
    }
    i += width - 1;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

/**
 * The form text is matched in (search, the sensitive-word list): NFKC (full-width ＳＥＯ１２３ → SEO123,
 * compatibility ideographs → unified), lower case, then Traditional folded to Simplified
 * (簡體 → 简体). Every step works character by character, so normalising fields separately or
 * joined with "\n" gives the same text.
 */
export function normaliseForSearch(text: string): string {
  return foldToSimplified(text.normalize("NFKC").toLowerCase());
}
