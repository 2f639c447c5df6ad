/**
 * The sensitive-word list: DATA_DIR/sensitive-words.txt, one term per line ("#" starts a comment),
 * absent or empty by default. It is read again whenever its modification time or size changes
 * (checked on use, one stat per check), so an operator edits it without a restart.
 *
 * Terms and texts are folded the same way before matching (normaliseForSearch): NFKC (full-width
 * letters and digits → half-width), lower case, Traditional → Simplified per character, so 賭博,
 * 赌博 and ＡＢＣ/abc find each other. Matching uses modern-ahocorasick: one pass over the text
 * whatever the number of terms, since such lists run to thousands of lines.
 */
import fs from "node:fs/promises";
import AhoCorasick from "modern-ahocorasick";
import { normaliseForSearch } from "./chinese/script.ts";

export type SensitiveWords = {
  /** Whether any of the texts contains a listed term. */
  matches(texts: readonly string[]): Promise<boolean>;
};

type Loaded = { stamp: string; matcher: AhoCorasick | null };

export function parseTerms(content: string): string[] {
  const terms = content
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, ""))
    .map((line) => normaliseForSearch(line.trim()))
    .filter((term) => term.length > 0);
  return [...new Set(terms)];
}

export function createSensitiveWords(file: string): SensitiveWords {
  let loaded: Loaded = { stamp: "absent", matcher: null };

  async function current(): Promise<AhoCorasick | null> {
    const stat = await fs.stat(file).catch(() => null);
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : "absent";
    if (stamp === loaded.stamp) return loaded.matcher;
    const content = stat ? await fs.readFile(file, "utf8").catch(() => "") : "";
    const terms = parseTerms(content);
    loaded = { stamp, matcher: terms.length > 0 ? new AhoCorasick(terms) : null };
    return loaded.matcher;
  }

  return {
    async matches(texts) {
      const matcher = await current();
      if (!matcher) return false;
      return texts.some((text) => text !== "" && matcher.match(normaliseForSearch(text)));
    },
  };
}
