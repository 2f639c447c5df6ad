/**
 * One measured load run: wrk when it is installed (the numbers the goals are stated in), else a
 * small closed-loop generator in Node (same shape of results, but it competes with the server for
 * the same cores, so its ratios are only indicative). Both cycle over a list of paths.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runNodeLoad } from "./node-load.ts";

export type LoadSpec = {
  baseUrl: string;
  paths: readonly string[];
  headers?: Record<string, string>;
  durationS: number;
  connections: number;
  threads: number;
  /**
   * Stop sending after this long and let the replies in flight land before the run ends: the 2xx
   * replies then match the server's work exactly (the counters check) and the latencies are
   * those of counted requests only. durationS must leave room after it.
   */
  countedMs?: number;
};

export type LoadResult = {
  tool: "wrk" | "node";
  requests: number;
  /** Replies that were not 2xx or 3xx. */
  non2xx: number;
  /** Connect, read, write errors and timeouts. */
  socketErrors: number;
  durationS: number;
  /** 2xx/3xx replies per second of the counted window (the whole run without a tail). */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
};

const LUA = fileURLToPath(new URL("./cycle.lua", import.meta.url));
const COUNTED_LUA = fileURLToPath(new URL("./counted.lua", import.meta.url));

export function wrkInstalled(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

type WrkJson = {
  durationUs: number;
  requests: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  timeouts: number;
  non2xx: number;
  p50Us: number;
  p99Us: number;
  p999Us: number;
};

function runWrk(spec: LoadSpec, workDir: string, run: number): Promise<LoadResult> {
  const pathsFile = path.join(workDir, "wrk-paths.txt");
  fs.writeFileSync(pathsFile, `${spec.paths.join("\n")}\n`);
  const headerArgs = Object.entries(spec.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  let script = LUA;
  if (spec.countedMs !== undefined) {
    script = path.join(workDir, "wrk-counted.lua");
    fs.writeFileSync(script, `${fs.readFileSync(LUA, "utf8")}\n${fs.readFileSync(COUNTED_LUA, "utf8")}`);
  }
  const args = [
    `-t${spec.threads}`,
    `-c${spec.connections}`,
    `-d${spec.durationS}s`,
    "--timeout",
    "5s",
    ...headerArgs,
    "-s",
    script,
    spec.baseUrl,
    "--",
    pathsFile,
    String(spec.threads),
  ];
  if (spec.countedMs !== undefined) args.push(String(spec.countedMs), String(run));
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("BENCH_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const r = JSON.parse(line.slice("BENCH_JSON ".length)) as WrkJson;
      const durationS = r.durationUs / 1e6;
      const ok = r.requests - r.non2xx;
      const windowS = spec.countedMs !== undefined ? Math.min(durationS, spec.countedMs / 1000) : durationS;
      resolve({
        tool: "wrk",
        requests: r.requests,
        non2xx: r.non2xx,
        socketErrors: r.connectErrors + r.readErrors + r.writeErrors + r.timeouts,
        durationS,
        rps: ok / windowS,
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
        p999Ms: r.p999Us / 1000,
      });
    });
  });
}

/**
 * The counted runs of this process, numbered: a run's readers carry its number (counted.lua), since
 * the server counts a reader's view of a prompt once an hour and a warm-up, the next row or the
 * next run would otherwise repeat the readers of the one before.
 */
let countedRuns = 0;
/** The first octet of a reader's address is 11 + the run. */
const MAX_COUNTED_RUNS = 244;

export function runLoad(spec: LoadSpec, workDir: string, useWrk: boolean): Promise<LoadResult> {
  let run = 0;
  if (spec.countedMs !== undefined) {
    run = ++countedRuns;
    if (run > MAX_COUNTED_RUNS) throw new Error(`more than ${MAX_COUNTED_RUNS} counted runs in one bench: their readers would repeat`);
  }
  return useWrk ? runWrk(spec, workDir, run) : runNodeLoad(spec, run);
}
