/**
 * The card description of a prompt whose writer gave none (the description is optional in
 * the body; see write-service.ts for when it is derived): the start of the prompt text, cut at whole characters (grapheme clusters, so neither a
 * surrogate pair nor an emoji sequence is split) and, in alphabetic scripts, at a word boundary.
 */
import { PREVIEW_CARD } from "../../../contract/constants.ts";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]/u;
/** Characters of these scripts are words by themselves: a cut after any of them is clean. */
const SELF_CONTAINED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function insideWord(before: string | undefined, after: string | undefined): boolean {
  const wordChar = (g: string | undefined) => g !== undefined && LETTER_OR_DIGIT.test(g) && !SELF_CONTAINED.test(g);
  return wordChar(before) && wordChar(after);
}

export function deriveDescription(text: string, max: number = PREVIEW_CARD): string {
  const flat = text.replace(/\s+/g, " ").trim();
  // The cut looks at the first max + 1 only: a long text is not segmented whole.
  const graphemes: string[] = [];
  for (const { segment } of segmenter.segment(flat)) {
    if (graphemes.push(segment) > max) break;
  }
  if (graphemes.length <= max) return flat;
  let cut = max;
  if (insideWord(graphemes[cut - 1], graphemes[cut])) {
    const space = graphemes.lastIndexOf(" ", cut - 1);
    // One very long word (a URL, say) is cut where it is rather than losing most of the text.
    if (space > max / 2) cut = space;
  }
  return `${graphemes.slice(0, cut).join("").trimEnd()}…`;
}
