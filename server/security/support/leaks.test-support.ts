/**
 * What a reply must never show: stack traces, source or file-system paths, SQL or database error
 * text, runtime error names. Error replies of the API must also be the { code, msg, data } envelope.
 */
import { isApiPath } from "../../lib/access.ts";

/** Checked on every reply. */
const ALWAYS: Array<[string, RegExp]> = [
  ["stack trace", /\n\s+at\s|\bat (?:async )?[\w.$<>]+ \((?:file:|node:|\/)/],
  ["file path", /(?:\/work\/|\/node_modules\/|\/home\/|\/root\/|\/usr\/(?:lib|src)\/|\/tmp\/pp-|file:\/\/\/)/],
  ["source location", /\.(?:ts|tsx|js|mjs|cjs):\d+(?::\d+)?/],
];

/** Checked on error replies, whose text is ours alone (a 200 may carry user text that says "select ... from"). */
const ON_ERRORS: Array<[string, RegExp]> = [
  [
    "SQL error",
    /Failed query|syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|duplicate key value|relation "|column "|invalid input syntax|invalid byte sequence|PostgresError|SQLSTATE|drizzle/i,
  ],
  ["SQL text", /\b(?:select\s[\s\S]{0,200}\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\s/i],
  ["runtime error", /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FST_ERR_\w+|Maximum call stack)\b/],
];

export type Reply = { statusCode: number; body: string; headers: Record<string, unknown> };

/** The problems of one reply to `url`, as short labels; empty when it is clean. */
export function replyProblems(url: string, reply: Reply, options: { allow503?: boolean } = {}): string[] {
  const problems: string[] = [];
  if (reply.statusCode >= 500 && !(options.allow503 && reply.statusCode === 503)) problems.push(`status ${reply.statusCode}`);
  // A script or stylesheet served as it ships (the API reference's renderer) is a third party's text, the same for every request, not a reply made from the request.
  if (!(reply.statusCode === 200 && isStaticAsset(reply.headers))) for (const [label, pattern] of ALWAYS) if (pattern.test(reply.body)) problems.push(label);
  if (reply.statusCode >= 400) {
    for (const [label, pattern] of ON_ERRORS) if (pattern.test(reply.body)) problems.push(label);
    if (isApiPath(url) && !isEnvelope(reply.body)) problems.push("error reply is not an envelope");
  }
  return problems;
}

function isStaticAsset(headers: Record<string, unknown>): boolean {
  return /^(?:text\/javascript|application\/javascript|text\/css)\b/.test(String(headers["content-type"] ?? ""));
}

function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return typeof parsed.code === "number" && parsed.code !== 0 && typeof parsed.msg === "string";
  } catch {
    return false;
  }
}
