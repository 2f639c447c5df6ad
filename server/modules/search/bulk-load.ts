/**
 * A bulk load of new prompts' search rows (the bench catalogue generator's 100,000): per-row
 * upkeep would cost more than the load. The GIN indexes are dropped for it and built once at the
 * end (one sorted build is several times faster than 100k incremental inserts); prompt_search's
 * triggers are off, so each row's level is written with it and the token counts are tallied as
 * the rows are built and added once (token-counts.ts); the title signatures are set in one
 * statement. What the triggers and writePromptSearch would have left, in one go.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { promptSearchColumns, type IndexedText } from "./indexer.ts";
import { addTokenCounts, countedLevel, mergeTally, tallyTokens, type TokenTally } from "./token-counts.ts";

/** Dropped for the load and built once at the end. */
const SEARCH_INDEXES = ["prompt_search_tokens", "prompt_search_title_tokens"];
/**
 * Memory for the GIN build. About 700 tokens a prompt make 70 million index entries at 100k;
 * with 128 MB the build spilled several times and took 3× longer (612 s against 230 s with 1 GB,
 * PGlite under load).
 */
const INDEX_MEMORY = "1GB";

/** A new prompt to index: its row in prompts is written, in the same transaction, before it. */
export type BulkDocument = { promptId: number; status: string; vipLevel: number; versions: IndexedText[] };

export type BulkLoader = {
  /**
   * Runs `work` in one transaction of `db`; `write` adds search rows in it (one statement per
   * call), whose token counts are kept once the transaction commits.
   */
  transaction<R>(work: (tx: Db, write: (documents: readonly BulkDocument[]) => Promise<void>) => Promise<R>): Promise<R>;
};

export type BulkLoadOptions = {
  /** maintenance_work_mem for the index build, e.g. "256MB" on a small machine. */
  indexMemory?: string;
  /** Called once the rows and their counts are in, before the signatures and the index build (for timings). */
  onLoaded?: () => void;
};

/**
 * One statement with a single JSON parameter expanded by json_to_recordset: binding 700-element
 * arrays row by row is slow on both engines; parsing one JSON document in the database is not.
 * Tokens travel space-separated (no token contains a space).
 */
async function insertSearchRows(tx: Db, documents: readonly BulkDocument[], tally: TokenTally) {
  const rows = documents.map((document) => {
    const search = promptSearchColumns(document.versions);
    // prompt_search_level would derive it, but the load runs with the triggers off.
    const level = countedLevel(document.status, document.vipLevel);
    if (level !== null) tallyTokens(tally, level, search.searchTokens, search.titleTokens);
    return {
      prompt_id: document.promptId,
      tokens: search.searchTokens.join(" "),
      title_tokens: search.titleTokens.join(" "),
      title_text: search.titleText,
      search_text: search.searchText,
      tokens_version: search.tokensVersion,
      level,
    };
  });
  await tx.execute(sql`
    insert into prompt_search (prompt_id, search_tokens, title_tokens, title_text, search_text, tokens_version, level)
    select prompt_id, string_to_array(tokens, ' '), string_to_array(title_tokens, ' '), title_text, search_text, tokens_version, level
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(prompt_id int, tokens text, title_tokens text, title_text text, search_text text, tokens_version smallint, level smallint)`);
}

/** Runs `load`, which writes new prompts and their search rows through the loader, then indexes them. */
export async function bulkLoad<T>(db: Db, load: (loader: BulkLoader) => Promise<T>, options: BulkLoadOptions = {}): Promise<T> {
  const memory = options.indexMemory ?? INDEX_MEMORY;
  if (!/^\d+(kB|MB|GB)$/.test(memory)) throw new Error(`indexMemory must look like 512MB, not ${memory}`);
  // Every definition is read before any index is dropped, so a failed read leaves them all.
  const definitions: string[] = [];
  for (const name of SEARCH_INDEXES) {
    const [index] = await queryRows<{ def: string }>(db, sql`select pg_get_indexdef(${name}::regclass) as def`);
    definitions.push(index!.def);
  }
  for (const name of SEARCH_INDEXES) await db.execute(sql.raw(`drop index ${name}`));
  const rebuildIndex = () =>
    // One transaction, so the setting applies on the pooled connection that builds the indexes.
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory}'`));
      for (const def of definitions) await tx.execute(sql.raw(def));
    });
  const tally: TokenTally = new Map();
  let firstId: number | undefined;
  const loader: BulkLoader = {
    async transaction(work) {
      const pending: TokenTally = new Map();
      const result = await db.transaction((tx) =>
        work(tx as unknown as Db, async (documents) => {
          for (const document of documents) firstId = Math.min(firstId ?? document.promptId, document.promptId);
          await insertSearchRows(tx as unknown as Db, documents, pending);
        }),
      );
      mergeTally(tally, pending);
      return result;
    },
  };
  let loaded: T;
  await db.execute(sql`alter table prompt_search disable trigger user`);
  try {
    loaded = await load(loader);
  } catch (error) {
    // Rebuilt after a failure too, so an interrupted load never leaves searches without their index.
    await rebuildIndex();
    throw error;
  } finally {
    try {
      await db.execute(sql`alter table prompt_search enable trigger user`);
    } finally {
      // The rows of every committed transaction are counted, failure or not (this writes only
      // search_token_counts, which no trigger watches).
      await addTokenCounts(db, tally);
    }
  }
  options.onLoaded?.();
  // What writePromptSearch writes with each search row, for the loaded rows in one go.
  if (firstId !== undefined) {
    await db.execute(
      sql`update prompts p set title_signature = title_signature(s.title_tokens) from prompt_search s where s.prompt_id = p.id and p.id >= ${firstId}`,
    );
  }
  await rebuildIndex();
  return loaded;
}
