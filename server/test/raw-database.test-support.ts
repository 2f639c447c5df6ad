/**
 * For migration tests: a bare database on either engine, brought to the migration before the one
 * tested, given the rows a real database would hold then, and migrated (applyMigration).
 */
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { createPostgresDatabase, pgliteImage, type Engine } from "./databases.test-support.ts";

const migrationsFolder = new URL("../db/migrations/", import.meta.url);

const migration = (file: string) => fs.readFileSync(new URL(file, migrationsFolder), "utf8").split("--> statement-breakpoint");

/** The statements of every migration before `file`, in order: a database as it stood before it. */
export const migrationsBefore = (file: string) =>
  fs
    .readdirSync(migrationsFolder)
    .filter((name) => name.endsWith(".sql") && name < file)
    .sort()
    .flatMap(migration);

export type Run = (statement: string) => Promise<Record<string, unknown>[]>;

export async function withRawDatabase(engine: Engine, use: (run: Run) => Promise<void>) {
  if (engine === "pglite") {
    const lite = await PGlite.create({ loadDataDir: await pgliteImage("empty") });
    try {
      await use(async (statement) => (await lite.query<Record<string, unknown>>(statement)).rows);
    } finally {
      await lite.close();
    }
    return;
  }
  const created = await createPostgresDatabase();
  const client = postgres(created.url, { max: 1, onnotice: () => {} });
  try {
    await use(async (statement) => [...(await client.unsafe(statement))] as Record<string, unknown>[]);
  } finally {
    await client.end();
    await created.drop();
  }
}

/**
 * A database at the migration before `file` that holds what `existing` inserts, then `file`
 * applied to it, handed to `check`.
 */
export async function applyMigration(engine: Engine, file: string, existing: string[], check: (run: Run) => Promise<void>) {
  await withRawDatabase(engine, async (run) => {
    for (const statement of [...migrationsBefore(file), ...existing, ...migration(file)]) await run(statement);
    await check(run);
  });
}
