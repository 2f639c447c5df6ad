/**
 * SQL of deleting an account (decision 032). The users row stays as a tombstone without any
 * personal data (status deleted), so prompts and comments kept anonymously and the audit trail
 * still name a row; everything personal goes, the counters it fed are corrected.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailChangeTokens, emailLoginTokens, favourites, prompts, ratings, reports, sessions, uploads, users, viewHistory } from "../../db/schema.ts";
import { refreshHot, refreshRatingSummary } from "../../db/popularity.ts";
import { USER_STATUS } from "./user-repository.ts";

/** The tombstone's login name: a "-" no username may contain, so nobody can take it first. */
export const deletedLoginName = (id: number) => `deleted-${id}`;
/** Stored as the tombstone's nickname for the console; readers see it in their language (catalog/author.ts). */
export const DELETED_NICKNAME = "已注销用户";

/** Locks the account's row for the deletion; undefined when it is gone or already deleted. */
export async function lockLiveAccount(tx: Db, id: number): Promise<{ email: string | null } | undefined> {
  const [row] = await tx.select({ email: users.email, status: users.status }).from(users).where(eq(users.id, id)).for("update").limit(1);
  return row && row.status !== USER_STATUS.deleted ? row : undefined;
}

/** Deletes the account's prompts (their versions, links, ratings, favourites go by cascade, decision 005). */
export async function deleteOwnPrompts(tx: Db, id: number): Promise<number> {
  return (await tx.delete(prompts).where(eq(prompts.authorId, id)).returning({ id: prompts.id })).length;
}

/** Deletes the account's ratings and comments and recomputes the rating of each prompt they were on. */
export async function deleteOwnRatings(tx: Db, id: number): Promise<void> {
  const gone = await tx.delete(ratings).where(eq(ratings.userId, id)).returning({ promptId: ratings.promptId });
  const promptIds = [...new Set(gone.map((r) => r.promptId))];
  for (const promptId of promptIds) await tx.execute(refreshRatingSummary(promptId));
  if (promptIds.length > 0) await tx.execute(refreshHot(promptIds));
}

/** Deletes favourites and history; the favourites count of each prompt drops by one. */
export async function deleteFavouritesAndHistory(tx: Db, id: number): Promise<void> {
  const gone = await tx.delete(favourites).where(eq(favourites.userId, id)).returning({ promptId: favourites.promptId });
  const promptIds = gone.map((f) => f.promptId);
  if (promptIds.length > 0) {
    await tx
      .update(prompts)
      .set({ markCnt: sql`greatest(${prompts.markCnt} - 1, 0)` })
      .where(inArray(prompts.id, promptIds));
    await tx.execute(refreshHot(promptIds));
  }
  await tx.delete(viewHistory).where(eq(viewHistory.userId, id));
}

/** Sessions (with their refresh tokens, by cascade) and pending links end. */
export async function endSessionsAndLinks(tx: Db, id: number, email: string | null): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, id));
  if (email) await tx.delete(emailLoginTokens).where(eq(emailLoginTokens.email, email.toLowerCase()));
}

/**
 * Uploaded files belong to nobody (the avatar, named by nothing now, is swept after the grace
 * period; images of kept prompts stay); reports filed keep their reason, not the address.
 */
export async function forgetOwnership(tx: Db, id: number): Promise<void> {
  await tx.update(uploads).set({ ownerId: null }).where(eq(uploads.ownerId, id));
  await tx.update(reports).set({ reporterAddress: "" }).where(eq(reports.reporterId, id));
}

/** The row keeps its id and creation date, nothing else of the person. */
export async function tombstone(tx: Db, id: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      loginName: deletedLoginName(id),
      email: null,
      emailVerifiedAt: null,
      passwordHash: null,
      nickName: DELETED_NICKNAME,
      avatar: "",
      role: 1,
      status: USER_STATUS.deleted,
      updatedAt: at,
    })
    .where(eq(users.id, id));
}
