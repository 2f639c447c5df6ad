/**
 * Issue #11, faults: the production server killed mid-write, PostgreSQL restarted under load, a
 * full disk, a second process on the same data folder. Each test starts its own server (the global
 * one is never disturbed) and everything it makes (processes, folders, the tmpfs, the throwaway
 * PostgreSQL cluster and its databases) is undone in afterEach/afterAll, failed or not.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { report } from "../server/security/support/figures.test-support.ts";
import { anyCategoryId, call, signInAdmin } from "./support/api.test-support.ts";
import { clusterUnavailable, createCluster, type Cluster } from "./support/postgres-cluster.test-support.ts";
import { startServer, type RunningServer } from "./support/server.test-support.ts";
import { storedInPglite, storedInPostgres, type StoredPrompts } from "./support/stored-prompts.test-support.ts";
import { fillUp, mountTmpfs, tmpfsUnavailable } from "./support/tmpfs.test-support.ts";
import { acknowledgedCode, describeStatuses, startLoad, startWriteStream, writePrompt, type Sent } from "./support/write-stream.test-support.ts";

const FAULT_TIMEOUT = 180_000;
/** Acknowledged writes before the kill: enough for several transactions to be in flight at once. */
const WRITES_BEFORE_KILL = 40;
const RECOVERY_LIMIT_MS = 5_000;
const TMPFS_MB = 256;

const clusterReason = clusterUnavailable();
const tmpfsReason = tmpfsUnavailable();

/** Undone after each test, latest first, whatever happened in it. */
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-fault-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(env: Record<string, string>, dataDir: string): Promise<RunningServer> {
  const server = await startServer(env, dataDir);
  cleanups.push(() => server.stop("SIGKILL"));
  return server;
}

const alive = (server: RunningServer) => server.process.exitCode === null && server.process.signalCode === null;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Acknowledged prompts the restarted server does not answer for. */
async function missingOnServer(server: RunningServer, codes: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const code of codes) if ((await call(server.url, "GET", `/api/prompt/${code}`)).status !== 200) missing.push(code);
  return missing;
}

/** Restarts on the same data, stops, reads the database, and checks it against what was acknowledged. */
async function checkAfterRestart(
  env: Record<string, string>,
  dataDir: string,
  acknowledged: string[],
  read: () => Promise<StoredPrompts>,
): Promise<{ lost: string[]; stored: StoredPrompts }> {
  const server = await serve(env, dataDir);
  const missingOnline = await missingOnServer(server, acknowledged);
  await server.stop();
  const stored = await read();
  const lost = acknowledged.filter((code) => !stored.codes.has(code));
  expect(missingOnline).toEqual([]);
  return { lost, stored };
}

/** Kill -9 during a stream of writes, restart on the same data, compare with what was acknowledged. */
async function killDuringWrites(label: string, env: Record<string, string>, read: (dataDir: string) => Promise<StoredPrompts>) {
  const dataDir = tempDataDir();
  const server = await serve(env, dataDir);
  const stream = startWriteStream(server.url, await signInAdmin(server.url), await anyCategoryId(server.url));
  await stream.acknowledgedAtLeast(WRITES_BEFORE_KILL);
  server.process.kill("SIGKILL");
  await server.stop();
  await stream.stop();
  expect(server.process.signalCode).toBe("SIGKILL");

  const { lost, stored } = await checkAfterRestart(env, dataDir, stream.acknowledged, () => read(dataDir));
  report(
    `kill -9 during writes (${label}): ${stream.acknowledged.length} acknowledged, ${lost.length} lost, ${stored.halfWritten.length} half-written prompts; replies ${describeStatuses(stream.replies)}`,
  );
  expect(stream.acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
  expect(lost).toEqual([]);
  expect(stored.halfWritten).toEqual([]);
}

describe("a process killed with SIGKILL during writes", () => {
  it("loses no acknowledged write and leaves nothing half-written on PGlite", () => killDuringWrites("PGlite", {}, storedInPglite), FAULT_TIMEOUT);

  describe.skipIf(clusterReason)("on PostgreSQL (a throwaway cluster)", () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      cluster = await createCluster();
      cluster.start();
    }, FAULT_TIMEOUT);
    afterAll(() => cluster?.destroy());

    /** A fresh database on the throwaway cluster, dropped after the test. */
    async function freshDatabase(): Promise<string> {
      const name = `pp_fault_${randomBytes(4).toString("hex")}`;
      await cluster!.createDatabase(name);
      cleanups.push(() => cluster!.dropDatabase(name));
      return cluster!.url(name);
    }

    it(
      "loses no acknowledged write and leaves nothing half-written",
      async () => {
        const url = await freshDatabase();
        await killDuringWrites("PostgreSQL", { DATABASE_URL: url }, () => storedInPostgres(url));
      },
      FAULT_TIMEOUT,
    );

    it(
      "answers 503 (never 500) while PostgreSQL restarts, stays up and recovers by itself",
      async () => {
        const server = await serve({ DATABASE_URL: await freshDatabase() }, tempDataDir());
        const token = await signInAdmin(server.url);
        const loads = [
          startWriteStream(server.url, token, await anyCategoryId(server.url), { inFlight: 2, pauseMs: 20 }),
          startLoad("health", () => call(server.url, "GET", "/api/health"), { pauseMs: 20 }),
          startLoad("read", (n) => call(server.url, "GET", `/admin/api/listPrompt?queryMyPrompts=1&page=${(n % 5) + 1}`, { token }), { pauseMs: 20 }),
        ];
        const replies = (): Sent[] => loads.flatMap((load) => load.replies);
        let downAt = 0;
        let upAt = 0;
        let recoveredAt: number | undefined;
        try {
          await pause(1_000);
          downAt = Date.now();
          cluster!.stop();
          await pause(1_500);
          cluster!.start();
          upAt = Date.now();
          // Recovered: a write and a health check answered 200, both sent after PostgreSQL accepted again.
          const firstSuccess = (kind: string) => replies().find((r) => r.kind === kind && r.at > upAt && r.status === 200)?.at;
          while (recoveredAt === undefined && Date.now() - upAt < RECOVERY_LIMIT_MS * 3) {
            await pause(50);
            const [write, health] = [firstSuccess("write"), firstSuccess("health")];
            if (write !== undefined && health !== undefined) recoveredAt = Math.max(write, health);
          }
          await pause(500);
        } finally {
          await Promise.all(loads.map((load) => load.stop()));
        }

        const all = replies();
        const during = all.filter((r) => r.at > downAt && r.at <= upAt);
        const serverErrors = all.filter((r) => r.status >= 500 && r.status !== 503);
        const unanswered = all.filter((r) => r.status === 0);
        const unavailable = during.filter((r) => r.status === 503);
        report(
          `PostgreSQL restart under load: ${all.length} requests, ${during.length} while it was down (${unavailable.length} answered 503), ${serverErrors.length} other 5xx, ${unanswered.length} without a reply, recovered ${recoveredAt === undefined ? "never" : `${recoveredAt - upAt} ms`} after PostgreSQL accepted again, process ${alive(server) ? "alive" : "exited"}`,
        );
        expect(alive(server)).toBe(true);
        expect(serverErrors).toEqual([]);
        expect(unanswered).toEqual([]);
        expect(unavailable.length).toBeGreaterThan(0);
        expect(recoveredAt).toBeDefined();
        expect(recoveredAt! - upAt).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      },
      FAULT_TIMEOUT,
    );
  });
});

