/**
 * The background worker of the translation queue: one job at a time, woken at once by every
 * enqueue and otherwise by a timer (which also picks up jobs whose back-off has passed).
 *
 * Failures are retried with growing delays (the server's Retry-After wins when longer), then the
 * job is marked failed with the reason; the prompt itself is never touched by a failure. A job
 * interrupted by shutdown is given back; one left running by a crash goes back to pending at the
 * next start (PGlite: one process per data folder, so every running job is orphaned) or once its
 * lease is older than any run could last (PostgreSQL, where other instances may be working).
 */
import type { FastifyBaseLogger } from "fastify";
import type { LlmClient } from "../../lib/llm/client.ts";
import { LlmAborted, LlmError, LlmUnavailable, describeLlmError } from "../../lib/llm/errors.ts";
import { claimNext, failJob, releaseJob, resetStaleJobs, type Job } from "./job-repository.ts";
import { runJob, type WorkerDeps } from "./run-job.ts";

export type WorkerOptions = {
  /** How often the timer looks for due jobs. */
  intervalMs: number;
  /** Runs that started longer ago than this are taken to be dead. */
  leaseMs: number;
  /** Attempts before a job is marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; it is multiplied by 4 after each further one. */
  backoffMs: number;
};

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { intervalMs: 5_000, leaseMs: 10 * 60_000, maxAttempts: 3, backoffMs: 60_000 };
const MAX_ERROR_LENGTH = 500;

export type TranslationWorker = {
  /** Looks for due jobs now (does nothing if a pass is already under way, except ask it to look again). */
  kick(): void;
  /** Runs until no job is due; resolves when the worker is idle. */
  drain(): Promise<void>;
  /** Stops the timer, cancels the model call in flight (its job goes back to pending) and waits. */
  stop(): Promise<void>;
};

export function retryDelay(job: Pick<Job, "attempts">, error: unknown, options: WorkerOptions): number {
  const backoff = options.backoffMs * 4 ** Math.max(0, job.attempts - 1);
  const asked = error instanceof LlmUnavailable ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(backoff, asked);
}

export function startTranslationWorker(ctx: WorkerDeps, llm: LlmClient, log: FastifyBaseLogger, overrides: Partial<WorkerOptions> = {}): TranslationWorker {
  const options = { ...DEFAULT_WORKER_OPTIONS, ...overrides };
  const db = ctx.database.db;
  const controller = new AbortController();
  let stopped = false;
  let firstPass = true;
  let again = false;
  let pass: Promise<void> | null = null;

  async function settle(job: Job, error: unknown) {
    const at = ctx.clock.now();
    if (error instanceof LlmAborted && stopped) return releaseJob(db, job, at);
    const reason = describeLlmError(error).slice(0, MAX_ERROR_LENGTH);
    const retryable = !(error instanceof LlmError) || error.retryable;
    const final = !retryable || job.attempts >= options.maxAttempts;
    const retryAt = final ? null : new Date(at.getTime() + retryDelay(job, error, options));
    if (!(error instanceof LlmError)) log.error({ err: error, job: job.id }, "translation job failed unexpectedly");
    else log.warn({ job: job.id, kind: job.kind, target: job.targetId, lan: job.lan, reason, final }, "translation attempt failed");
    return failJob(db, job, reason, retryAt, at);
  }

  async function runNext(): Promise<boolean> {
    const job = await claimNext(db, ctx.clock.now());
    if (!job) return false;
    try {
      const outcome = await runJob(ctx, llm, job, controller.signal);
      log.debug({ job: job.id, kind: job.kind, target: job.targetId, lan: job.lan, outcome }, "translation job finished");
    } catch (error) {
      await settle(job, error);
    }
    return true;
  }

  async function sweep() {
    const now = ctx.clock.now();
    const claimedBefore = firstPass && ctx.database.engine === "pglite" ? new Date(now.getTime() + 1) : new Date(now.getTime() - options.leaseMs);
    firstPass = false;
    const resumed = await resetStaleJobs(db, claimedBefore, now);
    if (resumed > 0) log.info({ resumed }, "translation jobs interrupted earlier are queued again");
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      try {
        do {
          again = false;
          await sweep();
          while (!stopped && (await runNext()));
        } while (again && !stopped);
      } catch (error) {
        // The database is away or the like: the timer tries again later.
        log.error({ err: error }, "translation worker pass failed");
      } finally {
        pass = null;
      }
    })();
    return pass;
  }

  const timer = setInterval(() => void kick(), options.intervalMs);
  timer.unref();
  void kick();

  return {
    kick: () => void kick(),
    async drain() {
      // A pass that is already running may have looked before the latest enqueue: look once more.
      while (pass) await kick();
      await kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      controller.abort();
      await pass;
    },
  };
}
