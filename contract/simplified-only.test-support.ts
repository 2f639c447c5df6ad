/**
 * Characters a Taiwan reader should never meet in our own zh-TW text (issue #23): the check of
 * zh-TW catalogues and of the zh-TW pages in the browser. For tests only; it reads OpenCC's tables.
 *
 * Built from OpenCC's Simplified → Traditional data: a character that its character table, with
 * Taiwan's variants, changes (发 → 發), unless a phrase of its phrase table keeps it as it is (后 in 皇后, 台 in 台灣, 干 in
 * 干擾: those are Traditional too). That rule also lets through a few Simplified forms that
 * Traditional keeps only in rare names (万 in 万俟, 于 as a surname): they are added back by hand.
 */
import * as OpenCC from "opencc-js";

/** Simplified forms that survive in Traditional only in rare names; a Taiwan UI writes 萬, 於, 種… */
const ALSO_SIMPLIFIED = "万于广厂么丰仆价叶种胜确据愿适苹荐腊蜡筑虫恒党夸尸帘杠柜";

function pairsOf(dict: unknown): Array<[string, string]> {
  if (typeof dict === "string") {
    return dict.split("|").map((entry) => {
      const space = entry.indexOf(" ");
      return [entry.slice(0, space), entry.slice(space + 1)];
    });
  }
  return dict as Array<[string, string]>;
}

function build(): Set<string> {
  // Taiwan's forms, not OpenCC's standard ones: 群 stays 群 (OpenCC's standard writes 羣).
  const toTaiwan = OpenCC.Converter({ from: "cn", to: "tw" });
  const changed = new Set<string>();
  const keptByPhrases = new Set<string>();
  for (const group of OpenCC.Locale.from.cn ?? []) {
    for (const dict of group) {
      for (const [source, target] of pairsOf(dict)) {
        if ([...source].length === 1) {
          if (toTaiwan(source) !== source) changed.add(source);
        } else {
          for (const char of target) keptByPhrases.add(char);
        }
      }
    }
  }
  const only = new Set([...changed].filter((char) => !keptByPhrases.has(char)));
  for (const char of ALSO_SIMPLIFIED) only.add(char);
  return only;
}

let cached: Set<string> | undefined;

/** The Simplified-only characters of `text`, each once, in order of appearance. */
export function simplifiedOnlyCharacters(text: string): string[] {
  cached ??= build();
  const set = cached;
  return [...new Set([...text].filter((char) => set.has(char)))];
}
