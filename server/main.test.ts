/**
 * Issue #26 (f): the server as operators run it (`npm run serve`, its own process group), stopped
 * the way Ctrl-C and service managers stop it: SIGTERM to the whole group, which reaches the
 * server more than once. It drains (readiness 503, liveness 200) and then stops cleanly: every
 * acknowledged copy is counted after a restart. Needs the client build (`npm test` makes it first).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { readDemoCatalogue } from "./db/seed/demo-data.ts";

const COPIES = 40;
const demoCode = readDemoCatalogue().prompts.find((p) => p.vipLevel === 0)!.code;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-serve-"));
const running = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function serve(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED: "demo", TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "warn", SHUTDOWN_DRAIN_SECONDS: "2", ADMIN_PASSWORD: "serve-test-password-1" };
  delete env.DATABASE_URL;
  const child = spawn("npm", ["run", "serve"], { detached: true, stdio: ["ignore", "ignore", "pipe"], env });
  running.add(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal, stderr });
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (tries > 600 || child.exitCode !== null) throw new Error(`the server did not start: ${stderr}`);
    await sleep(100);
  }
  return { base, child, exited };
}

/** Waits until no process of the group is left (npm exits before the server it ran has stopped). */
async function groupGone(pid: number) {
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

const copyCount = async (base: string) => ((await (await fetch(`${base}/api/prompt/${demoCode}`)).json()) as { data: { cnt: { copyCnt: number } } }).data.cnt.copyCnt;

afterAll(() => {
  for (const child of running) process.kill(-child.pid!, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run serve, stopped by a signal to its process group", () => {
  it("drains, stops cleanly on repeated signals and keeps every acknowledged copy", async () => {
    const port = await freePort();
    const first = await serve(port);
    const before = await copyCount(first.base);
    const copies = await Promise.all(
      Array.from({ length: COPIES }, (_, i) => fetch(`${first.base}/api/prompt/updateCnt?promptCode=${demoCode}&action=1`, { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } })),
    );
    expect(copies.map((reply) => reply.status)).toEqual(Array(COPIES).fill(200));

    process.kill(-first.child.pid!, "SIGTERM");
    await sleep(300);
    process.kill(-first.child.pid!, "SIGTERM");
    const [ready, live] = await Promise.all([fetch(`${first.base}/api/health/ready`), fetch(`${first.base}/api/health/live`)]);
    expect({ ready: ready.status, live: live.status }).toEqual({ ready: 503, live: 200 });
    expect(((await ready.json()) as { data: { status: string } }).data.status).toBe("draining");
    await first.exited;
    await groupGone(first.child.pid!);

    const second = await serve(port);
    expect(await copyCount(second.base)).toBe(before + COPIES);
    process.kill(-second.child.pid!, "SIGTERM");
    await groupGone(second.child.pid!);
  }, 180_000);
});
