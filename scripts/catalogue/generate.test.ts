import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/query-rows.ts";
import { backfillTextHashes, textHash } from "../../server/modules/prompts/duplicate-text.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../server/test/databases.test-support.ts";
import { generateCatalogue } from "./generate.ts";

describe.each(engines())("a generated catalogue on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await generateCatalogue(database.db, { prompts: 60, seed: 3, indexMemory: "64MB" });
  });
  afterAll(() => database?.drop());

  it("stores each prompt's duplicate-check hash, as the app would, so the start-up backfill has nothing to do", async () => {
    const rows = await queryRows<{ text_hash: string | null; prompt: string }>(
      database.db,
      sql`select p.text_hash, t.prompt from prompts p join prompt_translations t on t.prompt_id = p.id and t.lan = p.lan`,
    );
    expect(rows).toHaveLength(60);
    for (const row of rows) expect(row.text_hash).toBe(textHash(row.prompt));
    expect(await backfillTextHashes(database.db)).toBe(0);
  });
});
