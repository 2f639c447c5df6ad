/**
 * SQL of the durable translation queue (table translation_jobs, one row per target and language).
 * A claimed job carries a lease: its status is running and its updated_at is the claim time. Every
 * later write names that lease, so a job re-queued meanwhile (its source was edited) or taken over
 * after a crash is never completed by the stale run.
 */
import { and, asc, count, eq, inArray, lt, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { translationJobs } from "../../db/schema.ts";

export type JobKind = "prompt" | "category";
export type Job = typeof translationJobs.$inferSelect;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

const ofTarget = (kind: JobKind, targetId: number) => and(eq(translationJobs.kind, kind), eq(translationJobs.targetId, targetId));
const leaseOf = (job: Job) => and(eq(translationJobs.id, job.id), eq(translationJobs.status, "running"), eq(translationJobs.updatedAt, job.updatedAt));

/**
 * Puts the target's languages in the queue, due now. A language already queued starts over (its
 * source changed); with `onlyFailed`, only failed ones do (the console's retry button).
 */
export async function upsertJobs(db: Tx, kind: JobKind, targetId: number, lans: readonly string[], at: Date, options: { onlyFailed?: boolean } = {}) {
  if (lans.length === 0) return;
  await db
    .insert(translationJobs)
    .values(lans.map((lan) => ({ kind, targetId, lan, status: "pending", error: "", attempts: 0, runAfter: at, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: [translationJobs.kind, translationJobs.targetId, translationJobs.lan],
      set: { status: "pending", error: "", attempts: 0, runAfter: at, updatedAt: at },
      ...(options.onlyFailed ? { setWhere: sql`${translationJobs.status} = 'failed'` } : {}),
    });
}

/** Drops the target's jobs for languages no longer wanted (a person wrote that version, do-not-translate...). */
export async function removeJobsExcept(db: Tx, kind: JobKind, targetId: number, keep: readonly string[]) {
  await db
    .delete(translationJobs)
    .where(keep.length === 0 ? ofTarget(kind, targetId) : and(ofTarget(kind, targetId), notInArray(translationJobs.lan, [...keep])));
}

/**
 * Takes the oldest due job and marks it running. SKIP LOCKED lets several app instances on one
 * PostgreSQL claim different jobs without waiting on each other (PGlite accepts it too).
 */
export async function claimNext(db: Db, at: Date): Promise<Job | undefined> {
  const next = db
    .select({ id: translationJobs.id })
    .from(translationJobs)
    .where(and(eq(translationJobs.status, "pending"), lte(translationJobs.runAfter, at)))
    .orderBy(asc(translationJobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(translationJobs)
    .set({ status: "running", attempts: sql`${translationJobs.attempts} + 1`, updatedAt: at })
    .where(and(inArray(translationJobs.id, next), eq(translationJobs.status, "pending")))
    .returning();
  return job;
}

/** Locks the job row if this run still holds its lease; false when it was re-queued or removed meanwhile. */
export async function holdsLease(tx: Tx, job: Job): Promise<boolean> {
  const rows = await tx.select({ id: translationJobs.id }).from(translationJobs).where(leaseOf(job)).for("update");
  return rows.length > 0;
}

export async function completeJob(tx: Tx, job: Job, at: Date) {
  await tx.update(translationJobs).set({ status: "done", error: "", updatedAt: at }).where(leaseOf(job));
}

/** Records the failure: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(db: Tx, job: Job, error: string, retryAt: Date | null, at: Date) {
  await db
    .update(translationJobs)
    .set(retryAt ? { status: "pending", error, runAfter: retryAt, updatedAt: at } : { status: "failed", error, updatedAt: at })
    .where(leaseOf(job));
}

/** Gives an interrupted job back (shutdown): the attempt does not count. */
export async function releaseJob(db: Tx, job: Job, at: Date) {
  await db
    .update(translationJobs)
    .set({ status: "pending", attempts: sql`greatest(${translationJobs.attempts} - 1, 0)`, updatedAt: at })
    .where(leaseOf(job));
}

export async function deleteJob(db: Tx, job: Job) {
  await db.delete(translationJobs).where(eq(translationJobs.id, job.id));
}

/** Jobs left running by a process that died go back to pending; returns how many. */
export async function resetStaleJobs(db: Db, claimedBefore: Date, at: Date): Promise<number> {
  const rows = await db
    .update(translationJobs)
    .set({ status: "pending", runAfter: at, updatedAt: at })
    .where(and(eq(translationJobs.status, "running"), lt(translationJobs.updatedAt, claimedBefore)))
    .returning({ id: translationJobs.id });
  return rows.length;
}

export async function jobsOf(db: Db, kind: JobKind, targetIds: readonly number[]): Promise<Job[]> {
  if (targetIds.length === 0) return [];
  return db
    .select()
    .from(translationJobs)
    .where(and(eq(translationJobs.kind, kind), inArray(translationJobs.targetId, [...targetIds])))
    .orderBy(asc(translationJobs.targetId), asc(translationJobs.lan));
}

/** How many jobs are in each state (the metrics' queue gauge). */
export async function jobCountsByStatus(db: Db): Promise<Array<{ status: string; n: number }>> {
  return db.select({ status: translationJobs.status, n: count() }).from(translationJobs).groupBy(translationJobs.status);
}
