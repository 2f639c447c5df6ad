/**
 * The project's own phrase dictionary on top of OpenCC (issue 23): terms OpenCC's Taiwan tables
 * get wrong for prompts (发布 → 釋出, 审核 → 稽核, 权限 → 許可權, SQL 查詢 → 查找 on the way back).
 * The data is `phrases/phrases.tsv`; a phrase it names is taken out of OpenCC's hands, so OpenCC
 * converts only the text between phrases.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ChineseLanguage } from "../../../contract/constants.ts";

const DATA_URL = new URL("./phrases/phrases.tsv", import.meta.url);

/** Bump when the conversion's code (not its data) changes what it produces. */
const RULES_REVISION = 1;

type Entry = { "zh-CN": string; "zh-TW": string; way: "both" | ChineseLanguage };

/**
 * Lines of `zh-CN<TAB>zh-TW<TAB>way`, `#` comments. `way` is `both`, or the one target language the
 * entry applies to (`zh-TW`: only when converting to Taiwan, `zh-CN`: only back).
 */
export function parsePhrases(tsv: string): Entry[] {
  const entries: Entry[] = [];
  for (const [index, line] of tsv.split("\n").entries()) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const [cn, tw, way = "both"] = trimmed.split("\t").map((cell) => cell.trim());
    if (!cn || !tw || (way !== "both" && way !== "zh-CN" && way !== "zh-TW")) {
      throw new Error(`phrases.tsv line ${index + 1}: expected "zh-CN<TAB>zh-TW<TAB>both|zh-TW|zh-CN"`);
    }
    entries.push({ "zh-CN": cn, "zh-TW": tw, way });
  }
  return entries;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type PhraseTable = { pattern: RegExp | null; targets: Map<string, string> };

/** The phrases converted into `to`, source → target; the longest source wins where two start together. */
export function phraseTable(entries: readonly Entry[], to: ChineseLanguage): PhraseTable {
  const from: ChineseLanguage = to === "zh-TW" ? "zh-CN" : "zh-TW";
  const targets = new Map<string, string>();
  for (const entry of entries) {
    if (entry.way !== "both" && entry.way !== to) continue;
    if (targets.has(entry[from])) throw new Error(`phrases.tsv: "${entry[from]}" is listed twice for ${to}`);
    targets.set(entry[from], entry[to]);
  }
  const sources = [...targets.keys()].sort((a, b) => b.length - a.length);
  return { pattern: sources.length === 0 ? null : new RegExp(sources.map(escape).join("|"), "g"), targets };
}

const words = new Intl.Segmenter("zh", { granularity: "word" });
const SHORT_PHRASE = 2;

/**
 * Where the text's words begin and end. A two-character phrase whose both characters belong to the
 * words around it (合同 across 适合|同事) is not that phrase; one edge on a word edge is enough, since
 * ICU's segmenter splits some phrases itself (注|销账|号), and longer phrases are taken as found.
 */
function wordEdges(text: string): Set<number> {
  const edges = new Set<number>([text.length]);
  for (const { index } of words.segment(text)) edges.add(index);
  return edges;
}

/** The text with each phrase replaced and every stretch between phrases passed to `rest` (OpenCC). */
export function convertWithPhrases(text: string, table: PhraseTable, rest: (text: string) => string): string {
  if (!table.pattern) return rest(text);
  let edges: Set<number> | undefined;
  let out = "";
  let at = 0;
  for (const match of text.matchAll(table.pattern)) {
    if (match[0].length <= SHORT_PHRASE) {
      edges ??= wordEdges(text);
      if (!edges.has(match.index) && !edges.has(match.index + match[0].length)) continue;
    }
    if (match.index > at) out += rest(text.slice(at, match.index));
    out += table.targets.get(match[0])!;
    at = match.index + match[0].length;
  }
  return at === 0 ? rest(text) : out + (at < text.length ? rest(text.slice(at)) : "");
}

/** An installed package's version (its package.json is not among the files it exports). */
function packageVersion(name: string): string {
  const main = createRequire(import.meta.url).resolve(name);
  const root = main.slice(0, main.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`) + `/node_modules/${name}/`.length);
  return (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
}

let loaded: { entries: Entry[]; tables: Record<ChineseLanguage, PhraseTable>; version: string } | undefined;

function dictionary() {
  if (loaded) return loaded;
  const tsv = fs.readFileSync(DATA_URL, "utf8");
  const entries = parsePhrases(tsv);
  const openccVersion = packageVersion("opencc-js");
  const version = createHash("sha256").update(`${RULES_REVISION}\n${openccVersion}\n${tsv}`).digest("hex").slice(0, 16);
  loaded = { entries, tables: { "zh-TW": phraseTable(entries, "zh-TW"), "zh-CN": phraseTable(entries, "zh-CN") }, version };
  return loaded;
}

/** The phrases applied when converting into `to`. */
export const phrasesInto = (to: ChineseLanguage): PhraseTable => dictionary().tables[to];

/** The phrase entries as listed in the data (the report test reads them). */
export const phraseEntries = (): readonly Entry[] => dictionary().entries;

/**
 * What a stored conversion was made with: the dictionary's data, OpenCC's version and the code's
 * revision. A stored conversion with another value is converted again (refreshConversions).
 */
export const conversionVersion = (): string => dictionary().version;

/** What a stored version records as its conversion: the current one for a machine-made Chinese version, else nothing. */
export function conversionStamp(lan: string, machine: boolean): string | null {
  return machine && (lan === "zh-CN" || lan === "zh-TW") ? conversionVersion() : null;
}
