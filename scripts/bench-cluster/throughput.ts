/**
 * The throughput rows of the cluster bench: a few of `npm run bench`'s rows (the same paths),
 * loaded through the balancer. Reads send X-PP-No-View, so they leave the counters to the
 * counter proof.
 */
import { NO_VIEW_HEADER } from "../../contract/constants.ts";
import type { LoadTargets } from "../bench-api/api-database.ts";
import { apiRows, HOT_SET, type ApiRow } from "../bench-api/api-rows.ts";
import { runLoad, type LoadResult, type LoadSpec } from "../bench-api/load.ts";
import { waitUntilIdle } from "../bench-api/server-process.ts";

export const CEILING_ROW = "ceiling (fixed 3 KB JSON)";

export function throughputRows(targets: LoadTargets): ApiRow[] {
  const all = targets.codes.length;
  const wanted = [
    CEILING_ROW,
    "listPrompt hot, page 1",
    `prompt/{code} JSON, ${HOT_SET} codes`,
    `prompt/{code} JSON, ${all} codes`,
    `SSR /detail/{code}, ${HOT_SET} codes`,
    `SSR /detail/{code}, ${all} codes`,
  ];
  const rows = apiRows(targets);
  return wanted.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`npm run bench has no row "${name}" any more`);
    return { ...row, headers: { ...row.headers, [NO_VIEW_HEADER]: "1" } };
  });
}

export type LoadShape = Pick<LoadSpec, "connections" | "threads"> & { durationS: number; warmupS: number };

/** A warm-up run, then the measured one, each after the previous row's work has drained. */
export async function measureRow(baseUrl: string, row: ApiRow, load: LoadShape, workDir: string, useWrk: boolean): Promise<LoadResult> {
  const run = async (durationS: number) => {
    await waitUntilIdle(baseUrl);
    return runLoad({ baseUrl, paths: row.paths, headers: row.headers, connections: load.connections, threads: load.threads, durationS }, workDir, useWrk);
  };
  if (load.warmupS > 0) await run(load.warmupS);
  return run(load.durationS);
}

/**
 * Runs `work` while wrk keeps the balancer busy (runs of a few seconds back to back until `work`
 * ends), and tells what the load saw meanwhile.
 */
export async function underLoad<T>(baseUrl: string, paths: readonly string[], load: LoadShape, workDir: string, useWrk: boolean, work: () => Promise<T>) {
  let finished = false;
  const totals = { requests: 0, non2xx: 0, socketErrors: 0 };
  const loop = (async () => {
    while (!finished) {
      const r = await runLoad(
        { baseUrl, paths, headers: { [NO_VIEW_HEADER]: "1" }, connections: load.connections, threads: load.threads, durationS: 3 },
        workDir,
        useWrk,
      );
      totals.requests += r.requests;
      totals.non2xx += r.non2xx;
      totals.socketErrors += r.socketErrors;
    }
  })();
  // The load starts first, so the work runs with it.
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    return { result: await work(), load: totals };
  } finally {
    finished = true;
    await loop;
  }
}
