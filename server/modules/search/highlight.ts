/**
 * What a search matched in a text, written as the text writes it. Search compares folded text
 * (normaliseForSearch: full width, case, Traditional → Simplified), which the browser cannot
 * reproduce without OpenCC's tables; so the server finds the matches and the browser marks these
 * pieces: 翻譯 marks 翻译 on a Simplified card, ＳＥＯ marks SEO, "seo" marks "SEO".
 */
import { normaliseForSearch } from "../../lib/chinese/script.ts";

/**
 * The text folded one code point at a time, with the offset in `text` each folded code unit
 * came from (plus one past the end), so a match in the folded text maps back to the original.
 */
function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = "";
  const offsets: number[] = [];
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(cp);
    // ASCII only needs the lower case normaliseForSearch would give it, without its NFKC and
    // script-fold passes per character (most of an English preview).
    const piece = cp < 0x80 ? char.toLowerCase() : normaliseForSearch(char);
    for (let k = 0; k < piece.length; k++) offsets.push(i);
    folded += piece;
    i += char.length;
  }
  offsets.push(text.length);
  return { folded, offsets };
}

/** Every distinct piece of `text` whose folded form is one of `terms` (parseQuery's, never empty). */
export function matchedPieces(text: string, terms: readonly string[]): string[] {
  if (!text || terms.length === 0) return [];
  const { folded, offsets } = foldWithOffsets(text);
  const pieces = new Set<string>();
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      const start = offsets[at] ?? text.length;
      // Up to the end of the character holding the match's last code unit, even when that
      // character folded to several (ﬁ → fi).
      const last = offsets[at + term.length - 1];
      let next = at + term.length;
      while (next < folded.length && offsets[next] === last) next++;
      const end = offsets[next] ?? text.length;
      pieces.add(text.slice(start, end));
    }
  }
  return [...pieces];
}
