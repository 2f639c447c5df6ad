/** Counts for the console's stat cards. */
import { count, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, markGroups, promptDailyCounters, prompts, ratings, users } from "../../db/schema.ts";

export async function totals(db: Db) {
  const [[promptRow], [userRow], [ratingRow], [categoryRow], [groupRow]] = await Promise.all([
    db
      .select({
        n: count(),
        views: sql<number>`coalesce(sum(${prompts.clickCnt}), 0)::bigint`.mapWith(Number),
        copies: sql<number>`coalesce(sum(${prompts.copyCnt}), 0)::bigint`.mapWith(Number),
      })
      .from(prompts),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(ratings),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(markGroups),
  ]);
  return {
    prompts: promptRow?.n ?? 0,
    users: userRow?.n ?? 0,
    ratings: ratingRow?.n ?? 0,
    categories: categoryRow?.n ?? 0,
    groups: groupRow?.n ?? 0,
    views: promptRow?.views ?? 0,
    copies: promptRow?.copies ?? 0,
  };
}

/** Views and copies per day from `from` (YYYY-MM-DD) on; days without rows are absent. */
export async function dailyActivity(db: Db, from: string): Promise<Array<{ day: string; views: number; copies: number }>> {
  return db
    .select({
      day: sql<string>`to_char(${promptDailyCounters.day}, 'YYYY-MM-DD')`,
      views: sql<number>`sum(${promptDailyCounters.clicks})::bigint`.mapWith(Number),
      copies: sql<number>`sum(${promptDailyCounters.copies})::bigint`.mapWith(Number),
    })
    .from(promptDailyCounters)
    .where(gte(promptDailyCounters.day, from))
    .groupBy(promptDailyCounters.day);
}
