/**
 * A real HTTP server on loopback that speaks the OpenAI chat-completions protocol, for tests of
 * everything that calls a model. Each request takes the next queued reply, else the fallback;
 * replies can be normal JSON, slow, failing (any status, Retry-After), malformed or never-ending.
 * Point the app at it with LLM_BASE_URL = fake.url.
 */
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  /** A normal completion whose message content is this value as JSON. */
  | { kind: "json"; content: unknown }
  /** A normal completion with this exact message content (e.g. not JSON). */
  | { kind: "content"; content: string; finishReason?: string }
  /** Any status and body, e.g. 500, or 429 with Retry-After. */
  | { kind: "http"; status: number; body?: string; headers?: Record<string, string> }
  /** Waits, then answers with `then`. */
  | { kind: "slow"; delayMs: number; then: FakeReply }
  /** Answers with `then` once `until` settles (the test decides when). */
  | { kind: "wait"; until: Promise<unknown>; then: FakeReply }
  /** Never answers; the connection stays open until the client gives up or the server closes. */
  | { kind: "hang" };

export type FakeRequest = {
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; response_format?: unknown; temperature?: number };
  system: string;
  user: string;
};

export type FakeLlm = {
  /** The base address to configure: http://127.0.0.1:<port>/v1 */
  url: string;
  requests: FakeRequest[];
  /** Replies for the next requests, in order. */
  queue(...replies: FakeReply[]): void;
  /** What requests get once the queue is empty (default: a 500). */
  fallback(reply: FakeReply | ((request: FakeRequest) => FakeReply)): void;
  reset(): void;
  close(): Promise<void>;
};

export const reply = {
  json: (content: unknown): FakeReply => ({ kind: "json", content }),
  content: (content: string): FakeReply => ({ kind: "content", content }),
  status: (status: number, headers: Record<string, string> = {}): FakeReply => ({
    kind: "http",
    status,
    headers,
    body: JSON.stringify({ error: { message: `status ${status}` } }),
  }),
  slow: (delayMs: number, then: FakeReply): FakeReply => ({ kind: "slow", delayMs, then }),
  hang: (): FakeReply => ({ kind: "hang" }),
  wait: (until: Promise<unknown>, then: FakeReply): FakeReply => ({ kind: "wait", until, then }),
};

function completion(content: string, finishReason = "stop") {
  return JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "fake",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const pending: FakeReply[] = [];
  let fallback: FakeReply | ((request: FakeRequest) => FakeReply) = reply.status(500);
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: http.ServerResponse, r: FakeReply): void => {
    if (res.destroyed) return;
    switch (r.kind) {
      case "json":
        res.writeHead(200, { "content-type": "application/json" }).end(completion(JSON.stringify(r.content)));
        return;
      case "content":
        res.writeHead(200, { "content-type": "application/json" }).end(completion(r.content, r.finishReason));
        return;
      case "http":
        res.writeHead(r.status, { "content-type": "application/json", ...r.headers }).end(r.body ?? "");
        return;
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(res, r.then);
        }, r.delayMs);
        timers.add(timer);
        return;
      }
      case "wait":
        void r.until.finally(() => send(res, r.then));
        return;
      case "hang":
        return;
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      let body: FakeRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeRequest["body"];
      } catch {
        res.writeHead(400).end();
        return;
      }
      const text = (role: string) =>
        (body.messages ?? [])
          .filter((m) => m.role === role)
          .map((m) => m.content)
          .join("\n");
      const request: FakeRequest = { headers: req.headers, body, system: text("system"), user: text("user") };
      requests.push(request);
      const next = pending.shift() ?? (typeof fallback === "function" ? fallback(request) : fallback);
      send(res, next);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies) => void pending.push(...replies),
    fallback: (r) => void (fallback = r),
    reset() {
      pending.length = 0;
      requests.length = 0;
      fallback = reply.status(500);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
