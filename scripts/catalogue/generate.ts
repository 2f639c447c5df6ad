/**
 * A large catalogue for benches: `generateCatalogue(db, { prompts: 100_000, seed })` adds
 * deterministic variations of the demo prompts (see generated-prompt.ts) with their three
 * language versions, categories and search columns, on PGlite or PostgreSQL.
 *
 * Speed: multi-row INSERTs of 500 rows, several per transaction, and the GIN index on the search
 * tokens dropped during the load and rebuilt once at the end (one sorted build is several times
 * faster than 100k incremental GIN inserts), and the token counts tallied as the rows are built,
 * with prompt_search's triggers off, and added once (token-counts.ts); each search row's level,
 * which a trigger derives otherwise, is written with it. Ends with VACUUM ANALYZE so the planner
 * sees the new data and PGlite, which has no autovacuum, has a visibility map.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { queryRows } from "../../server/db/query-rows.ts";
import * as t from "../../server/db/schema.ts";
import { readDemoCatalogue, type DemoCategory } from "../../server/db/seed/demo-data.ts";
import { promptSearchColumns } from "../../server/modules/search/indexer.ts";
import { generatePrompt } from "./generated-prompt.ts";
import { seededRandom } from "./random.ts";
import { addTokenCounts, countedLevel, mergeTally, tallyTokens, type TokenTally } from "../../server/modules/search/token-counts.ts";

/** Bump when the generated data changes, so cached bench databases are rebuilt. */
export const GENERATOR_VERSION = 7;

const BATCH = 500;
const BATCHES_PER_TRANSACTION = 10;
const AUTHORS = 40;
/** Dropped for the load and built once at the end: one build is far cheaper than 100k inserts. */
const SEARCH_INDEXES = ["prompt_search_tokens", "prompt_search_title_tokens"];
/**
 * Memory for the GIN build. About 700 tokens a prompt make 70 million index entries at 100k;
 * with 128 MB the build spilled several times and took 3× longer (612 s against 230 s with 1 GB,
 * PGlite under load).
 */
const INDEX_MEMORY = "1GB";

export type GenerateOptions = {
  prompts: number;
  seed?: number;
  now?: Date;
  onProgress?: (inserted: number, total: number) => void;
  /** maintenance_work_mem for the index build, e.g. "256MB" on a small machine. */
  indexMemory?: string;
};
export type GenerateResult = {
  prompts: number;
  firstId: number;
  loadMs: number;
  indexMs: number;
  analyseMs: number;
  totalMs: number;
  /** CPU time of this process (PGlite runs inside it; a PostgreSQL server's work is not included). */
  cpuMs: number;
};

