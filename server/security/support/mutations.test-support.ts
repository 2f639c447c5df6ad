/**
 * Hostile variations of a valid-ish request: wrong types, huge and empty strings, deep JSON,
 * unicode edge cases, overflowing numbers, arrays where objects belong, bodies over the 2 MB
 * limit and wrong content types. Each case is plain data, so a failure report can show it.
 */
import fc from "fast-check";
import { MAX_BODY_BYTES } from "../../../contract/constants.ts";
import { isPlainObject } from "./zod-arbitrary.test-support.ts";

export const ONE_MB = "a".repeat(1 << 20);
const DEPTH = 10_000;
export const DEEP_ARRAY = "[".repeat(DEPTH) + "]".repeat(DEPTH);
export const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + "1" + "}".repeat(DEPTH);

/** Strings that break naive code: NUL, lone surrogates, direction and zero-width marks, paths, SQL, templates. */
export const WEIRD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFF\uD800y",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "𝕏😀👨‍👩‍👧🇨🇳",
  "e\u0301\u0301\u0301\u0301",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00%2e%2e%2f",
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "<script>window.__xss=1</script>",
  "${7*7}{{7*7}}",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "-1",
  "0",
  "2147483648",
  "9007199254740993",
  "0x10",
  "1.5",
  "true",
  "null",
  "[]",
  "{}",
  "__proto__",
];

/** Characters that text columns, normalisers and renderers trip over, spliced into otherwise valid values. */
const EDGE_UNICODE = ["\u0000", "\uD800", "\uDC00", "\u202E", "\u200B", "\uFEFF", "😀", "\u0301", "\r\n", "\u2028", "\uFFFF"];

/** The same value with an edge character at the start or end of one of its strings (at any depth). */
export function spliceEdge(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string") return fc.tuple(fc.constantFrom(...EDGE_UNICODE), fc.boolean()).map(([edge, front]) => (front ? edge + value : value + edge));
  if (Array.isArray(value) && value.length > 0)
    return fc.nat(value.length - 1).chain((i) => spliceEdge(value[i]).map((v) => value.map((x, j) => (j === i ? v : x))));
  if (isPlainObject(value) && Object.keys(value).length > 0)
    return fc.constantFrom(...Object.keys(value)).chain((key) => spliceEdge(value[key]).map((v) => ({ ...value, [key]: v })));
  return fc.constant(value);
}

/** JSON values of the wrong kind for almost any field. */
const WRONG_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [1, "a"],
  {},
  { a: { b: [] } },
  [{}],
  ["x", ["y"]],
];

/** Number spellings JSON.stringify cannot produce. */
const RAW_NUMBERS = ["1e309", "-1e309", "-0", "1e-400", "123456789012345678901234567890", "0.1e1"];

export type FuzzCase = {
  kind: string;
  path: string;
  query: string;
  contentType?: string;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  lan?: string;
};

export const weirdString = fc.oneof(
  { arbitrary: fc.constantFrom(...WEIRD_STRINGS), weight: 12 },
  { arbitrary: fc.constant(ONE_MB), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 20 }), weight: 3 },
);
const weirdValue = fc.oneof(weirdString, fc.constantFrom(...WRONG_VALUES));

/** Query values as strings (repeated keys for arrays, JSON for objects), in a query string. */
export function toQuery(value: unknown): string {
  if (!isPlainObject(value)) return "";
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      params.append(key, typeof item === "object" && item !== null ? JSON.stringify(item) : String(item ?? ""));
    }
  }
  return params.toString();
}

/** What a route's querystring schema receives for a query string: strings, arrays for repeated keys. */
export function parseQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = out[key];
    out[key] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return out;
}

/** Replaces (or adds) one field with a hostile value; keys include ones no schema allows. */
function mutateField(value: unknown, extraKeys: string[]): fc.Arbitrary<unknown> {
  const keys = [...(isPlainObject(value) ? Object.keys(value) : []), ...extraKeys];
  return fc.tuple(fc.constantFrom(...keys), weirdValue).map(([key, v]) => ({ ...(isPlainObject(value) ? value : {}), [key]: v }));
}

