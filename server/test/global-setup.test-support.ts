/**
 * vitest globalSetup: one migrated database per engine, made once per run, that every test
 * database is copied from (databases.test-support.ts), and an empty PGlite for the migration
 * tests. PGlite runs initdb for every new database, seconds each on this machine, and every test
 * database also ran every migration (docs/benchmarks/tests.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { createPostgresDatabase, type PostgresDatabase } from "./databases.test-support.ts";

let folder: string | undefined;
let template: PostgresDatabase | undefined;

/** Writes a PGlite's data folder to a file in the run's folder; returns the file and its bytes. */
async function saveImage(lite: PGlite, name: string) {
  const image = await lite.dumpDataDir("none");
  const file = path.join(folder!, `${name}.tar`);
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return { file, image };
}

export async function setup(project: TestProject) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "pp-test-image-"));
  const empty = await PGlite.create();
  const emptyImage = await saveImage(empty, "empty");
  await empty.close();
  const migrated = await openDatabase({ dataDir: "", inMemory: true, pgliteImage: emptyImage.image });
  // drizzle's PGlite database keeps its client: the image is what openDatabase leaves.
  const migratedImage = await saveImage((migrated.db as unknown as { $client: PGlite }).$client, "migrated");
  await migrated.close();
  project.provide("pgliteImages", { empty: emptyImage.file, migrated: migratedImage.file });

  if (process.env.TEST_DATABASE_URL) {
    template = await createPostgresDatabase();
    // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
    await (await openDatabase({ databaseUrl: template.url, dataDir: "" })).close();
  }
  project.provide("postgresTemplate", template?.name);
}

export async function teardown() {
  await template?.drop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
