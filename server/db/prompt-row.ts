/** The columns a list reads for each prompt, and the orders lists are sorted in. */
import { sql, type SQL } from "drizzle-orm";
import type { PromptSort } from "../../contract/catalog.ts";
import { prompts, viewHistory } from "./schema.ts";

export const promptColumns = {
  id: prompts.id,
  code: prompts.code,
  authorId: prompts.authorId,
  vipLevel: prompts.vipLevel,
  lan: prompts.lan,
  source: prompts.source,
  status: prompts.status,
  ignoreTrans: prompts.ignoreTrans,
  clickCnt: prompts.clickCnt,
  copyCnt: prompts.copyCnt,
  shareCnt: prompts.shareCnt,
  markCnt: prompts.markCnt,
  rateCnt: prompts.rateCnt,
  score: prompts.score,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
};
type Column<K extends keyof typeof promptColumns> = (typeof promptColumns)[K]["_"];
export type PromptRow = { [K in keyof typeof promptColumns]: Column<K>["notNull"] extends true ? Column<K>["data"] : Column<K>["data"] | null };

/** One key of a list order, always descending; `name` labels it when a subquery selects it. */
export type SortKey = { name: string; value: SQL };

/**
 * The chosen sort (after the viewing time for a history list), then the id, which breaks every
 * tie so consecutive pages never repeat or skip a prompt.
 */
export function sortKeys(sort: PromptSort, historyOf: number | undefined): SortKey[] {
  const keys: SortKey[] = [];
  if (historyOf !== undefined) {
    keys.push({
      name: "sort_viewed_at",
      value: sql`(select ${viewHistory.viewedAt} from ${viewHistory} where ${viewHistory.promptId} = ${prompts.id} and ${viewHistory.userId} = ${historyOf})`,
    });
  }
  if (sort === "time") keys.push({ name: "sort_created_at", value: sql`${prompts.createdAt}` });
  else if (sort === "score") keys.push({ name: "sort_score", value: sql`${prompts.score}` }, { name: "sort_rate_cnt", value: sql`${prompts.rateCnt}` });
  else keys.push({ name: "sort_hot", value: sql`${prompts.hot}` });
  keys.push({ name: "sort_id", value: sql`${prompts.id}` });
  return keys;
}

/**
 * ORDER BY for the keys. NULLS LAST although no sort column is nullable: it is how the sort
 * indexes are declared (prompts_hot is `hot DESC NULLS LAST, id DESC NULLS LAST`), and a plain
 * DESC (NULLS FIRST) does not match them, which left every sorted list to read and sort all
 * its rows instead of reading a page from the index.
 */
export function orderBy(keys: readonly SortKey[], value: (key: SortKey) => SQL = (key) => key.value): SQL[] {
  return keys.map((key) => sql`${value(key)} desc nulls last`);
}
