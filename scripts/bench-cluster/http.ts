/**
 * The cluster bench's own calls: JSON in and out, never counted as a view (X-PP-No-View, as the
 * web client sends it), so the counter proof sees only the requests it counts.
 */
import { NO_VIEW_HEADER } from "../../contract/constants.ts";

export type Reply<T> = { status: number; body: { code: number; msg: string; data: T } | undefined };

export async function call<T = unknown>(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { [NO_VIEW_HEADER]: "1", "x-lan": "zh-CN", ...options.headers };
  if (options.token) headers["x-pp-token"] = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Reply<T>["body"] };
  } catch {
    return { status: response.status, body: undefined };
  }
}

/** The envelope's data of a 200 reply, else an error naming the call. */
export async function data<T>(baseUrl: string, method: "GET" | "POST", url: string, options: Parameters<typeof call>[3] = {}): Promise<T> {
  const reply = await call<T>(baseUrl, method, url, options);
  if (reply.status !== 200 || reply.body?.code !== 0) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply.body.data;
}
