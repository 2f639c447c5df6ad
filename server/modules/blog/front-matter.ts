/**
 * The metadata header of an article file: an optional block between two `---`
 * lines at the very top, holding `key: value` lines (title, date, order, tags: [a, b],
 * categories: [c]). It is read and removed. Without one, the title comes from the first level-one
 * heading (removed from the body, since the page shows the title itself), the date is today and
 * the order 0.
 *
 * Deliberately not a YAML parser: the header is a handful of flat fields, and a YAML library would
 * bring types and tags (dates as Date objects, `!!js/function`) that an article has no use for.
 */

export type HeaderFields = {
  title?: string;
  date?: string;
  order?: number;
  tags?: string[];
  categories?: string[];
};

export type ArticleMeta = {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  /** null: the header exists but gives no order (sorts last). */
  order: number | null;
  tags: string[];
  categories: string[];
};

export type ParsedArticle = {
  /** The header's fields as written, or null when the file has none. */
  header: HeaderFields | null;
  /** The fields with the defaults applied (title from the first heading, today, order 0). */
  meta: ArticleMeta;
  /** The Markdown without the header (and without the heading the title was taken from). */
  body: string;
};

const FENCE = /^\s{0,3}(```|~~~)/;
const ATX_H1 = /^\s{0,3}#(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1 = /^\s{0,3}=+[ \t]*$/;
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/;

/** Today as yyyy-mm-dd (UTC), the default date of an article without a header. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.at(-1) === v[0]) return v.slice(1, -1).trim();
  return v;
}

/** `[a, "b, c", d]` → ["a", "b, c", "d"]; a bare `a, b` is read the same way. */
function parseList(value: string): string[] {
  const inner = value.trim().replace(/^\[/, "").replace(/\]$/, "");
  const items: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "," || char === "，" || char === "、") {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

function parseDate(value: string): string | undefined {
  const match = ISO_DATE.exec(unquote(value));
  if (!match) return undefined;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || isoDay(parsed) !== iso ? undefined : iso;
}

function parseOrder(value: string): number | undefined {
  const text = unquote(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Reads `key: value` lines; `key:` followed by `- item` lines is a list too. Unknown keys are ignored. */
function parseHeaderLines(lines: readonly string[]): HeaderFields {
  const raw = new Map<string, string | string[]>();
  let listKey: string | null = null;
  for (const line of lines) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (item && listKey) {
      const list = raw.get(listKey);
      if (Array.isArray(list)) list.push(unquote(item[1] ?? ""));
      continue;
    }
    const pair = /^\s*([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const key = (pair[1] ?? "").toLowerCase();
    const value = (pair[2] ?? "").trim();
    listKey = value === "" ? key : null;
    raw.set(key, value === "" ? [] : value);
  }
  const text = (key: string): string | undefined => {
    const value = raw.get(key);
    return typeof value === "string" ? unquote(value) || undefined : undefined;
  };
  const list = (...keys: string[]): string[] | undefined => {
    for (const key of keys) {
      const value = raw.get(key);
      if (value === undefined) continue;
      return (Array.isArray(value) ? value : parseList(value)).filter(Boolean);
    }
    return undefined;
  };
  const fields: HeaderFields = {};
  const title = text("title");
  if (title) fields.title = title;
  const date = typeof raw.get("date") === "string" ? parseDate(raw.get("date") as string) : undefined;
  if (date) fields.date = date;
  const order = typeof raw.get("order") === "string" ? parseOrder(raw.get("order") as string) : undefined;
  if (order !== undefined) fields.order = order;
  const tags = list("tags", "tag");
  if (tags) fields.tags = tags;
  const categories = list("categories", "category");
  if (categories) fields.categories = categories;
  return fields;
}

/** Splits the header off; null when the file does not open with a complete `---` block. */
function splitHeader(lines: readonly string[]): { header: HeaderFields; rest: string[] } | null {
  if (lines[0]?.trim() !== "---") return null;
  const end = lines.findIndex((line, index) => index > 0 && (line.trim() === "---" || line.trim() === "..."));
  if (end < 0) return null;
  return { header: parseHeaderLines(lines.slice(1, end)), rest: lines.slice(end + 1) };
}

/** The first level-one heading outside code fences: its text and the lines it occupies. */
function findFirstHeading(lines: readonly string[]): { title: string; start: number; count: number } | null {
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const atx = ATX_H1.exec(line);
    if (atx && (atx[1] ?? "").trim()) return { title: (atx[1] ?? "").trim(), start: i, count: 1 };
    const next = lines[i + 1];
    if (line.trim() && next !== undefined && SETEXT_H1.test(next) && !/^\s{0,3}([-*_>]|\d+[.)])/.test(line)) {
      return { title: line.trim(), start: i, count: 2 };
    }
  }
  return null;
}

function firstNonBlank(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim() !== "");
}

/** Reads and removes the metadata header; applies the defaults when there is none. */
export function parseArticle(source: string, today: string): ParsedArticle {
  const lines = source
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const split = splitHeader(lines);
  let body = split ? split.rest : lines;
  const header = split?.header ?? null;

  let title = header?.title;
  const heading = findFirstHeading(body);
  if (heading && (!title || (heading.start === firstNonBlank(body) && heading.title === title))) {
    // Either the title comes from it, or it repeats the header's title at the top: the page shows
    // the title as its own heading, so the body must not carry it a second time.
    title ??= heading.title;
    body = [...body.slice(0, heading.start), ...body.slice(heading.start + heading.count)];
  }

  return {
    header,
    meta: {
      title: title ?? "",
      date: header?.date ?? today,
      order: header ? (header.order ?? null) : 0,
      tags: header?.tags ?? [],
      categories: header?.categories ?? [],
    },
    body: body.join("\n").trim() + "\n",
  };
}
