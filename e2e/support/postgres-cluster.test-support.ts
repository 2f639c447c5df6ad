/**
 * A throwaway PostgreSQL cluster for the fault tests: initdb into a temporary folder, served on a
 * free port, stopped and restarted at will, removed at the end. Never the machine's shared cluster,
 * which other people's tests use. PostgreSQL refuses to run as root, so as root every command runs
 * as the `postgres` system user.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { freePort } from "./server.test-support.ts";

export type Cluster = {
  port: number;
  url(database: string): string;
  start(): void;
  /** A fast shutdown: PostgreSQL ends every session, as a restart by an operator would. */
  stop(): void;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  /** Stops the server if it runs and removes the folder; safe to call twice. */
  destroy(): void;
};

function binDir(): string | undefined {
  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, "initdb"))) return dir;
  }
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], {
    encoding: "utf8",
  }).stdout.trim();
  return onPath ? path.dirname(onPath) : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Why the cluster cannot be made here, or undefined when it can (for test.skipIf). */
export function clusterUnavailable(): string | undefined {
  if (!binDir()) return "no initdb (PostgreSQL server binaries) on this machine";
  if (asRoot && spawnSync("id", ["-u", "postgres"]).status !== 0) return "running as root without a postgres system user to run PostgreSQL as";
  return undefined;
}

function run(bin: string, args: string[]): void {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

export async function createCluster(): Promise<Cluster> {
  const bin = binDir();
  if (!bin) throw new Error("no initdb");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-pg-"));
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  let running = false;
  // No fsync: the tests kill our server, never PostgreSQL, so durability across a power cut is not under test.
  run(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const cluster: Cluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      run(path.join(bin, "pg_ctl"), [
        "-D",
        data,
        "-l",
        path.join(dir, "server.log"),
        "-w",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
        "start",
      ]);
      running = true;
    },
    stop() {
      run(path.join(bin, "pg_ctl"), ["-D", data, "-w", "-m", "fast", "stop"]);
      running = false;
    },
    async createDatabase(name) {
      await admin(cluster.url("postgres"), (sql) => sql.unsafe(`create database "${name}"`));
    },
    async dropDatabase(name) {
      await admin(cluster.url("postgres"), (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
    },
    destroy() {
      try {
        if (running) run(path.join(bin, "pg_ctl"), ["-D", data, "-w", "-m", "immediate", "stop"]);
      } finally {
        running = false;
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}

async function admin(url: string, task: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await task(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
