/**
 * The databases of `npm run bench`: a private copy of the search bench's cached 100k PGlite
 * catalogue (built first when missing, by the same generator), or a fresh PostgreSQL database
 * filled by it. Also what the load needs from the data (visible codes, a category) and the
 * counter sums the bench checks after the run.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { acquireDataDirLock, DataDirLockedError } from "../../server/db/data-dir-lock.ts";
import { openBenchPglite, openBenchPostgres, pgliteFolder, type CatalogueSpec } from "../bench/bench-database.ts";
import { queryRows } from "../../server/db/query-rows.ts";
import { SITEMAP_CHUNK } from "../../server/modules/seo/routes.ts";
import { sitemapPrompts } from "../../server/modules/seo/sitemap-repository.ts";

export type BenchEngine = {
  engine: "pglite" | "postgres";
  /** What the server child needs to open the same database. */
  serverEnv: Record<string, string>;
  /** Runs `use` with the database open (the server must not be running on PGlite). */
  withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
};

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Waits while another process (the search bench, say) has the cached folder open. */
async function lockCache(dir: string, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return acquireDataDirLock(dir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() > deadline) throw error;
      log(`waiting: ${error.message}`);
      await new Promise((r) => setTimeout(r, 10_000));
    }
  }
}

export async function pgliteEngine(spec: CatalogueSpec, workDir: string): Promise<BenchEngine> {
  const cache = pgliteFolder(spec);
  if (!fs.existsSync(path.join(cache, "catalogue.json"))) {
    log(`pglite: building the ${spec.prompts.toLocaleString("en")}-prompt catalogue in ${cache} (minutes; kept for later runs)`);
    await (await openBenchPglite(spec, false)).dispose();
  }
  const dataDir = path.join(workDir, "data-pglite");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const lock = await lockCache(cache);
  try {
    log(`pglite: copying the cached catalogue from ${path.relative(process.cwd(), cache)}`);
    fs.cpSync(path.join(cache, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  } finally {
    lock.release();
  }
  return {
    engine: "pglite",
    serverEnv: { DATA_DIR: dataDir },
    async withDatabase(use) {
      const database = await openDatabase({ dataDir });
      try {
        return await use(database);
      } finally {
        await database.close();
      }
    },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database on the server of `adminUrl`, filled by the generator (or copied from the kept catalogue, `keep`), dropped by dispose(). */
export async function postgresEngine(adminUrl: string, spec: CatalogueSpec, workDir: string, keep = false): Promise<BenchEngine> {
  log(`postgres: creating a fresh database with ${spec.prompts.toLocaleString("en")} prompts`);
  const bench = await openBenchPostgres(adminUrl, spec, keep);
  // The bench keeps its own pool open (it drops the database at the end); the server gets its own.
  const url = await databaseUrlOf(bench.database, adminUrl);
  const dataDir = path.join(workDir, "data-postgres");
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    engine: "postgres",
    serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
    withDatabase: (use) => use(bench.database),
    dispose: async () => {
      await bench.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function databaseUrlOf(database: Database, adminUrl: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const base = new URL(adminUrl);
  base.pathname = `/${row!.name}`;
  return base.toString();
}

/**
 * `codes`: the rows' set of visible prompts; `untouched`: every other visible prompt, for the
 * all-miss rows; both spread over the catalogue (md5 order). `publicCount`: how many prompts a
 * visitor may see (the open-data dump's length).
 */
export type LoadTargets = { codes: string[]; untouched: string[]; categoryCodes: string[]; publicCount: number; lastSitemapChunk: number };

export async function loadTargets(database: Database, count: number): Promise<LoadTargets> {
  const visible = await queryRows<{ code: string }>(database.db, sql`select code from prompts where status = 'published' and vip_level = 0 order by md5(code)`);
  const categories = await queryRows<{ code: string }>(database.db, sql`select code from categories order by sort, id`);
  if (visible.length < count || categories.length === 0) throw new Error("the catalogue has too few visible prompts or no category");
  const codes = visible.map((r) => r.code);
  const lastSitemapChunk = Math.ceil((await sitemapPrompts(database.db)).filter((p) => p.languages.includes("zh-CN")).length / SITEMAP_CHUNK);
  return {
    codes: codes.slice(0, count),
    untouched: codes.slice(count),
    categoryCodes: categories.map((r) => r.code),
    publicCount: codes.length,
    lastSitemapChunk,
  };
}

export type CounterSums = { clicks: number; copies: number; shares: number };

export async function counterSums(database: Database): Promise<CounterSums> {
  const [row] = await queryRows<{ clicks: string; copies: string; shares: string }>(
    database.db,
    sql`select sum(click_cnt)::text as clicks, sum(copy_cnt)::text as copies, sum(share_cnt)::text as shares from prompts`,
  );
  return { clicks: Number(row?.clicks ?? 0), copies: Number(row?.copies ?? 0), shares: Number(row?.shares ?? 0) };
}
