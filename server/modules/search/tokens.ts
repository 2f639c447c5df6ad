/**
 * Search tokenizer shared by indexing and querying, so that PGlite and PostgreSQL give the same
 * results from a `text[]` column under a GIN index: a document matches when
 * `search_tokens @> parseQuery(q).tokens`, and each candidate is then re-checked with
 * `matchesAllTerms(normaliseForSearch(fields.join("\n")), parseQuery(q).terms)`.
 *
 * Why not pg_trgm: most Chinese keywords are two characters and have no trigram; PGlite has no
 * pg_bigm or zhparser (docs/architecture.md, "Search").
 *
 * Text is cut into runs:
 * - CJK runs: Han ideographs (URO, extensions A and beyond, compatibility), kana and hangul, plus
 *   々〆〇. They are indexed as every substring of one to four characters, so any substring can be
 *   found without a dictionary, and one of up to four characters (nearly every Chinese keyword:
 *   写作, 公众号, 人工智能) is itself a token, which the index matches exactly.
 * - Word runs: letters, digits and combining marks of alphabetic scripts (a–z, 0–9, but also é,
 *   ß, Cyrillic…, so that "café" is one word rather than "caf"). Apostrophes and hyphens split
 *   words ("don't" → don, t; "gpt-4o" → gpt, 4o): the query is split the same way, so
 *   "gpt-4o" still finds "GPT-4o". Words match by prefix, as users expect in a search box:
 *   "prom" finds "Prompt".
 * - Everything else (spaces, punctuation, symbols, emoji) only separates runs.
 *
 * Matching semantics therefore differ by script, on purpose: a CJK term matches any substring,
 * a word term matches the start of a word.
 */
import { normaliseForSearch } from "../../lib/chinese/script.ts";

/** Longest query accepted, in characters; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** Most terms a query may have; later terms are ignored. */
export const MAX_QUERY_TERMS = 10;
/**
 * Word prefixes are indexed up to this many characters and query words are cut to it. It bounds
 * the number of tokens per word, and keeps GIN keys small (a pasted URL or base64 blob would
 * otherwise become one huge key; PostgreSQL rejects index entries above about 2.7 kB).
 */
export const MAX_WORD_TOKEN_LENGTH = 12;
/** One-letter prefixes would put nearly every document under "a", "s"… and help nobody. */
const MIN_WORD_PREFIX_LENGTH = 2;
/**
 * CJK substrings are indexed up to this many characters. A longer query term asks for its
 * substrings of this length, which a text can hold apart, so it alone needs the substring
 * re-check. Four covers nearly every Chinese keyword for about 50% more tokens than pairs alone
 * (measured on the generated catalogue: 719 → 1,100 per prompt); the re-check it spares read each
 * candidate's full text from TOAST, the costliest part of a search for a common 3- or 4-character
 * term.
 */
export const MAX_CJK_GRAM = 4;
/**
 * Version of what documentTokens produces. Bump it with any change there: rows written under an
 * older version are tokenised again at start (refreshSearchTokens), or searches would ask them for
 * tokens they do not hold. 1: characters and pairs; 2: substrings of up to MAX_CJK_GRAM.
 */
export const SEARCH_TOKENS_VERSION = 2;

const SEPARATOR = 0;
const CJK = 1;
const WORD = 2;
type CharClass = typeof SEPARATOR | typeof CJK | typeof WORD;

/** ASCII is most of the non-Chinese text, so it gets a table instead of range tests. */
const ASCII_CLASS: readonly CharClass[] = Array.from({ length: 0x80 }, (_, c) =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) ? WORD : SEPARATOR,
);

const LETTER_DIGIT_OR_MARK = /^[\p{L}\p{N}\p{M}]$/u;

/**
 * Class of one code point. Ranges are tested roughly by frequency in a Chinese catalogue; the
 * Unicode-property regex only runs for the rare letters of other alphabets.
 */
