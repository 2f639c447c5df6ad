/**
 * The rolling restart under counted load: wrk sends views and copies through the balancer, each
 * from a reader of its own (counted.lua), while the instances are stopped gracefully and started
 * again one after the other. No request may fail, and once all instances have stopped the
 * database must hold exactly one view or copy per 2xx reply.
 */
import { COUNT_ACTION } from "../../contract/constants.ts";
import { runLoad, type LoadResult } from "../bench-api/load.ts";
import type { Balancer, BalancerStats } from "./balancer-process.ts";
import type { Cluster } from "./instances.ts";
import type { LoadShape } from "./throughput.ts";

/** More than wrk's 5 s timeout: every reply asked for lands before wrk ends (see cycle.lua). */
const DRAIN_S = 6;
/** Load before the first stop, so it meets a busy instance. */
const LEAD_MS = 3_000;

export type RestartStep = { instance: string; stoppedS: number; backInRotationS: number };
export type RestartResult = {
  load: LoadResult;
  countedS: number;
  steps: RestartStep[];
  restartDoneS: number;
  balancer: { proxyErrors: number; unavailable: number };
};

export function countedPaths(codes: readonly string[]): string[] {
  return codes.flatMap((code) => {
    const c = encodeURIComponent(code);
    return [`/api/prompt/updateCnt?promptCode=${c}&action=${COUNT_ACTION.copy}`, `/api/prompt/${c}`];
  });
}

const errorsOf = (stats: BalancerStats) => ({ proxyErrors: stats.backends.reduce((n, b) => n + b.errors, 0), unavailable: stats.unavailable });

export async function rollingRestart(
  cluster: Cluster,
  balancer: Balancer,
  codes: readonly string[],
  load: LoadShape,
  countedS: number,
  workDir: string,
  useWrk: boolean,
): Promise<RestartResult> {
  const before = errorsOf(await balancer.stats());
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const loadRun = runLoad(
    {
      baseUrl: balancer.url,
      paths: countedPaths(codes),
      connections: load.connections,
      threads: load.threads,
      durationS: countedS + DRAIN_S,
      countedMs: countedS * 1000,
    },
    workDir,
    useWrk,
  );
  const steps: RestartStep[] = [];
  await new Promise((resolve) => setTimeout(resolve, LEAD_MS));
  for (const instance of cluster.instances) {
    await cluster.stop(instance);
    const stoppedS = seconds();
    await cluster.start(instance);
    await balancer.waitForRotation(cluster.instances.map((i) => i.url));
    steps.push({ instance: instance.name, stoppedS, backInRotationS: seconds() });
  }
  const restartDoneS = seconds();
  const result = await loadRun;
  const after = errorsOf(await balancer.stats());
  return {
    load: result,
    countedS,
    steps,
    restartDoneS,
    balancer: { proxyErrors: after.proxyErrors - before.proxyErrors, unavailable: after.unavailable - before.unavailable },
  };
}
