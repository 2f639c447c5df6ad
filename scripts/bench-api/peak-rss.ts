/** A process's resident memory from /proc, and its peak while a measurement runs (sampled every 100 ms). */
import fs from "node:fs";

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function withPeakRss<T>(pid: number, measure: () => Promise<T>): Promise<T & { rssBeforeMb: number; peakRssMb: number }> {
  const rssBeforeMb = rssMb(pid);
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 100);
  try {
    const result = await measure();
    return { ...result, rssBeforeMb, peakRssMb: Math.max(peakRssMb, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}
