/**
 * Test databases: an in-memory PGlite, or a database created on the PostgreSQL server named by
 * TEST_DATABASE_URL and dropped afterwards. API suites run once per engine.
 *
 * Each starts as a copy of one database migrated once per run (global-setup.test-support.ts):
 * PGlite from an image of its data folder, PostgreSQL from a template database. openDatabase still
 * runs the migrations on it, which finds them applied, so a test database is opened the way the
 * server opens its own.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Files holding a PGlite data folder (PGlite's dumpDataDir): just made by initdb, migrated, and with the demo catalogue. */
    pgliteImages: Record<PgliteImage, string>;
    /** With TEST_DATABASE_URL: the databases to copy (CREATE DATABASE … TEMPLATE). */
    postgresTemplates: Record<Contents, string> | undefined;
    /** When the global set-up loaded the demo catalogue (ISO). */
    demoLoadedAt: string;
  }
}

export type Engine = "pglite" | "postgres";

/** What a new test database holds: the migrations, or the demo catalogue too, as an app with SEED=demo leaves a new database. */
export type Contents = "migrated" | "demo";

type PgliteImage = "empty" | Contents;

export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

export type PostgresDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new database on the server of TEST_DATABASE_URL: empty, or a copy of `template`. */
export async function createPostgresDatabase(template?: string): Promise<PostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `pp_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** What the global set-up provided; a run without it would test databases nobody migrated. */
function provided<K extends "pgliteImages" | "postgresTemplates" | "demoLoadedAt">(key: K) {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: run vitest with server/test/global-setup.test-support.ts as globalSetup`);
  return value;
}

const images: Partial<Record<PgliteImage, Promise<Blob>>> = {};

/** A PGlite data folder to start from (PGlite's loadDataDir), read once per test process. */
export const pgliteImage = (kind: PgliteImage): Promise<Blob> =>
  (images[kind] ??= fs.promises.readFile(provided("pgliteImages")[kind]).then((bytes) => new Blob([bytes])));

/**
 * A server's data folder (DATA_DIR) holding the migrated database, as the server lays it out
 * (`pglite/`), made from the image instead of by initdb: for tests of what a server does with its
 * folder (backups, signals, settings), not of a new one. Returns `dataDir`.
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  const lite = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), loadDataDir: await pgliteImage("migrated") });
  await lite.close();
  return dataDir;
}

/**
 * The copy an app with SEED=demo starts from at `now`: the demo database while it is the same UTC
 * day as its loading (its daily counters end on that day), else a migrated one the app loads itself.
 */
export const demoCopyFor = (now: Date): Contents => (provided("demoLoadedAt").slice(0, 10) === now.toISOString().slice(0, 10) ? "demo" : "migrated");

export async function createTestDatabase(engine: Engine, contents: Contents = "migrated"): Promise<TestDatabase> {
  if (engine === "pglite") {
    const database = await openDatabase({ dataDir: "", inMemory: true, pgliteImage: await pgliteImage(contents) });
    return { ...database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase(provided("postgresTemplates")[contents]);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  return {
    ...database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}