describe.skipIf(tmpfsReason)("a full disk under the data folder (PGlite on a small tmpfs)", () => {
  it(
    "refuses writes with 507 and the envelope, keeps running, loses nothing acknowledged, and recovers once space returns",
    async () => {
      const disk = mountTmpfs(TMPFS_MB);
      cleanups.push(() => disk.unmount());
      const server = await serve({}, disk.dir);
      const token = await signInAdmin(server.url);
      const categoryId = await anyCategoryId(server.url);
      const acknowledged: string[] = [];
      const replies: Sent[] = [];
      // Long texts, so that the database has to grow its files soon after the disk is full.
      const write = async (n: number) => {
        const reply = await writePrompt(server.url, token, categoryId, n, `${n} `.padEnd(9_000, "长文本"));
        const code = acknowledgedCode(reply);
        if (code) acknowledged.push(code);
        return reply;
      };
      for (let n = 0; n < 5; n++) await write(n);
      expect(acknowledged).toHaveLength(5);

      const filler = fillUp(disk.dir);
      let refusal: Awaited<ReturnType<typeof write>> | undefined;
      for (let n = 5; n < 400 && !refusal; n++) {
        const reply = await write(n);
        replies.push({ at: Date.now(), status: reply.status, kind: "write" });
        if (reply.status !== 200) refusal = reply;
      }
      const healthWhileFull = (await call(server.url, "GET", "/api/health")).status;
      expect(alive(server)).toBe(true);
      expect(refusal?.status).toBe(507);
      expect(refusal?.body).toMatchObject({ code: 50700, data: null });
      expect(refusal?.body?.msg).toMatch(/存储空间已满/);

      fs.rmSync(filler);
      let recovered = false;
      for (let n = 1000; n < 1010 && !recovered; n++) recovered = (await write(n)).status === 200;
      expect(recovered).toBe(true);

      await server.stop();
      const { lost, stored } = await checkAfterRestart({}, disk.dir, acknowledged, () => storedInPglite(disk.dir));
      report(
        `full disk (PGlite on a ${TMPFS_MB} MB tmpfs): writes after filling it ${describeStatuses(replies)}, health while full ${healthWhileFull}, ${acknowledged.length} acknowledged in all, ${lost.length} lost, ${stored.halfWritten.length} half-written, a write succeeded once space returned: ${recovered}`,
      );
      expect(lost).toEqual([]);
      expect(stored.halfWritten).toEqual([]);
    },
    FAULT_TIMEOUT,
  );
});

describe("a second server process on the same embedded data folder", () => {
  it(
    "refuses to start with a message naming the folder and the owner, and the first keeps serving",
    async () => {
      const dataDir = tempDataDir();
      const first = await serve({}, dataDir);
      const second = startServer({}, dataDir);
      await expect(second).rejects.toThrow(/in use by another server process \(pid \d+\)/);
      await expect(second).rejects.toThrow(dataDir);
      expect((await call(first.url, "GET", "/api/health")).status).toBe(200);
      report("second process on the same data folder: refused at start, the first kept serving");
    },
    FAULT_TIMEOUT,
  );
});
