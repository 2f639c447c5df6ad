/**
 * search_token_counts for a bulk load. Its triggers (search.sql) would upsert every token of
 * every row, about 1,100 a prompt: bulk-load.ts disables them for the load, tallies the tokens
 * here as it builds the rows, and adds the tally to the table once at the end.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Counts by access level, then token: [prompts holding it, prompts holding it in a title]. */
export type TokenTally = Map<number, Map<string, [number, number]>>;

/** The level a prompt's tokens count under (prompt_counted_level in SQL): none unless published. */
export function countedLevel(status: string, vipLevel: number): number | null {
  return status === "published" ? vipLevel : null;
}

export function tallyTokens(tally: TokenTally, level: number, searchTokens: readonly string[], titleTokens: readonly string[]) {
  let counts = tally.get(level);
  if (!counts) tally.set(level, (counts = new Map()));
  for (const token of searchTokens) {
    const count = counts.get(token);
    if (count) count[0]++;
    else counts.set(token, [1, 0]);
  }
  // A title's tokens are among the document's, so each already has its entry.
  for (const token of titleTokens) counts.get(token)![1]++;
}

/** Adds `from` into `into` (a transaction's tally, once it has committed). */
export function mergeTally(into: TokenTally, from: TokenTally) {
  for (const [level, counts] of from) {
    for (const [token, [prompts, titles]] of counts) {
      let target = into.get(level);
      if (!target) into.set(level, (target = new Map()));
      const count = target.get(token);
      if (count) {
        count[0] += prompts;
        count[1] += titles;
      } else target.set(token, [prompts, titles]);
    }
  }
}

const WRITE_BATCH = 5000;

/** Adds the tally to search_token_counts, in batches of one JSON parameter each. */
export async function addTokenCounts(db: Db, tally: TokenTally) {
  const rows = [...tally].flatMap(([level, counts]) => [...counts].map(([token, [prompts, titles]]) => ({ token, level, prompts, titles })));
  for (let from = 0; from < rows.length; from += WRITE_BATCH) {
    await db.execute(sql`
      insert into search_token_counts as c (token, level, prompts, titles)
      select token, level, prompts, titles
      from json_to_recordset(${JSON.stringify(rows.slice(from, from + WRITE_BATCH))}::json) as x(token text, level smallint, prompts int, titles int)
      on conflict (token, level) do update set prompts = c.prompts + excluded.prompts, titles = c.titles + excluded.titles`);
  }
}
