/**
 * A large catalogue for benches: `generateCatalogue(db, { prompts: 100_000, seed })` adds
 * deterministic variations of the demo prompts (see generated-prompt.ts) with their three
 * language versions, categories and search columns, on PGlite or PostgreSQL.
 *
 * Speed: multi-row INSERTs of 500 rows, several per transaction, with the search rows written
 * through search's bulkLoad (indexes built once at the end, triggers off, counts added in one go).
 * Ends with VACUUM ANALYZE so the planner sees the new data and PGlite, which has no autovacuum,
 * has a visibility map.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { queryRows } from "../../server/db/query-rows.ts";
import * as t from "../../server/db/schema.ts";
import { readDemoCatalogue, type DemoCategory } from "../../server/db/seed/demo-data.ts";
import { textHash } from "../../server/modules/prompts/duplicate-text.ts";
import * as search from "../../server/modules/search/index.ts";
import { generatePrompt } from "./generated-prompt.ts";
import { seededRandom } from "./random.ts";

/** Bump when the generated data changes, so cached bench databases are rebuilt. */
export const GENERATOR_VERSION = 8;

const BATCH = 500;
const BATCHES_PER_TRANSACTION = 10;
const AUTHORS = 40;

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
 * row); parsing one JSON document in the database is not. The search rows after their prompts.
 */
async function insertBatch(db: Db, batch: ReturnType<typeof buildBatch>, writeSearch: (documents: readonly search.BulkDocument[]) => Promise<void>) {
  await db.execute(sql`
    insert into prompts (id, code, author_id, vip_level, lan, status, click_cnt, copy_cnt, share_cnt, mark_cnt, rate_cnt,
      score, hot, text_hash, created_at, updated_at)
    select id, code, author_id, vip_level, lan, status, click_cnt, copy_cnt, share_cnt, mark_cnt, rate_cnt,
      score, hot, text_hash, created_at, created_at
    from json_to_recordset(${JSON.stringify(batch.prompts)}::json) as x(id int, code text, author_id int, vip_level smallint,
      lan text, status text, click_cnt int, copy_cnt int, share_cnt int, mark_cnt int, rate_cnt int, score real, hot real,
      text_hash text, created_at timestamptz)`);
  await writeSearch(batch.search);
  await db.execute(sql`
    insert into prompt_translations (prompt_id, lan, title, prompt, description, tips, demo, machine, updated_at)
    select prompt_id, lan, title, prompt, description, tips, '[]'::jsonb, false, updated_at
    from json_to_recordset(${JSON.stringify(batch.translations)}::json)
      as x(prompt_id int, lan text, title text, prompt text, description text, tips text, updated_at timestamptz)`);
  await db.execute(sql`
    insert into prompt_categories (prompt_id, category_id)
    select prompt_id, category_id from json_to_recordset(${JSON.stringify(batch.categories)}::json) as x(prompt_id int, category_id int)`);
}

function buildBatch(c: LoadContext, from: number, count: number) {
  const batch = { prompts: [] as object[], search: [] as search.BulkDocument[], translations: [] as object[], categories: [] as object[] };
  for (let k = 0; k < count; k++) {
    const id = c.firstId + from + k;
    const g = generatePrompt(c.random, c.demo.prompts, c.now);
    const createdAt = g.createdAt.toISOString();
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
      // Hashed here as the app hashes a new prompt's own-language text: the start-up backfill
      // (duplicate-text.ts) would otherwise hash 100,000 texts before every bench.
      text_hash: textHash(g.versions.find((v) => v.lan === g.base.lan)!.prompt),
      created_at: createdAt,
    });
    batch.search.push({ promptId: id, status: g.status, vipLevel: g.vipLevel, versions: g.versions });
    for (const v of g.versions) batch.translations.push({ prompt_id: id, ...v, updated_at: createdAt });
    for (const code of g.base.categories) {
      const categoryId = c.categoryIds.get(code);
      if (categoryId !== undefined) batch.categories.push({ prompt_id: id, category_id: categoryId });
    }
  }
  return batch;
}

async function loadPrompts(loader: search.BulkLoader, options: GenerateOptions, c: LoadContext): Promise<number> {
  let inserted = 0;
  while (inserted < options.prompts) {
    await loader.transaction(async (tx, writeSearch) => {
      for (let b = 0; b < BATCHES_PER_TRANSACTION && inserted < options.prompts; b++) {
        const count = Math.min(BATCH, options.prompts - inserted);
        await insertBatch(tx, buildBatch(c, inserted, count), writeSearch);
        inserted += count;
      }
    });
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

  let loaded = 0;
  const inserted = await search.bulkLoad(
    db,
    async (loader) => {
      const count = await loadPrompts(loader, options, context);
      // Explicit ids bypassed the sequence; move it past them so the app's own inserts still work.
      await db.execute(sql`select setval(pg_get_serial_sequence('prompts', 'id'), (select max(id) from prompts))`);
      return count;
    },
    { indexMemory: options.indexMemory, onLoaded: () => (loaded = performance.now()) },
  );
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
