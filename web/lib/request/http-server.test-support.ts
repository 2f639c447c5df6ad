/**
 * Test support: a real HTTP server on 127.0.0.1 and a client wired to it. The client tests go
 * through Node's own fetch and sockets on purpose, so that timeouts, resets and retries are
 * the ones a browser would meet, not a mock's idea of them.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import { createRequestClient } from "./client.ts";
import type { RequestClientOptions } from "./client-types.ts";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() on arrival; under fake timers this is the fake clock. */
  at: number;
}

export type Handler = (request: RecordedRequest, res: ServerResponse, index: number) => void;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  handle(handler: Handler): void;
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

export function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": typeof body === "string" ? "text/html" : "application/json",
  });
  res.end(text);
}

export const ok = (data: unknown) => ({ code: 0, msg: "success", data });

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let waiters: Array<() => void> = [];
  let handler: Handler = (_request, res) => reply(res, 200, ok(null));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      requests.push(recorded);
      handler(recorded, res, requests.length - 1);
      const pending = waiters;
      waiters = [];
      for (const check of pending) check();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    waitForRequests(count) {
      return new Promise((resolve) => {
        const check = () => (requests.length >= count ? resolve() : waiters.push(check));
        check();
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on, for connection-refused failures. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function buildClient(baseUrl: string, overrides: Partial<RequestClientOptions> = {}) {
  const session = {
    token: "token-1" as string | null,
    refreshToken: "refresh-1" as string | null,
    language: "en",
  };
  const sleeps: number[] = [];
  const refresh = vi.fn(async () => true);
  const onAuthFailure = vi.fn(() => {
    session.token = null;
    session.refreshToken = null;
  });
  const client = createRequestClient({
    baseUrl,
    getToken: () => session.token,
    getRefreshToken: () => session.refreshToken,
    getLanguage: () => session.language,
    refresh,
    onAuthFailure,
    // Retry delays are recorded instead of waited for; one test checks the real timers.
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  return { client, session, sleeps, refresh, onAuthFailure };
}
