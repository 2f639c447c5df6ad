/** For the console's component tests: a client whose calls a test answers and inspects. */
import { vi } from "vitest";
import type { ConsoleClient } from "./console-api.ts";

type Handler = (path: string, arg?: unknown) => unknown;

export function fakeConsoleClient(handlers: { get?: Handler; post?: Handler; patch?: Handler; upload?: Handler } = {}) {
  const answer = (handler: Handler | undefined) => vi.fn(async (path: string, arg?: unknown) => (handler ? handler(path, arg) : undefined));
  const calls = { get: answer(handlers.get), post: answer(handlers.post), patch: answer(handlers.patch), upload: answer(handlers.upload) };
  const client: ConsoleClient = {
    get: <T>(path: string, query?: unknown) => calls.get(path, query) as Promise<T>,
    post: <T>(path: string, body?: unknown) => calls.post(path, body) as Promise<T>,
    patch: <T>(path: string, body?: unknown) => calls.patch(path, body) as Promise<T>,
    upload: <T>(path: string, form: FormData) => calls.upload(path, form) as Promise<T>,
    clearCache: () => {},
  };
  return { client, calls };
}
