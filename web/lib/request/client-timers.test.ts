/**
 * Real sockets under fake timers: the clock only moves when a test moves it, so each step first
 * waits for the real I/O it depends on (a request reaching the server, a retry being scheduled).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError, NetworkError } from "./errors.ts";
import { buildClient, reply, startTestServer, type TestServer } from "./http-server.test-support.ts";
import { defaultSleep } from "./retry-policy.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

/** The default sleep, plus a way to wait until the client has scheduled its n-th retry. */
function observedSleep() {
  const scheduled: number[] = [];
  let waiters: Array<() => void> = [];
  return {
    scheduled,
    sleep(ms: number) {
      scheduled.push(ms);
      const pending = waiters;
      waiters = [];
      for (const check of pending) check();
      return defaultSleep(ms);
    },
    waitForSleeps(count: number) {
      return new Promise<void>((resolve) => {
        const check = () => (scheduled.length >= count ? resolve() : waiters.push(check));
        check();
      });
    },
  };
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("request client timing", () => {
  it("waits exactly 1 s, 2 s and 4 s on its timers before retrying a 5xx", async () => {
    server.handle((_request, res) => reply(res, 500, { code: 500, msg: "down", data: null }));
    const probe = observedSleep();
    const { client } = buildClient(server.baseUrl, { sleep: probe.sleep });
    const outcome = settle(client.get("/api/index"));
    for (const [index, delay] of [1000, 2000, 4000].entries()) {
      await probe.waitForSleeps(index + 1);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.requests).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await server.waitForRequests(index + 2);
    }
    const error = await outcome;
    expect(error).toBeInstanceOf(HttpError);
    const first = server.requests[0]?.at ?? Number.NaN;
    expect(server.requests.map((request) => request.at - first)).toEqual([0, 1000, 3000, 7000]);
  });

  it("aborts an attempt after 60 s, retries it, and reports a timeout at the end", async () => {
    server.handle(() => undefined);
    const { client, sleeps } = buildClient(server.baseUrl);
    let settled = false;
    const outcome = settle(client.get("/api/slow")).finally(() => {
      settled = true;
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await server.waitForRequests(attempt);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(sleeps).toHaveLength(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    const error = await outcome;
    expect(settled).toBe(true);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(client.health.isHealthy()).toBe(false);
  });

  it("gives the next attempt the shorter adaptive timeout once fast replies are known", async () => {
    server.handle((request, res) => {
      if (request.url === "/fast") reply(res, 200, { code: 0, msg: "", data: 1 });
    });
    const { client } = buildClient(server.baseUrl);
    await client.get("/fast");
    expect(client.timeoutMs()).toBe(30_000);
    const outcome = settle(client.get("/slow", undefined, { cache: false }));
    await server.waitForRequests(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await server.waitForRequests(3);
    expect(server.requests.map((request) => request.url)).toEqual(["/fast", "/slow", "/slow"]);
    for (let attempt = 3; attempt <= 5; attempt += 1) {
      await server.waitForRequests(attempt);
      await vi.advanceTimersByTimeAsync(30_000);
    }
    await expect(outcome).resolves.toMatchObject({ kind: "timeout" });
  });
});