function charClass(cp: number): CharClass {
  if (cp < 0x80) return ASCII_CLASS[cp] ?? SEPARATOR;
  if (cp >= 0x4e00 && cp <= 0x9fff) return CJK; // CJK Unified Ideographs
  if (cp >= 0x3000 && cp <= 0x303f) return cp >= 0x3005 && cp <= 0x3007 ? CJK : SEPARATOR; // 。「」 vs 々〆〇
  if (cp >= 0x2000 && cp <= 0x2bff) return SEPARATOR; // “”…—, arrows, maths, box drawing, dingbats
  if (cp >= 0xff00 && cp <= 0xffef) return SEPARATOR; // full-width punctuation left after NFKC
  if (cp >= 0x3400 && cp <= 0x4dbf) return CJK; // Extension A
  if (cp >= 0x3040 && cp <= 0x30ff) return cp === 0x30a0 || cp === 0x30fb ? SEPARATOR : CJK; // kana, not ゠・
  if (cp >= 0xac00 && cp <= 0xd7ff) return CJK; // hangul syllables and jamo extended-B
  if (cp >= 0x20000 && cp <= 0x323af) return CJK; // Extensions B–H and compatibility supplement
  if (cp >= 0xf900 && cp <= 0xfaff) return CJK; // compatibility ideographs that NFKC keeps
  if (cp >= 0x1100 && cp <= 0x11ff) return CJK; // hangul jamo
  if (cp >= 0x3130 && cp <= 0x31ff) return CJK; // hangul compatibility jamo … katakana extension
  if (cp >= 0xa960 && cp <= 0xa97f) return CJK; // hangul jamo extended-A
  if (cp >= 0x2e00 && cp <= 0x2fff) return SEPARATOR; // supplemental punctuation, radicals
  if (cp >= 0xfe00 && cp <= 0xfe6f) return SEPARATOR; // variation selectors, vertical and small forms
  if (cp >= 0x1f000 && cp <= 0x1ffff) return SEPARATOR; // emoji and pictographs
  return LETTER_DIGIT_OR_MARK.test(String.fromCodePoint(cp)) ? WORD : SEPARATOR;
}

interface Run {
  readonly cjk: boolean;
  readonly text: string;
}

/** Cuts normalised text into CJK runs and word runs, dropping separators. */
function splitRuns(normalised: string): Run[] {
  const runs: Run[] = [];
  let runClass: CharClass = SEPARATOR;
  let runStart = 0;
  for (let i = 0; i < normalised.length;) {
    const cp = normalised.codePointAt(i) ?? 0;
    const cls = charClass(cp);
    if (cls !== runClass) {
      if (runClass !== SEPARATOR) runs.push({ cjk: runClass === CJK, text: normalised.slice(runStart, i) });
      runClass = cls;
      runStart = i;
    }
    i += cp > 0xffff ? 2 : 1;
  }
  if (runClass !== SEPARATOR) runs.push({ cjk: runClass === CJK, text: normalised.slice(runStart) });
  return runs;
}

/** Adds every substring of one to MAX_CJK_GRAM characters of a CJK run. */
function addCjkTokens(run: string, tokens: Set<string>): void {
  const ends = characterEnds(run, Number.POSITIVE_INFINITY);
  for (let first = 0; first < ends.length; first++) {
    const start = ends[first - 1] ?? 0;
    for (let last = first; last < Math.min(ends.length, first + MAX_CJK_GRAM); last++) tokens.add(run.slice(start, ends[last]));
  }
}

/** Code-unit offsets just after each of the first `max` characters of a word. */
function characterEnds(word: string, max: number): number[] {
  const ends: number[] = [];
  for (let i = 0; i < word.length && ends.length < max;) {
    i += word.charCodeAt(i) >= 0xd800 && word.charCodeAt(i) <= 0xdbff ? 2 : 1;
    ends.push(i);
  }
  return ends;
}

/**
 * Adds a word's prefixes from 2 to 12 characters (a one-letter word is added as itself). Words
 * longer than 12 are not stored whole: queries are cut to 12 characters too, so the 12-character
 * prefix is the longest token any query can ask for.
 */
