/**
 * Issue #26 (f): the server as operators run it (`npm run serve`, its own process group), stopped
 * the way Ctrl-C and service managers stop it: SIGTERM to the whole group, which reaches the
 * server more than once. It drains (readiness 503, liveness 200) and then stops cleanly: every
 * acknowledged copy is counted after a restart. Needs `npm run build` (`npm test` makes it first).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { readDemoCatalogue } from "./db/seed/demo-data.ts";
import { migratedDataDir } from "./test/databases.test-support.ts";
import { groupGone, killServed, serve } from "./test/serve-process.test-support.ts";

const COPIES = 40;
/** Copies from many addresses (each counts once), and a drain long enough to ask readiness during it. */
const SIGNAL_ENV = { TRUST_PROXY: "127.0.0.1", SHUTDOWN_DRAIN_SECONDS: "2" };
const demoCode = readDemoCatalogue().prompts.find((p) => p.vipLevel === 0)!.code;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-serve-"));
const copyCount = async (base: string) =>
  ((await (await fetch(`${base}/api/prompt/${demoCode}`)).json()) as { data: { cnt: { copyCnt: number } } }).data.cnt.copyCnt;

afterAll(() => {
  killServed();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run serve, stopped by a signal to its process group", () => {
  it("drains, stops cleanly on repeated signals and keeps every acknowledged copy", async () => {
    // Migrated already (not initdb at start): this is about stopping, not a new folder.
    const first = await serve(await migratedDataDir(dataDir), SIGNAL_ENV);
    const before = await copyCount(first.url);
    const copies = await Promise.all(
      Array.from({ length: COPIES }, (_, i) =>
        fetch(`${first.url}/api/prompt/updateCnt?promptCode=${demoCode}&action=1`, { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } }),
      ),
    );
    expect(copies.map((reply) => reply.status)).toEqual(Array(COPIES).fill(200));

    process.kill(-first.process.pid!, "SIGTERM");
    await sleep(300);
    process.kill(-first.process.pid!, "SIGTERM");
    const [ready, live] = await Promise.all([fetch(`${first.url}/api/health/ready`), fetch(`${first.url}/api/health/live`)]);
    expect({ ready: ready.status, live: live.status }).toEqual({ ready: 503, live: 200 });
    expect(((await ready.json()) as { data: { status: string } }).data.status).toBe("draining");
    await groupGone(first.process.pid!);

    const second = await serve(dataDir, SIGNAL_ENV);
    expect(await copyCount(second.url)).toBe(before + COPIES);
    process.kill(-second.process.pid!, "SIGTERM");
    await groupGone(second.process.pid!);
  }, 180_000);
});
