/**
 * Issue #26 (e): instances started together on a fresh PostgreSQL database used to crash one of
 * them (both ran the migrations, or both seeded the demo catalogue). Start-up work now runs under
 * an advisory lock. PostgreSQL only: PGlite serves one process, held by its data-folder lock.
 */
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readDemoCatalogue } from "./seed/demo-data.ts";
import { categories, prompts } from "./schema.ts";
import { openDatabase } from "./client.ts";
import { createPostgresDatabase } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("instances started together on a fresh PostgreSQL database", () => {
  it("migrate and seed once, and every one starts", async () => {
    const created = await createPostgresDatabase();
    const apps: TestApp[] = [];
    try {
      const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: created.url, dataDir: "" })));
      const started = await Promise.allSettled(
        databases.map((database) => buildTestApp("postgres", { SEED: "demo" }, undefined, { reuse: { ...database, drop: () => database.close() } })),
      );
      for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
      expect(started.map((result) => (result.status === "rejected" ? String(result.reason) : "started"))).toEqual(["started", "started", "started"]);
      const demo = readDemoCatalogue();
      const [categoryCount] = await databases[0]!.db.select({ n: count() }).from(categories);
      const [promptCount] = await databases[0]!.db.select({ n: count() }).from(prompts);
      expect({ categories: categoryCount!.n, prompts: promptCount!.n }).toEqual({ categories: demo.categories.length, prompts: demo.prompts.length });
    } finally {
      for (const app of apps) await app.close();
      await created.drop();
    }
  });
});
