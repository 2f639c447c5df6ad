/**
 * PGlite's page cache (shared_buffers) when PGLITE_SHARED_BUFFERS_MB does not set it: 4% of the
 * data on disk, between 16 and 64 MB. Its memory is taken whether pages fill it or not (a reopened
 * demo catalogue: 306 MB resident with 16 MB, 361 MB with 64), so a small catalogue keeps the small
 * cache chosen for memory; a large one reads pages through PGlite's file system layer less often
 * (100,000 prompts, 1.7 GB: 64 MB took the search bench's in-process p95 of one-token queries from
 * 19–29 to 17–21 ms, for 84 MB more memory). See docs/benchmarks/search.md.
 */
import fs from "node:fs";
import path from "node:path";

const MIN_MB = 16;
const MAX_MB = 64;
const SHARE_OF_DATA = 0.04;

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(entryPath) : fs.statSync(entryPath).size;
  }
  return total;
}

/** The cache for the PGlite data folder `dbDir` (a new, empty one gets the smallest). */
export function defaultPgliteCacheMb(dbDir: string): number {
  const base = path.join(dbDir, "base");
  const dataMb = fs.existsSync(base) ? directoryBytes(base) / 2 ** 20 : 0;
  return Math.min(MAX_MB, Math.max(MIN_MB, Math.round(dataMb * SHARE_OF_DATA)));
}
