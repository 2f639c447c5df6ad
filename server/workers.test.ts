/**
 * Issue #26: WORKERS=N, the compiled server as node:cluster's primary and its workers on one port,
 * real processes on one PostgreSQL database and one Redis. Which worker answered shows only in the
 * log (pino's pid of each line); nothing public names a process. Refusals need no database. Needs
 * `npm run build` (`npm test` makes it first), and TEST_DATABASE_URL and TEST_REDIS_URL for the rest.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILED_SERVER, startServer, type RunningServer } from "../e2e/support/server.test-support.ts";
import { readDemoCatalogue } from "./db/seed/demo-data.ts";
import { queryRows } from "./db/query-rows.ts";
import { createTestDatabase, type TestDatabase } from "./test/databases.test-support.ts";
import { restartDelayMs } from "./workers.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const databaseReady = Boolean(process.env.TEST_DATABASE_URL);
const COPIES = 40;
const demoCode = readDemoCatalogue().prompts.find((p) => p.vipLevel === 0)!.code;

/** The compiled server run to its end: exit code and everything it wrote. */
function runToEnd(env: Record<string, string>, timeoutMs = 90_000): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATABASE_URL: "", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  return new Promise((resolve) => {
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The log's JSON lines with `msg`. */
function logLines(output: string, msg: string | RegExp): Array<{ pid: number; [key: string]: unknown }> {
  return output
    .split("\n")
    .flatMap((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed === "object" && parsed !== null ? [parsed as { pid: number; msg?: unknown }] : [];
      } catch {
        return []; // not pino's: an error's stack, a warning
      }
    })
    .filter((line) => typeof line.msg === "string" && (typeof msg === "string" ? line.msg === msg : msg.test(line.msg)));
}

/** The pids of the workers that logged their listening, in order. */
const listeningPids = (server: RunningServer) => logLines(server.output(), /^Server listening at /).map((line) => line.pid);

/** A request on a connection of its own (no keep-alive): node:cluster hands each new connection to the next worker. */
function freshRequest(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (reply) => {
        reply.resume();
        reply.on("end", () => resolve(reply.statusCode!));
      })
      .on("error", reject);
  });
}

async function until(what: string, condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("WORKERS refused where the workers would disagree", () => {
  it.each([
    ["on PGlite (no DATABASE_URL)", { WORKERS: "2", REDIS_URL: "redis://127.0.0.1:6379" }, "WORKERS above 1 needs DATABASE_URL"],
    ["without REDIS_URL", { WORKERS: "2", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/none" }, "WORKERS above 1 needs REDIS_URL"],
    ["a bad value", { WORKERS: "two" }, "Invalid configuration: WORKERS"],
  ])("%s: exits 1 with one line, before forking anything", async (_name, env, line) => {
    const { code, output } = await runToEnd({ DATA_DIR: path.join(os.tmpdir(), "pp-workers-refused-never-made"), ...env });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toContain(line);
  });

  it("waits longer before each restart of a worker that keeps dying, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe.skipIf(!redisUrl || !databaseReady)("WORKERS=2 on PostgreSQL and Redis", () => {
  let database: TestDatabase;
  let server: RunningServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-workers-"));
  const copyCount = async () => (await queryRows<{ n: number }>(database.db, sql`select copy_cnt as n from prompts where code = ${demoCode}`))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase("postgres", "demo");
    server = await startServer(
      {
        WORKERS: "2",
        DATABASE_URL: database.url!,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `workers-test-${randomBytes(4).toString("hex")}:`,
        // Copies from many addresses (each counts once), and a drain long enough to ask readiness during it.
        TRUST_PROXY: "127.0.0.1",
        SHUTDOWN_DRAIN_SECONDS: "2",
        LOG_LEVEL: "info",
      },
      dataDir,
      "compiled",
    );
    await until("both workers listening", () => logLines(server.output(), "workers: all listening").length === 1);
  }, 120_000);

  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      for (const pid of listeningPids(server)) if (alive(pid)) process.kill(pid, "SIGKILL");
      await server.stop("SIGKILL");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("serves from two worker processes, neither of them the primary", async () => {
    const workers = listeningPids(server);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(server.process.pid);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await freshRequest(`${server.url}/api/health/ready`));
    expect(statuses).toEqual(Array(6).fill(200));
    const answered = logLines(server.output(), "request completed").map((line) => line.pid);
    expect(new Set(answered)).toEqual(new Set(workers));
  });

  it("forks another worker when one dies, and keeps serving", async () => {
    const [victim] = listeningPids(server);
    process.kill(victim!, "SIGKILL");
    await until("a new worker listening", () => listeningPids(server).length === 3);
    expect(alive(victim!)).toBe(false);
    expect(logLines(server.output(), "workers: a worker died; forking another")).toMatchObject([
      { pid: server.process.pid, worker: victim, signal: "SIGKILL", restartInMs: 1000 },
    ]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await freshRequest(`${server.url}/api/health/ready`));
    expect(statuses).toEqual(Array(4).fill(200));
  });

  it("stops on SIGTERM to the primary alone: the workers drain, flush every acknowledged copy and exit, then the primary exits 0", async () => {
    const before = await copyCount();
    const copies = await Promise.all(
      Array.from({ length: COPIES }, (_, i) =>
        freshRequest(`${server.url}/api/prompt/updateCnt?promptCode=${demoCode}&action=1`, { "x-forwarded-for": `203.0.113.${i + 1}` }),
      ),
    );
    expect(copies).toEqual(Array(COPIES).fill(200));
    const counting = logLines(server.output(), "incoming request")
      .filter((line) => String((line.req as { url: string }).url).includes("updateCnt"))
      .map((line) => line.pid);
    // Both workers hold copies that only their own graceful stop writes.
    expect(new Set(counting).size).toBe(2);
    const workers = [...new Set(listeningPids(server))].filter(alive);

    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    process.kill(server.process.pid!, "SIGTERM");
    await sleep(300);
    process.kill(server.process.pid!, "SIGTERM");
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    expect(
      logLines(server.output(), "shutting down")
        .map((line) => line.pid)
        .sort(),
    ).toEqual([...workers].sort());
    expect(await copyCount()).toBe(before + COPIES);
  }, 60_000);

  it("exits non-zero, without restarting, when a worker cannot start", async () => {
    const missing = new URL(database.url!);
    missing.pathname = `/pp_missing_${randomBytes(4).toString("hex")}`;
    const { code, output } = await runToEnd({
      WORKERS: "2",
      DATABASE_URL: missing.toString(),
      REDIS_URL: redisUrl!,
      DATA_DIR: dataDir,
      JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-1234",
    });
    expect(code).toBe(1);
    expect(logLines(output, "workers: a worker failed to start; stopping the others")).toHaveLength(1);
    expect(logLines(output, "workers: a worker died; forking another")).toEqual([]);
  }, 90_000);
});
