/** The search row of a prompt: tokens of every language version, folded to one script. */
import { and, asc, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promptSearch } from "../../db/schema.ts";
import { documentTokens, normaliseForSearch } from "../../lib/search/tokens.ts";

type IndexedText = { title: string; description: string; prompt: string };

/** A separator no query term can contain keeps a match from spanning two fields. */
const FIELD_SEPARATOR = "\u0001";

export function promptSearchColumns(versions: IndexedText[]) {
  return {
    searchTokens: documentTokens(...versions.flatMap((v) => [v.title, v.description, v.prompt])),
    titleTokens: documentTokens(...versions.map((v) => v.title)),
    titleText: versions.map((v) => normaliseForSearch(v.title)).join(FIELD_SEPARATOR),
    searchText: versions.flatMap((v) => [v.title, v.description, v.prompt].map(normaliseForSearch)).join(FIELD_SEPARATOR),
  };
}

/** Writes (or replaces) the prompt's row in prompt_search from all its stored versions. */
export async function writePromptSearch(db: Pick<Db, "insert">, promptId: number, versions: IndexedText[]) {
  const columns = promptSearchColumns(versions);
  await db.insert(promptSearch).values({ promptId, ...columns }).onConflictDoUpdate({ target: promptSearch.promptId, set: columns });
}

const BACKFILL_BATCH = 1000;

/**
 * Gives rows written before migration 0003 their title tokens. Normalising is idempotent and the
 * separator splits runs, so tokens of the stored title_text equal those of the titles. Walks by
 * prompt id, so a title without any token (all punctuation) is passed over, not retried forever.
 * Returns how many rows it filled.
 */
export async function backfillTitleTokens(db: Db): Promise<number> {
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ promptId: promptSearch.promptId, titleText: promptSearch.titleText })
      .from(promptSearch)
      .where(and(gt(promptSearch.promptId, after), sql`${promptSearch.titleTokens} = '{}'::text[]`, sql`${promptSearch.titleText} <> ''`))
      .orderBy(asc(promptSearch.promptId))
      .limit(BACKFILL_BATCH);
    if (rows.length === 0) return filled;
    const tokens = rows.flatMap((row) => {
      const titleTokens = documentTokens(row.titleText);
      return titleTokens.length === 0 ? [] : [{ prompt_id: row.promptId, tokens: titleTokens.join(" ") }];
    });
    // One statement per batch, the rows in one JSON parameter (as the catalogue generator loads
    // them); tokens never contain a space.
    if (tokens.length > 0) {
      await db.execute(sql`
        update prompt_search s set title_tokens = string_to_array(x.tokens, ' ')
        from json_to_recordset(${JSON.stringify(tokens)}::json) as x(prompt_id int, tokens text)
        where s.prompt_id = x.prompt_id`);
    }
    filled += tokens.length;
    after = rows[rows.length - 1]!.promptId;
  }
}
