/** The search row of a prompt: tokens of every language version, folded to one script. */
import { and, asc, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prompts, promptSearch } from "../../db/schema.ts";
import { normaliseForSearch } from "../../lib/chinese/script.ts";
import { SEARCH_TOKENS_VERSION, documentTokens } from "./tokens.ts";

export type IndexedText = { title: string; description: string; prompt: string };

/** A separator no query term can contain keeps a match from spanning two fields. */
const FIELD_SEPARATOR = "\u0001";

export function promptSearchColumns(versions: IndexedText[]) {
  return {
    searchTokens: documentTokens(...versions.flatMap((v) => [v.title, v.description, v.prompt])),
    titleTokens: documentTokens(...versions.map((v) => v.title)),
    titleText: versions.map((v) => normaliseForSearch(v.title)).join(FIELD_SEPARATOR),
    searchText: versions.flatMap((v) => [v.title, v.description, v.prompt].map(normaliseForSearch)).join(FIELD_SEPARATOR),
    tokensVersion: SEARCH_TOKENS_VERSION,
  };
}

/**
 * Writes (or replaces) the prompt's row in prompt_search from all its stored versions, and the
 * signature of its title tokens on the prompt (title_signature, search.sql). The prompt row first:
 * a change of its status locks it, then its search row (prompts_recount_search), and two writers
 * taking them in opposite orders could deadlock. Callers lock the prompt before writing its
 * versions too (lockPrompt, writePromptMachineVersions), for the same reason.
 */
export async function writePromptSearch(db: Pick<Db, "insert" | "execute">, promptId: number, versions: IndexedText[]) {
  await writePromptsSearch(db, [{ promptId, versions }]);
}

/** writePromptSearch for several prompts: two statements whatever their number (an import writes hundreds at once). */
export async function writePromptsSearch(db: Pick<Db, "insert" | "execute">, entries: Array<{ promptId: number; versions: IndexedText[] }>) {
  if (entries.length === 0) return;
  const rows = entries.map(({ promptId, versions }) => ({ promptId, ...promptSearchColumns(versions) }));
  const signatures = rows.map((row) => ({ id: row.promptId, tokens: row.titleTokens }));
  await db.execute(sql`
    update ${prompts} set title_signature = title_signature(x.tokens)
    from json_to_recordset(${JSON.stringify(signatures)}::json) as x(id int, tokens text[]) where ${prompts.id} = x.id`);
  await db
    .insert(promptSearch)
    .values(rows)
    .onConflictDoUpdate({
      target: promptSearch.promptId,
      set: {
        searchTokens: sql`excluded.search_tokens`,
        titleTokens: sql`excluded.title_tokens`,
        titleText: sql`excluded.title_text`,
        searchText: sql`excluded.search_text`,
        tokensVersion: sql`excluded.tokens_version`,
      },
    });
}

const REFRESH_BATCH = 1000;

/**
 * Tokenises again the rows written by an older tokenizer (tokens_version below
 * SEARCH_TOKENS_VERSION, which includes rows from before migration 0003 without title tokens).
 * Normalising is idempotent and the field separator splits runs, so the tokens of the stored
 * normalised texts equal those of the versions they came from. Walks by prompt id, telling
 * `onBatch` the running count after each batch (a large catalogue takes minutes); returns how many
 * rows it rewrote.
 */
export async function refreshSearchTokens(db: Db, onBatch: (refreshed: number) => void = () => {}): Promise<number> {
  let after = 0;
  let refreshed = 0;
  for (;;) {
    const rows = await db
      .select({ promptId: promptSearch.promptId, titleText: promptSearch.titleText, searchText: promptSearch.searchText })
      .from(promptSearch)
      .where(and(gt(promptSearch.promptId, after), lt(promptSearch.tokensVersion, SEARCH_TOKENS_VERSION)))
      .orderBy(asc(promptSearch.promptId))
      .limit(REFRESH_BATCH);
    if (rows.length === 0) return refreshed;
    const tokens = rows.map((row) => ({
      prompt_id: row.promptId,
      search_tokens: documentTokens(row.searchText).join(" "),
      title_tokens: documentTokens(row.titleText).join(" "),
    }));
    // The rows in one JSON parameter (as the catalogue generator loads them); tokens never
    // contain a space. One transaction, so signatures and tokens change together; the prompts
    // first, as writePromptSearch takes them.
    const batch = sql`json_to_recordset(${JSON.stringify(tokens)}::json) as x(prompt_id int, search_tokens text, title_tokens text)`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update prompts p set title_signature = title_signature(string_to_array(x.title_tokens, ' '))
        from ${batch} where p.id = x.prompt_id`);
      await tx.execute(sql`
        update prompt_search s set search_tokens = string_to_array(x.search_tokens, ' '),
          title_tokens = string_to_array(x.title_tokens, ' '), tokens_version = ${SEARCH_TOKENS_VERSION}
        from ${batch} where s.prompt_id = x.prompt_id`);
    });
    refreshed += rows.length;
    onBatch(refreshed);
    after = rows[rows.length - 1]!.promptId;
  }
}
