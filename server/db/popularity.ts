import { sql } from "drizzle-orm";

/**
 * Popularity behind sortByHot: copies and favourites say more than a view. Kept in one place so
 * the SQL that refreshes it after counter flushes and the seed agree.
 */
export const HOT_WEIGHTS = { click: 1, copy: 5, share: 3, mark: 5, rate: 2 } as const;

export function hotScore(c: { clickCnt: number; copyCnt: number; shareCnt: number; markCnt: number; rateCnt: number }) {
  return (
    c.clickCnt * HOT_WEIGHTS.click + c.copyCnt * HOT_WEIGHTS.copy + c.shareCnt * HOT_WEIGHTS.share + c.markCnt * HOT_WEIGHTS.mark + c.rateCnt * HOT_WEIGHTS.rate
  );
}

/** The same formula as SQL over the prompts table, for UPDATE ... SET hot = <this>. */
export const HOT_SQL = `click_cnt * ${HOT_WEIGHTS.click} + copy_cnt * ${HOT_WEIGHTS.copy} + share_cnt * ${HOT_WEIGHTS.share} + mark_cnt * ${HOT_WEIGHTS.mark} + rate_cnt * ${HOT_WEIGHTS.rate}`;

/** Recomputes the popularity of the given prompts after their counters moved. */
export function refreshHot(ids: number[]) {
  return sql`update prompts set hot = ${sql.raw(HOT_SQL)} where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Recomputes a prompt's rating count and average from its published ratings (pending and hidden ones do not count). */
export function refreshRatingSummary(promptId: number) {
  return sql`
    update prompts set
      rate_cnt = s.cnt,
      score = s.avg
    from (select count(*)::int as cnt, coalesce(avg(score), 0)::real as avg from ratings where prompt_id = ${promptId} and status = 'published') s
    where prompts.id = ${promptId}`;
}
