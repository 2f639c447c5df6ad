/**
 * Cuts text into at most N lines of a given width, as the share images draw it. Satori wraps text
 * itself but cannot say where it cut, so the lines are decided here, where a test can read them:
 * widths are estimated in ems (a CJK character is one em, other characters a conservative 0.56),
 * Latin words move whole to the next line, a comma or full stop never starts a line, and the last
 * line ends in "…" when text was left out.
 */
const ELLIPSIS = "…";
const NARROW_EM = 0.56;
/** Punctuation that must not begin a line (Chinese typesetting): it takes the character before it along. */
const NO_LINE_START = /^[，。、；：！？）」』》〉】”’,.;:!?)\]}…]/;
const SPACE_EM = 0.3;

/** Wide (one em) characters: CJK, kana, Hangul, full-width forms and emoji. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f000}-\u{1faff}\u{20000}-\u{3fffd}]/u;

export function widthOf(text: string): number {
  let width = 0;
  for (const char of text) width += char === " " ? SPACE_EM : WIDE.test(char) ? 1 : NARROW_EM;
  return width;
}

/** Pieces that must not be split: one wide character, or a run of narrow ones up to and including a space. */
function pieces(text: string): string[] {
  return (
    text.match(
      /[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f000}-\u{1faff}\u{20000}-\u{3fffd}]+\s*|\s+|./gu,
    ) ?? []
  );
}

/** Breaks a piece longer than a whole line into characters. */
function fitting(piece: string, width: number): string[] {
  return widthOf(piece.trimEnd()) > width ? Array.from(piece) : [piece];
}

export function wrapLines(text: string, lineWidthEm: number, maxLines: number): string[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces(flat).flatMap((p) => fitting(p, lineWidthEm))) {
    if (line && widthOf(`${line}${piece}`.trimEnd()) > lineWidthEm) {
      const chars = Array.from(line);
      const carried = NO_LINE_START.test(piece) && chars.length > 1 ? chars.pop()! : "";
      lines.push(chars.join("").trimEnd());
      line = carried;
      if (lines.length === maxLines) return withEllipsis(lines, lineWidthEm);
    }
    line += line || piece.trim() ? piece : "";
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** The last line, shortened until "…" fits after it. */
function withEllipsis(lines: string[], lineWidthEm: number): string[] {
  let last = Array.from(lines.at(-1)!);
  while (last.length && widthOf(`${last.join("").trimEnd()}${ELLIPSIS}`) > lineWidthEm) last = last.slice(0, -1);
  return [...lines.slice(0, -1), `${last.join("").trimEnd()}${ELLIPSIS}`];
}
