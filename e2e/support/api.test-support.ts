/** Plain HTTP calls to a running server, for tests that drive the API rather than a page. */
import { randomInt } from "node:crypto";
import type { CategorySummary } from "../../contract/catalog.ts";

/** The first administrator, whose password startServer sets. */
export const ADMIN = { loginName: "admin", pwd: "admin-e2e-password" };

export type Reply<T = unknown> = {
  status: number;
  body: { code: number; msg: string; data: T } | undefined;
};

/**
 * A client address of its own for each call (random in TEST-NET-2, passed as X-Forwarded-For: the
 * e2e server trusts loopback as its proxy), so the per-address limits on registration and sign-in,
 * meant for one person, do not add up across every test file's setup calls. Random rather than
 * counted: each test file has its own copy of this module, and counters would repeat across them.
 */
function nextClientAddress(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  options: { token?: string; body?: unknown; lan?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { "x-forwarded-for": nextClientAddress() };
  if (options.lan) headers["x-lan"] = options.lan;
  if (options.token) headers["x-pp-token"] = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Reply<T>["body"];
  try {
    body = JSON.parse(text) as Reply<T>["body"];
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** A visitor's GET in a language (X-LAN): the envelope's data, or a thrown error naming the reply. */
export async function readData<T>(baseUrl: string, url: string, lan = "zh-CN"): Promise<T> {
  const reply = await call<T>(baseUrl, "GET", url, { lan });
  if (reply.body?.code !== 0) throw new Error(`GET ${url} (${lan}): ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** The first administrator's token. */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const reply = await call<string>(baseUrl, "POST", "/api/user/login", { body: ADMIN });
  if (reply.status !== 200 || !reply.body?.data) throw new Error(`admin sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** A category of the demo catalogue, for prompts the tests write. */
export async function anyCategoryId(baseUrl: string): Promise<number> {
  const reply = await call<CategorySummary[]>(baseUrl, "GET", "/api/listCategory");
  const first = reply.body?.data?.[0];
  if (!first) throw new Error(`no category: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
  return first.cid;
}
