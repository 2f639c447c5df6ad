/**
 * Test databases: a fresh in-memory PGlite, or a fresh PostgreSQL database created on the server
 * named by TEST_DATABASE_URL and dropped afterwards. API suites run once per engine.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type Database } from "../db/client.ts";

export type Engine = "pglite" | "postgres";

export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const database = await openDatabase({ dataDir: "", inMemory: true });
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `pp_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
