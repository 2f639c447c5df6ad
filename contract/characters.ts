/**
 * Characters as a reader counts them (a family emoji, a flag, a letter with its accent is one),
 * by a fixed rule instead of Intl.Segmenter: the server and every browser must cut and count alike,
 * or a server-rendered preview fails to hydrate and a length limit differs between form and server.
 */

/** Code points that belong to the character before them: marks, emoji modifiers, variation selectors, ZWJ, tags. */
const CONTINUES = /^(?:\p{M}|\p{Emoji_Modifier}|\u200D|\uFE0E|\uFE0F|[\u{E0020}-\u{E007F}])$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;

/** The text's characters, read lazily so a long text is not split past where the reader stops. */
export function* characters(text: string): Generator<string> {
  let character = "";
  let afterJoiner = false;
  let halfFlag = false;
  for (const point of text) {
    const continues: boolean = character !== "" && (afterJoiner || CONTINUES.test(point) || (halfFlag && REGIONAL_INDICATOR.test(point)));
    if (!continues && character) {
      yield character;
      character = "";
    }
    character += point;
    afterJoiner = point === "\u200D";
    halfFlag = !continues && REGIONAL_INDICATOR.test(point);
  }
  if (character) yield character;
}

/** How many characters the text has. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of characters(text)) count += 1;
  return count;
}
