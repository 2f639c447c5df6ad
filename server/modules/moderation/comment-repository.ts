/** SQL of comment moderation: a comment's (ratings row's) status, and its removal. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prompts, ratings } from "../../db/schema.ts";
import { refreshHot, refreshRatingSummary } from "../../db/popularity.ts";

export type CommentRow = { id: number; promptId: number; promptCode: string; status: string };

/** Reads the comment and locks it until the transaction ends, so two moderators' actions queue. */
export async function lockComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select({ id: ratings.id, promptId: ratings.promptId, promptCode: prompts.code, status: ratings.status })
    .from(ratings)
    .innerJoin(prompts, eq(prompts.id, ratings.promptId))
    .where(eq(ratings.id, id))
    .for("update", { of: ratings })
    .limit(1);
  return row;
}

/** The prompt's count and average follow, since only published comments count. */
export async function setCommentStatus(db: Db, comment: CommentRow, status: string, at: Date): Promise<void> {
  await db.update(ratings).set({ status, updatedAt: at }).where(eq(ratings.id, comment.id));
  await refreshSummary(db, comment.promptId);
}

export async function deleteComment(db: Db, comment: CommentRow): Promise<void> {
  await db.delete(ratings).where(eq(ratings.id, comment.id));
  await refreshSummary(db, comment.promptId);
}

async function refreshSummary(db: Db, promptId: number) {
  await db.execute(refreshRatingSummary(promptId));
  await db.execute(refreshHot([promptId]));
}

/** The comment's prompt id by comment id within a prompt, or undefined. */
export async function commentOfPrompt(db: Db, promptId: number, commentId: number): Promise<{ id: number; status: string } | undefined> {
  const [row] = await db
    .select({ id: ratings.id, status: ratings.status })
    .from(ratings)
    .where(sql`${ratings.id} = ${commentId} and ${ratings.promptId} = ${promptId}`)
    .limit(1);
  return row;
}
