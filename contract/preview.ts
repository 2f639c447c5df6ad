/** Previews of a prompt's text, cut the same way wherever they are shown or searched. */
import { PREVIEW_CARD } from "./constants.ts";

/** Cuts at `max` characters (code points, so an emoji or a CJK extension character is never split). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/**
 * A card's preview: the description, or the prompt when there is none, cut at
 * PREVIEW_CARD characters. The card shows it and the server marks search matches in it.
 */
export function cardPreview(item: { description: string; prompt: string }): string {
  return truncate(item.description || item.prompt, PREVIEW_CARD);
}
