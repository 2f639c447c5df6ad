/**
 * For tests: what a search on the demo catalogue should find, worked out from the demo JSON
 * alone (not the SQL, not the token arrays), following the rules of README.md (Tokens and matching):
 * text of every language version is compared in one script, width and case; a Chinese term
 * matches anywhere, a word matches the start of a word; every term must match; title matches
 * rank first.
 */
import { normaliseForSearch } from "../../lib/chinese/script.ts";
import type { DemoPrompt } from "../../db/seed/demo-data.ts";

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}々〆〇]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;
const isWordCharacter = (c: string) => LETTER_OR_DIGIT.test(c) && !CJK.test(c);

type Term = { text: string; cjk: boolean };
export type OracleDocument = { code: string; vipLevel: number; text: string; titles: string };

/** The query's terms: runs of Chinese (or other CJK) characters and runs of letters or digits. */
export function oracleTerms(query: string): Term[] {
  const terms: Term[] = [];
  let current = "";
  let cjk = false;
  for (const c of normaliseForSearch(query)) {
    const kind = CJK.test(c) ? "cjk" : isWordCharacter(c) ? "word" : "separator";
    if (kind === "separator" || (current && (kind === "cjk") !== cjk)) {
      if (current && !terms.some((t) => t.text === current)) terms.push({ text: current, cjk });
      current = "";
    }
    if (kind !== "separator") {
      current += c;
      cjk = kind === "cjk";
    }
  }
  if (current && !terms.some((t) => t.text === current)) terms.push({ text: current, cjk });
  return terms;
}

function occurs(text: string, term: Term): boolean {
  for (let i = text.indexOf(term.text); i >= 0; i = text.indexOf(term.text, i + 1)) {
    if (term.cjk) return true;
    const before = [...text.slice(Math.max(0, i - 2), i)].at(-1);
    if (before === undefined || !isWordCharacter(before)) return true;
  }
  return false;
}

export function oracleDocuments(prompts: readonly DemoPrompt[]): OracleDocument[] {
  return prompts.map((p) => {
    const versions = Object.values(p.i18n);
    return {
      code: p.code,
      vipLevel: p.vipLevel,
      text: normaliseForSearch(versions.flatMap((v) => [v.title, v.description, v.prompt]).join("\n")),
      titles: normaliseForSearch(versions.map((v) => v.title).join("\n")),
    };
  });
}

/** The matches of `query` a viewer of `level` may see, in `sortedCodes` order, and which of them match in a title. */
function oracleMatches(documents: readonly OracleDocument[], query: string, level: number, sortedCodes: readonly string[]) {
  const terms = oracleTerms(query);
  const byCode = new Map(documents.map((d) => [d.code, d]));
  const found = sortedCodes.filter((code) => {
    const d = byCode.get(code);
    return d !== undefined && d.vipLevel <= level && terms.every((t) => occurs(d.text, t));
  });
  const inTitle = (code: string) => terms.every((t) => occurs(byCode.get(code)?.titles ?? "", t));
  return { terms, found, inTitle };
}

/**
 * Codes a viewer of `level` should get for `query`, in reply order: title matches, then the
 * rest, each in `sortedCodes` order (the unsearched list in the same sort, from the API).
 * A title match asks each term to match a title by the same rules (a word at the start of a word).
 */
export function expectedCodes(documents: readonly OracleDocument[], query: string, level: number, sortedCodes: readonly string[]): string[] {
  const { terms, found, inTitle } = oracleMatches(documents, query, level, sortedCodes);
  if (terms.length === 0) return [...sortedCodes];
  return [...found.filter(inTitle), ...found.filter((code) => !inTitle(code))];
}

/** The title matches alone, in `sortedCodes` order. */
export function expectedTitleCodes(documents: readonly OracleDocument[], query: string, level: number, sortedCodes: readonly string[]): string[] {
  const { found, inTitle } = oracleMatches(documents, query, level, sortedCodes);
  return found.filter(inTitle);
}
