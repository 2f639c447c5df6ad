/**
 * One claimed job from start to end: read the source, ask the model, then in one transaction
 * check the lease, write the machine versions (never over a person's), refresh the search columns
 * and mark the job done. The model is called outside any transaction: a slow reply holds no lock.
 */
import type { Language } from "../../../contract/constants.ts";
import type { AppContext } from "../../lib/app-context.ts";
import type { LlmClient } from "../../lib/llm/client.ts";
import { convertVersion } from "../prompts/version-plan.ts";
import { completeJob, deleteJob, holdsLease, type Job } from "./job-repository.ts";
import { translateCategoryText, translatePromptText } from "./model-translate.ts";
import { modelTargets } from "./plan.ts";
import { convertCategoryText, pickCategoryText, pickPromptText } from "./texts.ts";
import { loadCategorySubject, loadPromptSubject, writeCategoryMachineVersion, writePromptMachineVersions, type Subject } from "./version-repository.ts";

/** What a job reads and writes: the jobs and versions, the clock, and the public cache it empties after a write. */
export type WorkerDeps = Pick<AppContext, "database" | "clock" | "responseCache">;

/** written: versions stored; gone: nothing to translate any more (job removed); superseded: re-queued meanwhile. */
export type JobOutcome = "written" | "gone" | "superseded";

type Plan<T> = { subject: Subject<T>; source: T } | undefined;

function planOf<T>(subject: Subject<T> | undefined, job: Job): Plan<T> {
  if (!subject || !modelTargets(subject).includes(job.lan as Language)) return undefined;
  const source = subject.versions.find((v) => v.lan === subject.lan);
  return source ? { subject, source } : undefined;
}

const humanVersion = <T>(subject: Subject<T>, lan: string) => subject.versions.find((v) => v.lan === lan && !v.machine);

/**
 * English source → both Chinese scripts: a person's zh-CN (or zh-TW, converted) is the base when
 * there is one, else the model's zh-CN; zh-TW always follows from it by OpenCC.
 */
async function chineseFromEnglish<T>(
  subject: Subject<T>,
  translate: () => Promise<T>,
  convert: (text: T, from: "zh-CN" | "zh-TW", to: "zh-CN" | "zh-TW") => T,
  pick: (v: T) => T,
) {
  const simplified = humanVersion(subject, "zh-CN");
  const traditional = humanVersion(subject, "zh-TW");
  const base = simplified ? pick(simplified) : traditional ? convert(pick(traditional), "zh-TW", "zh-CN") : await translate();
  return [
    ["zh-CN", base],
    ["zh-TW", convert(base, "zh-CN", "zh-TW")],
  ] as const;
}

async function runPromptJob(ctx: WorkerDeps, llm: LlmClient, job: Job, signal: AbortSignal): Promise<JobOutcome> {
  const db = ctx.database.db;
  const plan = planOf(await loadPromptSubject(db, job.targetId), job);
  if (!plan) return deleteJob(db, job).then(() => "gone");
  const { subject } = plan;
  const source = pickPromptText(plan.source);
  const from = subject.lan as Language;
  const writes =
    job.lan === "en"
      ? ([["en", await translatePromptText(llm, source, from, "en", signal)]] as const)
      : await chineseFromEnglish(subject, () => translatePromptText(llm, source, from, "zh-CN", signal), convertVersion, pickPromptText);
  const at = ctx.clock.now();
  return db.transaction(async (tx) => {
    if (!(await holdsLease(tx, job))) return "superseded";
    await writePromptMachineVersions(tx, job.targetId, writes, at);
    await completeJob(tx, job, at);
    return "written";
  });
}

async function runCategoryJob(ctx: WorkerDeps, llm: LlmClient, job: Job, signal: AbortSignal): Promise<JobOutcome> {
  const db = ctx.database.db;
  const plan = planOf(await loadCategorySubject(db, job.targetId), job);
  if (!plan) return deleteJob(db, job).then(() => "gone");
  const { subject } = plan;
  const source = pickCategoryText(plan.source);
  const from = subject.lan as Language;
  const writes =
    job.lan === "en"
      ? ([["en", await translateCategoryText(llm, source, from, "en", signal)]] as const)
      : await chineseFromEnglish(subject, () => translateCategoryText(llm, source, from, "zh-CN", signal), convertCategoryText, pickCategoryText);
  const at = ctx.clock.now();
  return db.transaction(async (tx) => {
    if (!(await holdsLease(tx, job))) return "superseded";
    for (const [lan, text] of writes) await writeCategoryMachineVersion(tx, job.targetId, lan, text);
    await completeJob(tx, job, at);
    return "written";
  });
}

export async function runJob(ctx: WorkerDeps, llm: LlmClient, job: Job, signal: AbortSignal): Promise<JobOutcome> {
  const outcome = job.kind === "category" ? await runCategoryJob(ctx, llm, job, signal) : await runPromptJob(ctx, llm, job, signal);
  // Public replies are cached; the new language must show without waiting for them to expire.
  if (outcome === "written") ctx.responseCache.invalidate();
  return outcome;
}
