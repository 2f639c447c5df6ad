import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchPriority="low"';

/**
 * Marks every `<link rel="modulepreload">` of React Router's `<Scripts />` (which takes no
 * attributes for them) `fetchPriority="low"`. The scripts are async modules that hydrate the
 * already rendered page; at the default high priority they compete with the stylesheet, the only
 * resource the first paint waits for (decision 015, item 9). A tag split across chunks is held
 * back until the next chunk.
 */
export function lowPriorityPreloads(): Transform {
  // The decoder keeps a UTF-8 character split across chunks whole.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text);
      pending = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRELOAD));
    },
    flush(done) {
      done(null, (pending + decoder.end()).replaceAll(PRELOAD, LOW_PRELOAD));
    },
  });
}

/** How many characters at the end of text could be the start of the tag. */
function partialTagLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
