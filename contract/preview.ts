/** Previews of a prompt's text, cut the same way wherever they are shown or searched. */
import { PREVIEW_BACK_OFFICE, PREVIEW_CARD } from "./constants.ts";

// Grapheme clusters are what a reader counts as one character (a family emoji, a flag, a letter
// with its accent). A browser without Intl.Segmenter counts code points, which still never splits
// a surrogate pair.
const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined;

/** The text's characters, read lazily so a long prompt is not segmented past the cut. */
function* characters(text: string): Generator<string> {
  if (!graphemes) return yield* text;
  for (const { segment } of graphemes.segment(text)) yield segment;
}

/** The first `count` characters of the text (fewer when it is shorter). */
function firstCharacters(text: string, count: number): string[] {
  const first: string[] = [];
  for (const character of characters(text)) {
    if (first.length === count) break;
    first.push(character);
  }
  return first;
}

/** Cuts at `max` characters, never inside one (an emoji, a CJK extension character, a flag). */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  const characters = firstCharacters(trimmed, max + 1);
  if (characters.length <= max) return trimmed;
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}

/**
 * A card's preview: the description, or the prompt when there is none, cut at
 * PREVIEW_CARD characters. The card shows it and the server marks search matches in it.
 */
export function cardPreview(item: { description: string; prompt: string }): string {
  return truncate(item.description || item.prompt, PREVIEW_CARD);
}

/** A back-office list's preview of a prompt (the console's and my prompts'): on one line, cut at PREVIEW_BACK_OFFICE characters. */
export function backOfficePreview(text: string): string {
  return truncate(text.replace(/\s+/g, " "), PREVIEW_BACK_OFFICE);
}
