/**
 * A server and its node:cluster workers (WORKERS=N), from /proc: their resident memory together,
 * and a wait until all N workers run and the tree is quiet (a worker starts at its own pace, and
 * the first that listens already answers /api/health).
 */
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of `pid` and its children, in MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const each of [pid, ...childrenOf(pid)]) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

/** CPU seconds (user + system) of `pid` and its children. */
function treeCpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const each of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${each}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/** Waits until `pid` has `children` children and they and it used under a tenth of a core over the last second. */
export async function waitForQuietTree(pid: number, children: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pids = [pid, ...childrenOf(pid)];
    const before = treeCpuSeconds(pids);
    await sleep(1000);
    if (pids.length - 1 >= children && treeCpuSeconds(pids) - before < 0.1) return;
    if (Date.now() > deadline) throw new Error(`the server's ${children} workers did not settle within ${timeoutMs / 1000} s`);
  }
}
