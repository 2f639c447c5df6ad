/** Starts balancer.ts as a child process and reads what it did. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

export const STATS_PATH = "/__balancer";
export type BackendStats = { url: string; ready: boolean; proxied: number; errors: number };
/** unavailable: requests answered 503 because no backend was ready. */
export type BalancerStats = { backends: BackendStats[]; unavailable: number };

export type Balancer = {
  url: string;
  stats(): Promise<BalancerStats>;
  /** Resolves once exactly these backends are in the rotation. */
  waitForRotation(ready: readonly string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

const SCRIPT = fileURLToPath(new URL("./balancer.ts", import.meta.url));

export async function startBalancer(port: number, backends: readonly string[], logFile: string): Promise<Balancer> {
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, String(port), ...backends], { stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stats = async () => (await (await fetch(`${url}${STATS_PATH}`, { signal: AbortSignal.timeout(5000) })).json()) as BalancerStats;
  const balancer: Balancer = {
    url,
    stats,
    async waitForRotation(ready, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = await stats().catch(() => undefined);
        const inRotation = current?.backends.filter((b) => b.ready).map((b) => b.url);
        if (inRotation && inRotation.length === ready.length && ready.every((u) => inRotation.includes(u))) return;
        if (Date.now() > deadline)
          throw new Error(
            `the balancer did not have ${ready.join(", ") || "no backend"} in rotation within ${timeoutMs / 1000} s (has ${inRotation?.join(", ") ?? "no answer"}); see ${logFile}`,
          );
        if (child.exitCode !== null) throw new Error(`the balancer exited (${child.exitCode}); see ${logFile}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
  return balancer;
}
