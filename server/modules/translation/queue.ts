/**
 * The queue of one app, built by server/boot.ts and reached as ctx.translations: after a prompt or
 * category is written, it decides which languages the model must produce, stores that work in the
 * database (so it survives restarts) and wakes the worker. Those entry points never throw: the
 * write they follow is already committed and must not look failed. The console reads the jobs'
 * state and retries failed ones through it too.
 */
import type { FastifyBaseLogger } from "fastify";
import type { TranslationStatusItem, TranslationState } from "../../../contract/translation.ts";
import type { Language } from "../../../contract/constants.ts";
import type { AppContext, TranslationQueue } from "../../lib/app-context.ts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../lib/errors.ts";
import type { ConversionRefresh } from "./conversion-refresh.ts";
import { jobsOf, removeJobsExcept, upsertJobs, type Job, type JobKind } from "./job-repository.ts";
import { missingTargets, modelTargets } from "./plan.ts";
import { loadCategorySubject, loadPromptSubject, type Subject } from "./version-repository.ts";
import type { TranslationWorker } from "./worker.ts";
import "./messages.ts";

/**
 * What boot.ts hands the queue. The worker is undefined without a model: nothing is queued then, and
 * readers of a missing language get the source. conversions: the start-up refresh of stored conversions.
 */
export type TranslationRuntime = Pick<AppContext, "database" | "clock"> & {
  worker: TranslationWorker | undefined;
  conversions: Pick<ConversionRefresh, "done">;
  log: FastifyBaseLogger;
};

async function loadSubject(db: Db, kind: JobKind, id: number): Promise<Subject<object> | undefined> {
  return kind === "prompt" ? loadPromptSubject(db, id) : loadCategorySubject(db, id);
}

/**
 * Brings the target's jobs in line with what it needs now. Prompts queue only missing languages
 * (see missingTargets); a category write keeps its machine English whatever changed, so every
 * category write is translated again (they are few and short). Without a model nothing is queued
 * and readers of a missing language get the source.
 */
async function plan(runtime: TranslationRuntime, kind: JobKind, id: number): Promise<void> {
  const { worker } = runtime;
  if (!worker) return;
  const db = runtime.database.db;
  const subject = await loadSubject(db, kind, id);
  if (!subject) return;
  const targets = modelTargets(subject);
  const due = kind === "prompt" ? missingTargets(subject) : targets;
  await removeJobsExcept(db, kind, id, targets);
  await upsertJobs(db, kind, id, due, runtime.clock.now());
  if (due.length > 0) worker.kick();
}

async function enqueue(runtime: TranslationRuntime, kind: JobKind, id: number): Promise<void> {
  try {
    await plan(runtime, kind, id);
  } catch (error) {
    // The console shows no job for it; the retry button plans it again.
    runtime.log.error({ err: error, kind, id }, "could not queue translations");
  }
}

export function translationQueue(runtime: TranslationRuntime): TranslationQueue {
  return {
    promptWritten: (promptId) => enqueue(runtime, "prompt", promptId),
    categoryWritten: (categoryId) => enqueue(runtime, "category", categoryId),
    status: (query) => translationStatus(runtime.database.db, query),
    retry: (target) => retryTranslations(runtime, target),
    drain: async () => runtime.worker?.drain(),
    conversionsRefreshed: async () => void (await runtime.conversions.done),
  };
}

function toItem(job: Job): TranslationStatusItem {
  const common = {
    lan: job.lan as Language,
    status: job.status as TranslationState,
    error: job.error,
    attempts: job.attempts,
    runAfter: job.runAfter.toISOString(),
  };
  return job.kind === "category" ? { categoryId: job.targetId, ...common } : { promptId: job.targetId, ...common };
}

async function translationStatus(db: Db, query: { promptIds?: number[] | undefined; categoryIds?: number[] | undefined }): Promise<TranslationStatusItem[]> {
  const [promptJobs, categoryJobs] = await Promise.all([jobsOf(db, "prompt", query.promptIds ?? []), jobsOf(db, "category", query.categoryIds ?? [])]);
  return [...promptJobs, ...categoryJobs].map(toItem);
}

/** The console's retry button: failed languages (and any never queued) go back in the queue, due now. */
async function retryTranslations(runtime: TranslationRuntime, target: { kind: JobKind; id: number }): Promise<TranslationStatusItem[]> {
  const { worker } = runtime;
  if (!worker) throw errors.conflict("translationNotConfigured");
  const db = runtime.database.db;
  const subject = await loadSubject(db, target.kind, target.id);
  if (!subject) throw errors.notFound(target.kind === "prompt" ? "promptNotFound" : "categoryNotFound");
  const targets = modelTargets(subject);
  if (targets.length === 0) throw errors.conflict("translationNothingToDo");
  await upsertJobs(db, target.kind, target.id, targets, runtime.clock.now(), { onlyFailed: true });
  // Read before the worker wakes: the reply is the queue as the button left it, not a race with the first attempt.
  const queued = (await jobsOf(db, target.kind, [target.id])).map(toItem);
  worker.kick();
  return queued;
}