/** `{"key": <raw number>, ...rest}` as text. */
function withRawNumber(value: unknown, key: string, raw: string): string {
  const rest = isPlainObject(value) ? JSON.stringify(Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))) : "{}";
  return `{${JSON.stringify(key)}:${raw}${rest === "{}" ? "}" : "," + rest.slice(1)}`;
}

function multipart(value: unknown): { contentType: string; body: string } {
  const boundary = "----security-fuzz-boundary";
  const fields = isPlainObject(value) ? Object.entries(value) : [["value", value] as const];
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`,
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: `${parts.join("")}--${boundary}--\r\n` };
}

const CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "text/html",
  "application/vnd.api+json",
];

const RAW_BODIES = [
  DEEP_ARRAY,
  DEEP_OBJECT,
  '{"__proto__":{"role":3,"isAdmin":true}}',
  '{"constructor":{"prototype":{"role":3}}}',
  '{"role":1,"role":3}',
  "",
  "{",
  "null",
  '"just a string"',
  "1",
  "[]",
  "\u0000",
  '{"a":"\\ud800"}',
];

/**
 * Hostile variations of one route's valid-ish input. `fields` names keys worth attacking that
 * the generated value may not carry (privileged fields, prototype keys).
 */
export function fuzzCases(input: {
  path: fc.Arbitrary<string>;
  query: fc.Arbitrary<unknown>;
  body: fc.Arbitrary<unknown> | undefined;
}): fc.Arbitrary<FuzzCase> {
  const { path, query, body } = input;
  const privileged = ["role", "authorId", "userId", "id", "status", "vipLevel", "clickCnt", "score", "__proto__", "constructor"];
  const lan = fc.option(fc.constantFrom("zh-CN", "zh-TW", "en", "xx", "", "en;q=1, zh", "../../etc"), { nil: undefined });
  const queryCases = fc.oneof(
    { arbitrary: query.map(toQuery), weight: 3 },
    { arbitrary: query.chain((q) => mutateField(q, privileged)).map(toQuery), weight: 4 },
    { arbitrary: query.chain(spliceEdge).map(toQuery), weight: 3 },
    { arbitrary: fc.constantFrom("%", "%E0%A4%A", "a=%00", "&&&==", "a[b]=c&a[c]=d", `x=${ONE_MB}`, "page=1&page=2&size=1e309"), weight: 1 },
  );
  const base = fc.record({ path, query: queryCases, lan });
  if (!body) return base.map((c) => ({ kind: "query", ...c }));
  const bodyCases = fc.oneof(
    { arbitrary: body.map((b) => ({ kind: "valid-ish body", body: b })), weight: 3 },
    { arbitrary: body.chain((b) => mutateField(b, privileged)).map((b) => ({ kind: "hostile field", body: b })), weight: 5 },
    { arbitrary: body.chain(spliceEdge).map((b) => ({ kind: "unicode edge", body: b })), weight: 4 },
    { arbitrary: body.map((b) => ({ kind: "array for object", body: [b] })), weight: 1 },
    { arbitrary: weirdValue.map((b) => ({ kind: "wrong body type", body: JSON.stringify(b), contentType: "application/json" })), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_BODIES).map((b) => ({ kind: "raw JSON", body: b, contentType: "application/json" })), weight: 2 },
    {
      arbitrary: fc
        .tuple(body, fc.constantFrom(...RAW_NUMBERS))
        .chain(([b, raw]) =>
          fc
            .constantFrom(...(isPlainObject(b) ? Object.keys(b) : []), "id", "page")
            .map((key) => ({ kind: "raw number", body: withRawNumber(b, key, raw), contentType: "application/json" })),
        ),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(body, fc.constantFrom(...CONTENT_TYPES))
        .map(([b, contentType]) => ({ kind: "wrong content type", body: JSON.stringify(b) ?? "", contentType })),
      weight: 2,
    },
    { arbitrary: body.map((b) => ({ kind: "multipart form", ...multipart(b) })), weight: 1 },
  );
  return fc.tuple(base, bodyCases).map(([c, b]) => ({ ...c, ...b }));
}

/** Always sent once per route with a body: one byte over the limit matters less than "well over". */
export const OVERSIZED_BODY: Pick<FuzzCase, "kind" | "body" | "contentType"> = {
  kind: "body over 2 MB",
  body: `{"x":"${"a".repeat(MAX_BODY_BYTES + 1024)}"}`,
  contentType: "application/json",
};
