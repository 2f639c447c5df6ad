/**
 * The production server as a child process of a bench (Node on the compiled server of the bench's
 * build, `BUILD_DIR/app/server/main.js`, as production runs it; one process so SIGTERM reaches the
 * server itself): a free port on 127.0.0.1, readiness by polling
 * /api/health, and a stop that waits for the graceful shutdown (which flushes the counters).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { compiledServer } from "../build/compiled-server.ts";

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** SIGTERM, then the exit code once the server has closed (null if it had to be killed). */
  stop(): Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function exited(child: ChildProcess, ms: number): Promise<number | null | "timeout"> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("timeout"), ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} during start; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * Waits until the server answers /api/health (a database round trip) quickly several times in a
 * row: the previous row's requests that wrk abandoned are still being processed, and their work
 * must not be charged to the next row.
 */
export async function waitUntilIdle(baseUrl: string, timeoutMs = 60_000, quickMs = 20) {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 3) {
    if (Date.now() > deadline) throw new Error(`the server stayed busy for ${timeoutMs / 1000} s after the previous row`);
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - started < quickMs ? quick + 1 : 0;
    if (quick === 0) await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * env is added to this process's environment and names the build (BUILD_DIR); PORT (a free one unless `port` is given: a restarted
 * instance keeps its place behind a balancer) and HOST are chosen here.
 */
export async function startServer(
  env: Record<string, string>,
  logFile: string,
  { timeoutMs = 180_000, port }: { timeoutMs?: number; port?: number } = {},
): Promise<ServerProcess> {
  if (!env.BUILD_DIR) throw new Error("startServer needs the bench's BUILD_DIR");
  port ??= await freePort();
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, [compiledServer(env.BUILD_DIR)], {
    // Its own address is its public one, so canonical and alternate links point where it is measured.
    env: { ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    child.kill("SIGTERM");
    const code = await exited(child, 30_000);
    if (code !== "timeout") return code;
    child.kill("SIGKILL");
    await exited(child, 5000);
    return null;
  };
  try {
    await waitUntilReady(baseUrl, child, logFile, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}
