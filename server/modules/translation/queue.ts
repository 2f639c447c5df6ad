/**
 * The queue's entry points for other modules, which reach them as ctx.translations (app.ts): after
 * a prompt or category is written, they decide which languages the model must produce, store that
 * work in the database (so it survives restarts) and wake the worker. They never throw: the write
 * they follow is already committed and must not look failed.
 */
import type { FastifyBaseLogger } from "fastify";
import type { TranslationStatusItem, TranslationState } from "../../../contract/translation.ts";
import type { Language } from "../../../contract/constants.ts";
import type { AppContext, TranslationQueue } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import type { LlmClient } from "../../lib/llm/client.ts";
import { jobsOf, removeJobsExcept, upsertJobs, type Job, type JobKind } from "./job-repository.ts";
import { missingTargets, modelTargets } from "./plan.ts";
import { loadCategorySubject, loadPromptSubject, type Subject } from "./version-repository.ts";
import type { TranslationWorker } from "./worker.ts";
import "./messages.ts";

/** What the plugin set up for one app: the model client and worker when configured, and a logger. */
export type TranslationRuntime = { llm?: LlmClient; worker?: TranslationWorker; log: FastifyBaseLogger };
const runtimes = new WeakMap<AppContext, TranslationRuntime>();

export function registerTranslationRuntime(ctx: AppContext, runtime: TranslationRuntime): void {
  runtimes.set(ctx, runtime);
}

/** Runs the worker until no job is due (tests, scripts); nothing happens without a model. */
export async function drainTranslations(ctx: AppContext): Promise<void> {
  await runtimes.get(ctx)?.worker?.drain();
}

async function loadSubject(ctx: AppContext, kind: JobKind, id: number): Promise<Subject<object> | undefined> {
  const db = ctx.database.db;
  return kind === "prompt" ? loadPromptSubject(db, id) : loadCategorySubject(db, id);
}

/**
 * Brings the target's jobs in line with what it needs now. Prompts queue only missing languages
 * (see missingTargets); a category write keeps its machine English whatever changed, so every
 * category write is translated again (they are few and short). Without a model nothing is queued
 * and readers of a missing language get the source.
 */
async function plan(ctx: AppContext, kind: JobKind, id: number): Promise<void> {
  const runtime = runtimes.get(ctx);
  if (!runtime?.llm) return;
  const db = ctx.database.db;
  const subject = await loadSubject(ctx, kind, id);
  if (!subject) return;
  const targets = modelTargets(subject);
  const due = kind === "prompt" ? missingTargets(subject) : targets;
  await removeJobsExcept(db, kind, id, targets);
  await upsertJobs(db, kind, id, due, ctx.clock.now());
  if (due.length > 0) runtime.worker?.kick();
}

async function enqueue(ctx: AppContext, kind: JobKind, id: number): Promise<void> {
  try {
    await plan(ctx, kind, id);
  } catch (error) {
    // The console shows no job for it; the retry button plans it again.
    runtimes.get(ctx)?.log.error({ err: error, kind, id }, "could not queue translations");
  }
}

/** The queue of one app; `app` is read when a write is queued, so the context may hold its own queue. */
export function translationQueue(app: () => AppContext): TranslationQueue {
  return {
    promptWritten: (promptId) => enqueue(app(), "prompt", promptId),
    categoryWritten: (categoryId) => enqueue(app(), "category", categoryId),
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

export async function translationStatus(
  ctx: AppContext,
  query: { promptIds?: number[] | undefined; categoryIds?: number[] | undefined },
): Promise<TranslationStatusItem[]> {
  const db = ctx.database.db;
  const [promptJobs, categoryJobs] = await Promise.all([jobsOf(db, "prompt", query.promptIds ?? []), jobsOf(db, "category", query.categoryIds ?? [])]);
  return [...promptJobs, ...categoryJobs].map(toItem);
}

/** The console's retry button: failed languages (and any never queued) go back in the queue, due now. */
export async function retryTranslations(ctx: AppContext, target: { kind: JobKind; id: number }): Promise<TranslationStatusItem[]> {
  const runtime = runtimes.get(ctx);
  if (!runtime?.llm) throw errors.conflict("translationNotConfigured");
  const subject = await loadSubject(ctx, target.kind, target.id);
  if (!subject) throw errors.notFound(target.kind === "prompt" ? "promptNotFound" : "categoryNotFound");
  const targets = modelTargets(subject);
  if (targets.length === 0) throw errors.conflict("translationNothingToDo");
  await upsertJobs(ctx.database.db, target.kind, target.id, targets, ctx.clock.now(), { onlyFailed: true });
  runtime.worker?.kick();
  return (await jobsOf(ctx.database.db, target.kind, [target.id])).map(toItem);
}
