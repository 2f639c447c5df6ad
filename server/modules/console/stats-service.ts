/** The console's stat cards: totals and the last two weeks of views and copies. */
import { STATS_DAYS, type AdminStats } from "../../../contract/console.ts";
import type { Db } from "../../db/client.ts";
import { dailyActivity, totals } from "./stats-repository.ts";

const DAY_MS = 86_400_000;

/** UTC days, as the counter buffer writes them. */
function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const days = lastDays(now, STATS_DAYS);
  const [sums, activity] = await Promise.all([totals(db), dailyActivity(db, days[0]!)]);
  const byDay = new Map(activity.map((a) => [a.day, a]));
  return { ...sums, daily: days.map((day) => ({ day, views: byDay.get(day)?.views ?? 0, copies: byDay.get(day)?.copies ?? 0 })) };
}
