/**
 * The sitemaps' data is kept for every public prompt (sitemap-snapshot.ts), so each entry is kept
 * small: its last change as a number, and its languages as an array shared by every prompt with the
 * same ones. The values must still be the database's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prompts } from "../../db/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../test/databases.test-support.ts";
import { sitemapPrompts } from "./sitemap-repository.ts";

describe.each(engines())("the sitemaps' prompts on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, "demo");
  });
  afterAll(() => database?.drop());

  it("gives each prompt's last change in milliseconds, as the database holds it", async () => {
    const listed = await sitemapPrompts(database.db);
    expect(listed.length).toBeGreaterThan(10);
    const stored = new Map(
      (await database.db.select({ code: prompts.code, updatedAt: prompts.updatedAt }).from(prompts)).map((row) => [
        row.code,
        new Date(row.updatedAt).getTime(),
      ]),
    );
    for (const prompt of listed) expect(prompt.updatedAtMs, prompt.code).toBe(stored.get(prompt.code));
  });

  it("shares one languages array between the prompts written in the same languages", async () => {
    const listed = await sitemapPrompts(database.db);
    const sets = new Set(listed.map((prompt) => prompt.languages.join()));
    const arrays = new Set(listed.map((prompt) => prompt.languages));
    expect(listed.length).toBeGreaterThan(sets.size);
    expect(arrays.size).toBe(sets.size);
  });
});
