/**
 * vitest globalSetup: one migrated database per engine, made once per run, that every test
 * database is copied from (databases.test-support.ts), the same with the demo catalogue for apps
 * with SEED=demo, and an empty PGlite for the migration tests. PGlite runs initdb for every new
 * database, seconds each on this machine, every test database also ran every migration, and
 * loading the demo catalogue took seconds more per app (docs/benchmarks/tests.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { prepareData } from "../boot.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createPostgresDatabase, type PostgresDatabase } from "./databases.test-support.ts";

let folder: string | undefined;
const templates: PostgresDatabase[] = [];

/** When the demo catalogue was loaded: its dates count back from then (by the day, for the daily counters). */
const demoLoadedAt = new Date();
/** What an app with SEED=demo does to a new database before it serves (server/boot.ts). */
const loadDemo = (database: Database) => prepareData(database, "demo", { now: () => demoLoadedAt }, { info: () => {} });
const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** Writes a PGlite's data folder to a file in the run's folder; returns the file and its bytes. */
async function saveImage(lite: PGlite, name: string) {
  const image = await lite.dumpDataDir("none");
  const file = path.join(folder!, `${name}.tar`);
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return { file, image };
}

export async function setup(project: TestProject) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "pp-test-image-"));
  project.provide("demoLoadedAt", demoLoadedAt.toISOString());
  // One after the other: PGlite's work holds this thread, long enough for a PostgreSQL connect to time out.
  await makePgliteImages(project);
  await makePostgresTemplates(project);
}

async function makePgliteImages(project: TestProject) {
  const empty = await PGlite.create();
  const emptyImage = await saveImage(empty, "empty");
  await empty.close();
  const migrated = await openDatabase({ dataDir: "", inMemory: true, pgliteImage: emptyImage.image });
  // drizzle's PGlite database keeps its client: the image is what openDatabase leaves.
  const migratedImage = await saveImage(clientOf(migrated), "migrated");
  await loadDemo(migrated);
  const demoImage = await saveImage(clientOf(migrated), "demo");
  await migrated.close();
  project.provide("pgliteImages", { empty: emptyImage.file, migrated: migratedImage.file, demo: demoImage.file });
}

async function makePostgresTemplates(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) return project.provide("postgresTemplates", undefined);
  const migrated = await createPostgresDatabase();
  templates.push(migrated);
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  await (await openDatabase({ databaseUrl: migrated.url, dataDir: "" })).close();
  const demo = await createPostgresDatabase(migrated.name);
  templates.push(demo);
  const database = await openDatabase({ databaseUrl: demo.url, dataDir: "" });
  await loadDemo(database);
  await database.close();
  project.provide("postgresTemplates", { migrated: migrated.name, demo: demo.name });
}

export async function teardown() {
  for (const template of templates) await template.drop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
