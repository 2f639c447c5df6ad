/** Previews of a prompt's text, cut the same way wherever they are shown or searched. */
import { characters } from "./characters.ts";
import { PREVIEW_BACK_OFFICE, PREVIEW_CARD } from "./constants.ts";

/** The first `count` characters of the text (fewer when it is shorter). */
function firstCharacters(text: string, count: number): string[] {
  const first: string[] = [];
  for (const character of characters(text)) {
    if (first.length === count) break;
    first.push(character);
  }
  return first;
}

/** Cuts at `max` characters (contract/characters.ts), never inside one (an emoji, a CJK extension character, a flag). */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  const first = firstCharacters(trimmed, max + 1);
  if (first.length <= max) return trimmed;
  return `${first.slice(0, max).join("").trimEnd()}…`;
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
