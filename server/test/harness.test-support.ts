/** Builds the real app on a fresh database for a test file; no mocks of our own modules. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp, type BuildOptions } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Clock } from "../lib/app-context.ts";
import { createTestDatabase, demoCopyFor, type Engine, type TestDatabase } from "./databases.test-support.ts";

/** The first administrator (login "admin") signs in with this; a configured password is never printed. */
export const TEST_ADMIN_PASSWORD = "admin-test-password";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  clock: ControlledClock;
  /** app.inject with X-LAN and an optional token, returning status and the parsed envelope. */
  call<T = unknown>(
    options: InjectOptions & { token?: string; lan?: string },
  ): Promise<{ status: number; body: { code: number; msg: string; data: T }; headers: Record<string, unknown> }>;
  /** keepDatabase: leave the database for another app (a restart test builds one on the same data). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
};

export type ControlledClock = Clock & { set(date: Date): void; advance(ms: number): void; reset(): void };

/** A clock tests can move; it follows real time until set. */
export function controlledClock(): ControlledClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (date) => (offset = date.getTime() - Date.now()),
    advance: (ms) => (offset += ms),
    reset: () => (offset = 0),
  };
}

/**
 * extend: add test-only routes before the app is sealed (e.g. one that throws like a bug would).
 * options.reuse: start on an existing test database instead of a fresh one (restarts).
 * options.logStream: where the app's log lines go (with LOG_LEVEL in env), for tests that read them.
 * options.pages: render the pages too, from the client build in BUILD_DIR (`react-router build` first).
 * Accounts are not "new" (NEW_ACCOUNT_HOURS 0): tests make an account and write at once; the tests
 * of the new-account limits and of review set it.
 */
export async function buildTestApp(
  engine: Engine,
  env: Record<string, string | undefined> = {},
  extend?: (app: FastifyInstance) => void,
  options: { reuse?: TestDatabase; logStream?: BuildOptions["logStream"]; pages?: boolean } = {},
): Promise<TestApp> {
  const { reuse, logStream, pages = false } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-test-"));
  const config = loadConfig(
    {},
    {
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED: "none",
      NEW_ACCOUNT_HOURS: "0",
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      JWT_SECRET: "test-secret-test-secret-test-secret-1234",
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      ...env,
    },
  );
  const clock = controlledClock();
  // SEED=demo: a copy of the database the global set-up loaded the demo catalogue into, as this app would.
  const database = reuse ?? (await createTestDatabase(engine, config.seed === "demo" ? demoCopyFor(clock.now()) : "migrated"));
  const app = await buildApp(config, { database, clock, pages, logStream });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async call(options) {
      const { token, lan, headers, ...rest } = options;
      const response = await app.inject({
        ...rest,
        headers: { ...(lan ? { "x-lan": lan } : {}), ...(token ? { "x-pp-token": token } : {}), ...headers },
      });
      let body: { code: number; msg: string; data: never };
      try {
        body = response.json();
      } catch {
        body = { code: -1, msg: response.body, data: undefined as never };
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    async close(options = {}) {
      await app.close();
      if (!options.keepDatabase) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
