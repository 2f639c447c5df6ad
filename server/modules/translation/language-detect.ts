/**
 * The language of a raw text, from its characters alone (no model needed): Chinese when Han
 * characters make up at least 30 % of its words, counting each Han character as a word (as each
 * Latin word would otherwise outweigh it several times over: a Chinese request with a code
 * sample is still Chinese), else English. Which Chinese script is decided by counting characters
 * that only one script uses: a character OpenCC changes when simplifying is Traditional, one it
 * changes when converting to Taiwan Traditional is Simplified. Counting both sides, rather than
 * "any character changes", keeps a stray variant (么, which OpenCC also folds) from turning a
 * Simplified text Traditional.
 */
import type { Language } from "../../../contract/constants.ts";
import { toSimplified, toTraditionalTaiwan } from "../../lib/chinese/script.ts";

/** One Han character, or one run of other letters (a Latin, Cyrillic... word). */
const WORD = /\p{Script=Han}|(?:(?!\p{Script=Han})\p{L})+/gu;
const HAN = /^\p{Script=Han}$/u;
export const HAN_SHARE_FOR_CHINESE = 0.3;

export function detectLanguage(text: string): Language {
  let words = 0;
  let hanCount = 0;
  const han = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    words += 1;
    if (HAN.test(word)) {
      hanCount += 1;
      han.add(word);
    }
  }
  if (words === 0 || hanCount / words < HAN_SHARE_FOR_CHINESE) return "en";
  let traditional = 0;
  let simplified = 0;
  for (const char of han) {
    if (toSimplified(char) !== char) traditional += 1;
    if (toTraditionalTaiwan(char) !== char) simplified += 1;
  }
  return traditional > simplified ? "zh-TW" : "zh-CN";
}
