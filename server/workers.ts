/**
 * WORKERS=N (issue #26): the primary of node:cluster. It forks N workers sharing the listening port,
 * each an ordinary instance (main.ts serves in it, as in a single process), and does no app work
 * itself: it relays the first stop signal to the workers and exits once they have drained and
 * exited (their counters flushed), exits non-zero if a worker fails to start, and forks a worker
 * that dies later again, after a back-off that grows while it keeps dying. Only on PostgreSQL with
 * Redis (config.ts refuses the rest; decision 036).
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** The first restart of a worker waits this long, each further one twice as long, up to the cap. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A worker that served this long before dying counts as recovered: its replacement waits the first back-off again. */
const STABLE_MS = 60_000;

/** How long the restart of a worker waits after `deaths` deaths in a row. */
export function restartDelayMs(deaths: number): number {
  return Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** deaths);
}

export type PrimaryOptions = {
  workers: number;
  /** After a stop signal, how long the workers may take before they are killed (they time out on their own before that). */
  stopTimeoutMs: number;
  log: Logger;
};

export function runPrimary({ workers, stopTimeoutMs, log }: PrimaryOptions): void {
  /** The live workers: which of the N places each holds, and since when it listens. */
  const live = new Map<Worker, { slot: number; listeningAt?: number }>();
  const deathsInARow = Array<number>(workers).fill(0);
  const restarts = new Set<NodeJS.Timeout>();
  /** The first N, until each listens: one of them ending before that is a failed start. */
  const firstStart = new Set<Worker>();
  let stopping: NodeJS.Signals | undefined;
  let failed = false;

  const fork = (slot: number) => {
    const worker = cluster.fork();
    live.set(worker, { slot });
    return worker;
  };

  const exitWhenAllGone = () => {
    if (live.size > 0) return;
    log.info({ failed }, "workers: all stopped");
    process.exit(failed ? 1 : 0);
  };

  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C or a service manager signals the whole group, and a runner above may relay it again: once.
    if (stopping) return;
    stopping = signal;
    for (const timer of restarts) clearTimeout(timer);
    log.info({ signal, workers: live.size }, "workers: stopping");
    setTimeout(() => {
      log.error({ workers: live.size }, "workers: not stopped in time, killed");
      for (const worker of live.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, stopTimeoutMs).unref();
    // The signal itself, not worker.kill() (which disconnects first and would skip the drain).
    for (const worker of live.keys()) worker.process.kill(signal);
    exitWhenAllGone();
  };

  cluster.on("listening", (worker) => {
    const entry = live.get(worker);
    if (!entry) return;
    entry.listeningAt = Date.now();
    if (firstStart.delete(worker) && firstStart.size === 0) log.info({ workers }, "workers: all listening");
  });

  cluster.on("exit", (worker, code, signal) => {
    const entry = live.get(worker);
    if (!entry) return;
    live.delete(worker);
    const pid = worker.process.pid;
    if (stopping) {
      // A worker still starting had no handler yet, so the relayed signal itself ended it.
      if (code !== 0 && signal !== stopping) failed = true;
      return exitWhenAllGone();
    }
    if (firstStart.has(worker)) {
      log.error({ worker: pid, code, signal }, "workers: a worker failed to start; stopping the others");
      failed = true;
      return stop("SIGTERM");
    }
    if (entry.listeningAt !== undefined && Date.now() - entry.listeningAt >= STABLE_MS) deathsInARow[entry.slot] = 0;
    const deaths = deathsInARow[entry.slot]!;
    deathsInARow[entry.slot] = deaths + 1;
    const delayMs = restartDelayMs(deaths);
    log.error({ worker: pid, code, signal, restartInMs: delayMs }, "workers: a worker died; forking another");
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork(entry.slot);
    }, delayMs);
    restarts.add(timer);
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let slot = 0; slot < workers; slot++) firstStart.add(fork(slot));
  log.info({ workers }, "workers: forked");
}