function addWordTokens(word: string, tokens: Set<string>): void {
  const ends = characterEnds(word, MAX_WORD_TOKEN_LENGTH);
  if (ends.length < MIN_WORD_PREFIX_LENGTH) {
    tokens.add(word);
    return;
  }
  for (let n = MIN_WORD_PREFIX_LENGTH; n <= ends.length; n++) tokens.add(word.slice(0, ends[n - 1]));
}

/**
 * Index tokens of a document made of one or more fields (title, content, … in any language),
 * deduplicated, for the `search_tokens text[]` column.
 */
export function documentTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const run of splitRuns(normaliseForSearch(text))) {
      if (run.cjk) addCjkTokens(run.text, tokens);
      else addWordTokens(run.text, tokens);
    }
  }
  return [...tokens];
}

export interface ParsedQuery {
  /** Normalised CJK runs and words, deduplicated: for the substring re-check and highlighting. */
  readonly terms: string[];
  /** Tokens that must all be in a document's token array (`search_tokens @> tokens`). */
  readonly tokens: string[];
}

/**
 * Parses a search box query. A CJK term of up to MAX_CJK_GRAM characters asks for itself, a longer
 * one for its substrings of that length (人工智能助手 → 人工智能, 工智能助, 智能助手); a word asks
 * for itself cut to 12 characters, which matches the prefixes indexed by documentTokens. A query
 * of only punctuation or spaces has no terms and no tokens: the caller decides what an empty
 * search means.
 */
export function parseQuery(q: string): ParsedQuery {
  const limited = q.slice(0, characterEnds(q, MAX_QUERY_LENGTH).at(-1) ?? 0);
  const terms: string[] = [];
  const tokens = new Set<string>();
  for (const run of splitRuns(normaliseForSearch(limited))) {
    if (terms.length >= MAX_QUERY_TERMS) break;
    if (terms.includes(run.text)) continue;
    terms.push(run.text);
    if (run.cjk) addCjkQueryTokens(run.text, tokens);
    else tokens.add(run.text.slice(0, characterEnds(run.text, MAX_WORD_TOKEN_LENGTH).at(-1)));
  }
  return { terms, tokens: [...tokens] };
}

/** A term of up to MAX_CJK_GRAM characters is a token; a longer one asks for all its substrings of that length. */
function addCjkQueryTokens(run: string, tokens: Set<string>): void {
  const ends = characterEnds(run, Number.POSITIVE_INFINITY);
  if (ends.length <= MAX_CJK_GRAM) {
    tokens.add(run);
    return;
  }
  for (let last = MAX_CJK_GRAM - 1; last < ends.length; last++) tokens.add(run.slice(ends[last - MAX_CJK_GRAM] ?? 0, ends[last]));
}

/**
 * Tokens of at most two characters that every title matching the terms holds (the features of
 * title_signature in search.sql): the terms' own short document tokens. A title holding a CJK
 * term holds its substrings, each character and pair among them; a title word that a word term
 * starts shares its first two letters (a one-letter word is its own token).
 */
export function titleFeatures(terms: readonly string[]): string[] {
  return documentTokens(...terms).filter((token) => characterEnds(token, 3).length <= 2);
}

/**
 * Whether a term of parseQuery is a CJK run, which matches as a plain substring of the normalised
 * text (a word matches from the start of a word, so only its tokens say where it is).
 */
export function isCjkTerm(term: string): boolean {
  return charClass(term.codePointAt(0) ?? 0) === CJK;
}

/**
 * Re-check of an index candidate: every term occurs in the document's normalised text. Needed
 * for CJK terms longer than MAX_CJK_GRAM, since containment of their substrings is weaker than
 * adjacency: a document with 人工智能 and 工智能助 and 智能助手 in different places holds every
 * token of 人工智能助手 without containing it. Pass the document's
 * fields joined with "\n" and normalised with normaliseForSearch, so terms cannot span fields.
 * With no terms every document matches.
 */
export function matchesAllTerms(haystackNormalised: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!haystackNormalised.includes(term)) return false;
  return true;
}
