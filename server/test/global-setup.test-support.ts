/**
 * vitest globalSetup: one migrated database per engine, made once per run, that every test
 * database is copied from (databases.test-support.ts). Migrating a fresh database (PGlite's
 * initdb, then every migration) was most of the set-up of each API test file
 * (docs/benchmarks/tests.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { createPostgresDatabase, type PostgresDatabase } from "./databases.test-support.ts";

let folder: string | undefined;
let template: PostgresDatabase | undefined;

export async function setup(project: TestProject) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "pp-test-image-"));
  const pgliteImage = path.join(folder, "pglite.tar");
  const lite = await openDatabase({ dataDir: "", inMemory: true });
  // drizzle's PGlite database keeps its client; the image is what openDatabase leaves.
  const image = await (lite.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  fs.writeFileSync(pgliteImage, Buffer.from(await image.arrayBuffer()));
  await lite.close();
  project.provide("pgliteImage", pgliteImage);

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
