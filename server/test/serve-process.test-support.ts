/**
 * The server as operators run it, `npm run serve` (the compiled server) in its own process group (started by
 * e2e/support/server.test-support.ts), for the tests of stop signals and backups; and waiting for a group to end.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { startServer, type RunningServer } from "../../e2e/support/server.test-support.ts";

const started = new Set<number>();

/** `npm run serve` on PGlite in `dataDir` with the demo catalogue, ready to answer. */
export async function serve(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({ SEED: "demo", ...env }, dataDir, "npm run serve");
  started.add(server.process.pid!);
  return server;
}

/** Waits until no process of the group is left (npm exits before the server it ran has stopped). */
export async function groupGone(pid: number) {
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

/** For afterAll: whatever a failed test left running. */
export function killServed() {
  for (const pid of started) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
