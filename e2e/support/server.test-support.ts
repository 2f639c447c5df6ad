/** Starts the real production server (built beforehand) as a child process on a free port. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ADMIN } from "./api.test-support.ts";
import { compiledServer } from "../../scripts/build/compiled-server.ts";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** The compiled server `npm run build` writes: what `npm run serve` and the container run. */
export const COMPILED_SERVER = compiledServer("build");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * How the server starts:
 * - "sources" (the browser tests): Node itself with tsx's loader on server/main.ts, so a change to
 *   server/ is tested without compiling; not the tsx CLI, which runs the server in a child process,
 *   so a SIGKILL (e2e/security-faults.spec.ts) would kill the wrapper and orphan the server.
 * - "npm run serve": as operators run it (the compiled server), in a process group of its own (the
 *   tests of stop signals and backups signal that group).
 * - "compiled": Node itself on the compiled server, as the container runs it.
 */
export type StartMode = "sources" | "npm run serve" | "compiled";

export async function startServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-e2e-")),
  mode: StartMode = "sources",
): Promise<RunningServer> {
  if (mode !== "sources" && !fs.existsSync(COMPILED_SERVER))
    throw new Error(`${COMPILED_SERVER} is missing: \`npm run build\` compiles the server (\`react-router build\` alone empties build/)`);
  const port = await freePort();
  let output = "";
  const fullEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-1234",
    ADMIN_PASSWORD: ADMIN.pwd,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  const stdio: ["ignore", "pipe", "pipe"] = ["ignore", "pipe", "pipe"];
  const child =
    mode === "npm run serve"
      ? spawn("npm", ["run", "serve"], { env: fullEnv, stdio, detached: true })
      : spawn(process.execPath, mode === "compiled" ? [COMPILED_SERVER] : ["--import", "tsx", "server/main.ts"], { env: fullEnv, stdio });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine (several test runs at once) may need longer: E2E_START_SECONDS.
  const startSeconds = Number(process.env.E2E_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (mode === "npm run serve") process.kill(-child.pid!, "SIGKILL");
      else child.kill("SIGKILL");
      throw new Error(`server did not start within ${startSeconds} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop(signal = "SIGTERM") {
      return new Promise((resolve) => {
        // A child killed by a signal has a signalCode and no exitCode; its "exit" has already fired.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}
