/** The server's resident memory (with its WORKERS), and its peak while a measurement runs (sampled every 100 ms). */
import { treeRssMb } from "./process-tree.ts";

export async function withPeakRss<T>(pid: number, measure: () => Promise<T>): Promise<T & { rssBeforeMb: number; peakRssMb: number }> {
  const rssBeforeMb = treeRssMb(pid);
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, treeRssMb(pid))), 100);
  try {
    const result = await measure();
    return { ...result, rssBeforeMb, peakRssMb: Math.max(peakRssMb, treeRssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}
