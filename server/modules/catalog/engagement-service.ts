/** What readers do to a prompt: favourite it, rate it, merge the favourites kept in the browser. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { RateReply } from "../../../contract/catalog.ts";
import type { Db } from "../../db/client.ts";
import { favourites, prompts, ratings } from "../../db/schema.ts";
import { refreshHot, refreshRatingSummary } from "../../db/popularity.ts";
import { visibleTo } from "./prompt-list-repository.ts";
import type { Viewer } from "./viewer.ts";

/** Idempotent: a repeat changes nothing, and the counter moves only when the row does. */
export async function favourite(db: Db, userId: number, promptId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(favourites).values({ userId, promptId }).onConflictDoNothing().returning({ promptId: favourites.promptId });
    if (inserted.length === 0) return false;
    await tx.execute(sql`update prompts set mark_cnt = mark_cnt + 1 where id = ${promptId}`);
    await tx.execute(refreshHot([promptId]));
    return true;
  });
}

export async function unfavourite(db: Db, userId: number, promptId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.promptId, promptId)))
      .returning({ promptId: favourites.promptId });
    if (deleted.length === 0) return false;
    await tx.execute(sql`update prompts set mark_cnt = greatest(mark_cnt - 1, 0) where id = ${promptId}`);
    await tx.execute(refreshHot([promptId]));
    return true;
  });
}

/** At sign-in the browser hands over a visitor's favourites; unknown or hidden codes are ignored. */
export async function mergeFavourites(db: Db, viewer: Viewer & { userId: number }, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const rows = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(visibleTo(viewer), inArray(prompts.code, codes)));
  let added = 0;
  for (const row of rows) if (await favourite(db, viewer.userId, row.id)) added++;
  return added;
}

/**
 * One rating per user and prompt: a second one replaces the first (and moves it to the top of the
 * list as new). Count and average follow, from published ratings only: `status` is "pending" when
 * the comment waits for review (docs/decisions/028). Says whether the rating was new, for "posted" or "updated".
 */
export async function rate(
  db: Db,
  userId: number,
  promptId: number,
  rating: { score: number; content: string; status: "published" | "pending" },
  now: Date,
): Promise<RateReply> {
  return db.transaction(async (tx) => {
    const { score, content, status } = rating;
    const inserted = await tx
      .insert(ratings)
      .values({ promptId, userId, score, content, status, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: ratings.id });
    if (inserted.length === 0) {
      await tx
        .update(ratings)
        .set({ score, content, status, createdAt: now, updatedAt: now })
        .where(and(eq(ratings.promptId, promptId), eq(ratings.userId, userId)));
    }
    await tx.execute(refreshRatingSummary(promptId));
    await tx.execute(refreshHot([promptId]));
    return { created: inserted.length > 0, status };
  });
}
