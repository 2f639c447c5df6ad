/** The server as operators run it (`npm run serve` in its own process group), for tests of signals, backups and restarts. */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServedProcess = { base: string; child: ChildProcess; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> };

const running = new Set<ChildProcess>();

/** Starts `npm run serve` on PGlite in `dataDir` with the demo catalogue, and waits until it is ready. */
export async function serve(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ServedProcess> {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED: "demo", LOG_LEVEL: "warn", ADMIN_PASSWORD: "serve-test-password-1", ...env };
  delete fullEnv.DATABASE_URL;
  const child = spawn("npm", ["run", "serve"], { detached: true, stdio: ["ignore", "ignore", "pipe"], env: fullEnv });
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
  for (const child of running) process.kill(-child.pid!, "SIGKILL");
}