/** Demo categories that are missing are added; returns code → id for all of them. */
async function ensureCategories(db: Db, categories: readonly DemoCategory[]): Promise<Map<string, number>> {
  for (const category of categories) {
    const inserted = await db
      .insert(t.categories)
      .values({ code: category.code, img: category.img, sort: category.sort, tags: category.tags, lan: "zh-CN" })
      .onConflictDoNothing()
      .returning({ id: t.categories.id });
    const id = inserted[0]?.id;
    if (id === undefined) continue;
    await db.insert(t.categoryTranslations).values(Object.entries(category.i18n).map(([lan, v]) => ({ categoryId: id, lan, name: v.name, intro: v.intro })));
  }
  const rows = await db.select({ id: t.categories.id, code: t.categories.code }).from(t.categories);
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function ensureAuthors(db: Db): Promise<number[]> {
  const names = Array.from({ length: AUTHORS }, (_, k) => `gen_author_${k + 1}`);
  await db
    .insert(t.users)
    .values(names.map((loginName, k) => ({ loginName, nickName: `作者${k + 1}`, email: `${loginName}@bench.local`, passwordHash: null })))
    .onConflictDoNothing();
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where login_name like 'gen\\_author\\_%' order by id`);
  return rows.map((r) => Number(r.id));
}

type LoadContext = {
  random: () => number;
  seed: number;
  now: Date;
  demo: ReturnType<typeof readDemoCatalogue>;
  categoryIds: Map<string, number>;
  authors: number[];
  firstId: number;
};

/**
 * One batch as four statements, each with a single JSON parameter expanded by json_to_recordset:
 * building a 500-row, 20-column VALUES list is slow in drizzle's query builder (about 0.15 ms a
 * row) and binding 700-element arrays row by row is slow on both engines; parsing one JSON
 * document in the database is not. Tokens travel space-separated (no token contains a space).
 */
async function insertBatch(db: Db, batch: ReturnType<typeof buildBatch>) {
  await db.execute(sql`
    insert into prompts (id, code, author_id, vip_level, lan, status, click_cnt, copy_cnt, share_cnt, mark_cnt, rate_cnt,
      score, hot, created_at, updated_at)
    select id, code, author_id, vip_level, lan, status, click_cnt, copy_cnt, share_cnt, mark_cnt, rate_cnt,
      score, hot, created_at, created_at
    from json_to_recordset(${JSON.stringify(batch.prompts)}::json) as x(id int, code text, author_id int, vip_level smallint,
      lan text, status text, click_cnt int, copy_cnt int, share_cnt int, mark_cnt int, rate_cnt int, score real, hot real,
      created_at timestamptz)`);
  await db.execute(sql`
    insert into prompt_search (prompt_id, search_tokens, title_tokens, title_text, search_text, tokens_version, level)
    select prompt_id, string_to_array(tokens, ' '), string_to_array(title_tokens, ' '), title_text, search_text, tokens_version, level
    from json_to_recordset(${JSON.stringify(batch.search)}::json)
      as x(prompt_id int, tokens text, title_tokens text, title_text text, search_text text, tokens_version smallint, level smallint)`);
  await db.execute(sql`
    insert into prompt_translations (prompt_id, lan, title, prompt, description, tips, demo, machine, updated_at)
    select prompt_id, lan, title, prompt, description, tips, '[]'::jsonb, false, updated_at
    from json_to_recordset(${JSON.stringify(batch.translations)}::json)
      as x(prompt_id int, lan text, title text, prompt text, description text, tips text, updated_at timestamptz)`);
  await db.execute(sql`
    insert into prompt_categories (prompt_id, category_id)
    select prompt_id, category_id from json_to_recordset(${JSON.stringify(batch.categories)}::json) as x(prompt_id int, category_id int)`);
}

function buildBatch(c: LoadContext, from: number, count: number, tally: TokenTally) {
  const batch = { prompts: [] as object[], search: [] as object[], translations: [] as object[], categories: [] as object[] };
  for (let k = 0; k < count; k++) {
    const id = c.firstId + from + k;
    const g = generatePrompt(c.random, c.demo.prompts, c.now);
    const search = promptSearchColumns(g.versions);
    const createdAt = g.createdAt.toISOString();
    const level = countedLevel(g.status, g.vipLevel);
    if (level !== null) tallyTokens(tally, level, search.searchTokens, search.titleTokens);
    batch.prompts.push({
      id,
      code: `gen-${c.seed}-${id}`,
      author_id: c.authors[id % c.authors.length] ?? null,
      vip_level: g.vipLevel,
      lan: g.base.lan,
      status: g.status,
      click_cnt: g.counters.clickCnt,
      copy_cnt: g.counters.copyCnt,
      share_cnt: g.counters.shareCnt,
      mark_cnt: g.counters.markCnt,
      rate_cnt: g.counters.rateCnt,
      score: g.score,
      hot: g.hot,
      created_at: createdAt,
    });
    batch.search.push({
      prompt_id: id,
      tokens: search.searchTokens.join(" "),
      title_tokens: search.titleTokens.join(" "),
      title_text: search.titleText,
      search_text: search.searchText,
      tokens_version: search.tokensVersion,
      // prompt_search_level would derive it, but the load runs with the triggers off.
      level,
    });
    for (const v of g.versions) batch.translations.push({ prompt_id: id, ...v, updated_at: createdAt });
    for (const code of g.base.categories) {
      const categoryId = c.categoryIds.get(code);
      if (categoryId !== undefined) batch.categories.push({ prompt_id: id, category_id: categoryId });
    }
  }
  return batch;
}

/** Loads the prompts, adding the token counts of every committed transaction to `tally`. */
async function loadPrompts(db: Db, options: GenerateOptions, c: LoadContext, tally: TokenTally): Promise<number> {
  let inserted = 0;
  while (inserted < options.prompts) {
    const pending: TokenTally = new Map();
    await db.transaction(async (tx) => {
      for (let b = 0; b < BATCHES_PER_TRANSACTION && inserted < options.prompts; b++) {
        const count = Math.min(BATCH, options.prompts - inserted);
        await insertBatch(tx as unknown as Db, buildBatch(c, inserted, count, pending));
        inserted += count;
      }
    });
    mergeTally(tally, pending);
    options.onProgress?.(inserted, options.prompts);
  }
  return inserted;
}

export async function generateCatalogue(db: Db, options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const seed = options.seed ?? 1;
  const demo = readDemoCatalogue();
  const categoryIds = await ensureCategories(db, demo.categories);
  const authors = await ensureAuthors(db);
  const [last] = await queryRows<{ max: number | null }>(db, sql`select max(id) as max from prompts`);
  const firstId = Number(last?.max ?? 0) + 1;
  const context: LoadContext = { random: seededRandom(seed), seed, now: options.now ?? new Date(), demo, categoryIds, authors, firstId };

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
  let inserted: number;
  const tally: TokenTally = new Map();
  await db.execute(sql`alter table prompt_search disable trigger user`);
  try {
    inserted = await loadPrompts(db, options, context, tally);
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
  const loaded = performance.now();
  // Explicit ids bypassed the sequence; move it past them so the app's own inserts still work.
  await db.execute(sql`select setval(pg_get_serial_sequence('prompts', 'id'), (select max(id) from prompts))`);
  // What writePromptSearch writes with each search row, for the loaded rows in one go.
  await db.execute(sql`update prompts p set title_signature = title_signature(s.title_tokens) from prompt_search s where s.prompt_id = p.id and p.id >= ${firstId}`);
  await rebuildIndex();
  const indexed = performance.now();
  await db.execute(sql`vacuum (analyze) prompts, prompt_search, prompt_translations, prompt_categories, categories, users`);
  const done = performance.now();
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    prompts: inserted,
    firstId,
    loadMs: Math.round(loaded - started),
    indexMs: Math.round(indexed - loaded),
    analyseMs: Math.round(done - indexed),
    totalMs: Math.round(done - started),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
}
