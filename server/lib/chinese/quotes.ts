/**
 * Quotation marks the way each Chinese language writes them: “ ” and ‘ ’ in zh-CN, 「 」 and 『 』
 * in zh-TW. Code (fenced or inline) and fill-in placeholders keep their characters: there a quote
 * is part of a literal, not of the prose.
 */
import { codeRanges, parseTemplate } from "../../../contract/variables.ts";
import type { ChineseLanguage } from "../../../contract/constants.ts";

const TO_TAIWAN: Record<string, string> = { "“": "「", "”": "」", "‘": "『", "’": "』" };
const TO_SIMPLIFIED: Record<string, string> = { "「": "“", "」": "”", "『": "‘", "』": "’" };
const LATIN = /[A-Za-z0-9]/;

/** Where quotation marks stay as written: code and placeholders. */
function keptRanges(text: string): Array<[number, number]> {
  const ranges = codeRanges(text);
  let at = 0;
  for (const part of parseTemplate(text)) {
    const length = part.kind === "text" ? part.text.length : part.raw.length;
    if (part.kind === "slot") ranges.push([at, at + length]);
    at += length;
  }
  return ranges;
}

/** ’ between two Latin letters or digits is an apostrophe (don’t, 2020’s), not a closing quote. */
const isApostrophe = (text: string, at: number) => LATIN.test(text[at - 1] ?? "") && LATIN.test(text[at + 1] ?? "");

/** Converts the quotation marks of a text into the style of `to`. */
export function convertQuotes(text: string, to: ChineseLanguage): string {
  const table = to === "zh-TW" ? TO_TAIWAN : TO_SIMPLIFIED;
  if (![...Object.keys(table)].some((mark) => text.includes(mark))) return text;
  const kept = keptRanges(text);
  const isKept = (at: number) => kept.some(([from, end]) => at >= from && at < end);
  const chars = text.split("");
  // A ’ closes only a ‘ still open, so a lone apostrophe (Let’s) never becomes 』.
  let openSingle = false;
  for (let i = 0; i < chars.length; i++) {
    const mark = chars[i]!;
    const target = table[mark];
    if (target === undefined || isKept(i)) continue;
    if (to === "zh-TW" && mark === "‘") openSingle = true;
    if (to === "zh-TW" && mark === "’") {
      if (!openSingle || isApostrophe(text, i)) continue;
      openSingle = false;
    }
    chars[i] = target;
  }
  return chars.join("");
}
