/**
 * Fill-in variables of a prompt text (issue 19): the placeholders a reader replaces before using
 * the prompt. One parser for the server (the `variables` of list and detail replies) and the
 * browser (the fill-in form, its preview and the authors' live list).
 *
 * Recognised: `[名称]`, `【名称】`, `{{名称}}`, `${名称}` / `${名称:默认值}` / `${名称：默认值}`, and `{名称}`
 * only in a text that marks no variable any other way (there a single-brace word is more likely
 * the literal `{name}` of a format string the prompt talks about). Never inside fenced or inline
 * code, never Markdown links, checkboxes, footnotes, numeric or JSON arrays. The same name twice
 * is one variable.
 */

export type PromptVariable = { name: string; default: string };

/** A piece of a prompt text: plain text, or one occurrence of a variable as written (`raw`). */
export type TemplatePart = { kind: "text"; text: string } | { kind: "slot"; raw: string; name: string; default: string };

/** A piece of a filled text; `name` is set where a variable stood, `filled` when the reader's value replaced it. */
export type FilledPart = { text: string; name?: string; filled: boolean };

const NAME_MAX = 120;
const LETTER = /[\p{L}]/u;
/** Names of the explicit forms: letters (any script), digits, spaces, `/`, `-`, `_`. */
const STRICT_NAME = /^[\p{L}\p{M}\p{N} /_-]+$/u;
/**
 * Bracketed names may also carry the hint people write in them ("[会议类型，如：项目周会]",
 * "[tone, e.g. formal / relaxed]"), so prose punctuation is allowed there; quotes, `^`, `#`,
 * brackets and code symbols are not.
 */
const BRACKET_NAME = /^[\p{L}\p{M}\p{N} /_\-，,：:、.。'’（）()／&+…·~]+$/u;
/** "[待补充：xx]", "[TODO: ...]": a marker the prompt asks the assistant to write, not a question to the reader. */
const FILLER = /(^|[:：]\s*)(x{2,}|X{2,}|\.{3}|…+)$/;
const CHECKBOX = /^[ xX]?$/;

const PLACEHOLDER = /\$\{([^{}\n]+)\}|\{\{([^{}\n]+)\}\}|\{([^{}\n]+)\}|\[([^[\]\n]+)\]|【([^【】\n]+)】/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$(?![\s\S]))/gm;
/** A code span ends its paragraph at the latest (CommonMark): a stray backtick masks nothing beyond it. */
const INLINE_CODE = /(`+)(?!`)(?:[^\n]|\n(?![ \t]*\n))*?[^`]\1(?!`)/g;

const normalise = (name: string) => name.trim().replace(/\s+/g, " ");

function nameIf(candidate: string, pattern: RegExp): string | undefined {
  const name = normalise(candidate);
  if (!name || name.length > NAME_MAX || !pattern.test(name) || !LETTER.test(name)) return undefined;
  return name;
}

/** Ranges of fenced and inline code, where nothing is a placeholder (nor converted punctuation). */
export function codeRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(FENCE)) ranges.push([m.index, m.index + m[0].length]);
  const inside = (at: number) => ranges.some(([from, to]) => at >= from && at < to);
  for (const m of text.matchAll(INLINE_CODE)) if (!inside(m.index)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

type Found = { from: number; to: number; name: string; default: string; weak: boolean };

function bracketName(text: string, m: RegExpMatchArray, content: string): string | undefined {
  const from = m.index!;
  const to = from + m[0].length;
  const before = text[from - 1];
  const after = text.slice(to);
  // Escaped, a link or image, or a link definition. ("[a][b]" stays two placeholders: adjacent
  // placeholders are commoner in prompts than reference links.)
  if (before === "\\" || after.startsWith("(") || /^:\s*(https?:\/\/|\/|#)/.test(after)) return undefined;
  if (CHECKBOX.test(content)) return undefined;
  const name = nameIf(content, BRACKET_NAME);
  return name && !FILLER.test(name) ? name : undefined;
}

function recognise(text: string, m: RegExpMatchArray): Omit<Found, "from" | "to"> | undefined {
  const [, dollar, double, single, bracket, lenticular] = m;
  if (dollar !== undefined) {
    const colon = dollar.search(/[:：]/);
    const name = nameIf(colon < 0 ? dollar : dollar.slice(0, colon), STRICT_NAME);
    return name ? { name, default: colon < 0 ? "" : dollar.slice(colon + 1).trim(), weak: false } : undefined;
  }
  if (double !== undefined) {
    const name = nameIf(double, STRICT_NAME);
    return name ? { name, default: "", weak: false } : undefined;
  }
  if (single !== undefined) {
    const from = m.index!;
    if (text[from - 1] === "$" || text[from - 1] === "{") return undefined;
    const name = nameIf(single, STRICT_NAME);
    return name ? { name, default: "", weak: true } : undefined;
  }
  const name = bracket !== undefined ? bracketName(text, m, bracket) : nameIf(lenticular!, BRACKET_NAME);
  return name ? { name, default: "", weak: false } : undefined;
}

function findPlaceholders(text: string): Found[] {
  const code = codeRanges(text);
  const inCode = (from: number, to: number) => code.some(([start, end]) => from < end && to > start);
  const found: Found[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) {
    const from = m.index;
    const to = from + m[0].length;
    if (inCode(from, to)) continue;
    const hit = recognise(text, m);
    if (hit) found.push({ from, to, ...hit });
  }
  return found.some((f) => !f.weak) ? found.filter((f) => !f.weak) : found;
}

/** The text cut into plain pieces and variable occurrences; joined back, the pieces are the text. */
export function parseTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const found of findPlaceholders(text)) {
    if (found.from > at) parts.push({ kind: "text", text: text.slice(at, found.from) });
    parts.push({ kind: "slot", raw: text.slice(found.from, found.to), name: found.name, default: found.default });
    at = found.to;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/** The variables in order of first appearance; a repeated name keeps the first default given. */
export function promptVariables(text: string): PromptVariable[] {
  const byName = new Map<string, PromptVariable>();
  for (const part of parseTemplate(text)) {
    if (part.kind !== "slot") continue;
    const known = byName.get(part.name);
    if (!known) byName.set(part.name, { name: part.name, default: part.default });
    else if (!known.default) known.default = part.default;
  }
  return [...byName.values()];
}

/**
 * The text with each variable replaced by the reader's value; a variable left blank takes its
 * default, or stays as written so the assistant still sees what is missing.
 */
export function fillParts(text: string, values: Readonly<Record<string, string>>): FilledPart[] {
  const defaults = new Map(promptVariables(text).map((v) => [v.name, v.default]));
  return parseTemplate(text).map((part) => {
    if (part.kind === "text") return { text: part.text, filled: false };
    const value = values[part.name];
    if (value !== undefined && value.trim()) return { text: value, name: part.name, filled: true };
    const fallback = defaults.get(part.name);
    return fallback ? { text: fallback, name: part.name, filled: true } : { text: part.raw, name: part.name, filled: false };
  });
}

export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return fillParts(text, values)
    .map((part) => part.text)
    .join("");
}
