/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR with the
 * guardrails PGlite needs (data-folder lock, tuned memory, periodic checkpoint and vacuum).
 * Both sides speak the same SQL through drizzle and run the same migrations at start, then the
 * repeatable SQL files.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import * as schema from "./schema.ts";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.ts";
import { defaultPgliteCacheMb } from "./pglite-cache.ts";
import { createTurnTakingPGlite } from "./pglite-turns.ts";
import { missingPostgresGuard, PostgresGuardMissingError } from "./postgres-guard.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other instance runs start-up work on this database (migrations, seeding,
   * backfills): a PostgreSQL advisory lock; PGlite has one process by its data-folder lock.
   */
  startupExclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a gzipped tar, taken between statements (server/db/backup.ts). */
  dump?(): Promise<Blob>;
  /** PGlite only: the bytes its WebAssembly memory has grown to (it never shrinks); PostgreSQL's memory is its own processes'. */
  memoryBytes?(): number;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/**
 * Repeatable SQL: a module's functions and triggers as they are today, each statement a `create or
 * replace`, applied after the migrations on every start, so their current definition is read in
 * one file rather than pieced together from migrations.
 */
const REPEATABLE_SQL = [new URL("../modules/search/search.sql", import.meta.url)];

/** The statements of the repeatable SQL files, split as drizzle splits a migration. */
export function repeatableStatements(): string[] {
  return REPEATABLE_SQL.flatMap((file) => fs.readFileSync(file, "utf8").split("--> statement-breakpoint"));
}

/** The migrations, then the repeatable SQL in one transaction (a failure leaves the definitions as they were). */
async function migrate(db: Db, migrateEngine: (db: never, config: { migrationsFolder: string }) => Promise<void>) {
  await migrateEngine(db as never, { migrationsFolder });
  await db.transaction(async (tx) => {
    for (const statement of repeatableStatements()) await tx.execute(sql.raw(statement));
  });
}
/** The advisory lock key of start-up work: any constant number, the same in every instance. */
const STARTUP_LOCK_KEY = 7_020_226;
const alone = <T>(work: () => Promise<T>) => work();
const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB); unset, sized by the data (pglite-cache.ts). */
  pgliteSharedBuffersMb?: number;
  /** tests: PGlite in memory, no lock */
  inMemory?: boolean;
  /** tests, in memory: start from this data folder (PGlite's dumpDataDir) instead of an empty one */
  pgliteImage?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return options.inMemory ? openPgliteInMemory(options.pgliteImage) : openPglite(options.dataDir, options.pgliteSharedBuffersMb);
}

async function openPgliteInMemory(image: Blob | undefined): Promise<Database> {
  const client = await createTurnTakingPGlite({ loadDataDir: image });
  return { ...(await migratedPglite(client)), close: () => client.close() };
}

/**
 * What both PGlite databases (a data folder, or in memory for tests) are alike in, once migrated.
 * No start-up lock is needed: one process has a PGlite (its data-folder lock keeps the others out).
 */
async function migratedPglite(client: PGlite): Promise<Omit<Database, "close">> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migrate(db, migratePglite);
  return {
    db,
    engine: "pglite",
    ping: () => pingPglite(client),
    memoryBytes: () => client.Module.wasmMemory.buffer.byteLength,
    startupExclusive: alone,
  };
}

async function pingPglite(client: PGlite) {
  try {
    await client.query("select 1");
    return true;
  } catch {
    return false;
  }
}

/** Connections to PostgreSQL per process. */
export const POOL_SIZE = 10;

async function openPostgres(url: string): Promise<Database> {
  const unguarded = missingPostgresGuard();
  if (unguarded)
    throw new PostgresGuardMissingError(
      `postgres.js is missing the guard of patches/postgres+3.4.9.patch in ${unguarded}; run npm ci (its postinstall applies it).`,
    );
  // postgres.js reconnects lazily: while the server is down queries fail (mapped to 503) and the
  // pool heals by itself once it is back, so the process never has to restart.
  const client = postgres(url, {
    max: POOL_SIZE,
    // Each query parsed once per connection, then one round trip (Bind, Execute) instead of two;
    // drizzle follows this through patches/drizzle-orm+0.45.4.patch.
    prepare: true,
    idle_timeout: 30,
    connect_timeout: 5,
    // The default backoff grows with every failed reconnect of any pooled connection (3^n / 100 s,
    // up to 20 s) and only resets on success, so after a PostgreSQL restart queries queued on a
    // connection waited 10-20 s. Capped at 1 s, the pool is back within about a second.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {},
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  // Instances started together would otherwise both run the migrations (and both seed).
  const startupExclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const session = await client.reserve();
    try {
      await session`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
      try {
        return await work();
      } finally {
        await session`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`;
      }
    } finally {
      session.release();
    }
  };
  await startupExclusive(() => migrate(db, migratePostgres));
  return {
    db,
    engine: "postgres",
    startupExclusive,
    ping: async () => {
      try {
        await client`select 1`;
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, sharedBuffersMb: number | undefined): Promise<Database> {
  const dbDir = path.join(dataDir, "pglite");
  fs.mkdirSync(dbDir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    // Sized once the folder is ours: another process could be changing its files.
    const cacheMb = sharedBuffersMb ?? defaultPgliteCacheMb(dbDir);
    client = await createTurnTakingPGlite({
      dataDir: dbDir,
      postgresqlconf: [`shared_buffers = ${cacheMb}MB`, "max_wal_size = 64MB", "min_wal_size = 32MB"],
    });
    const database = await migratedPglite(client);
    // PGlite has no background workers: checkpoint and vacuum on a timer instead.
    const maintenance = setInterval(() => {
      client.exec("CHECKPOINT; VACUUM (ANALYZE);").catch(() => {});
    }, MAINTENANCE_INTERVAL_MS);
    maintenance.unref();
    return {
      ...database,
      dump: async () => {
        await client.exec("CHECKPOINT");
        return client.dumpDataDir("gzip");
      },
      close: async () => {
        clearInterval(maintenance);
        try {
          await client.exec("CHECKPOINT");
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
