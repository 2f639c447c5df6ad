/**
 * Migration 0009 gives prompts their origin: existing prompts have none, a copy names its original,
 * and deleting the original keeps the copy and forgets the link, on both engines.
 */
import { describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { applyMigration } from "../test/raw-database.test-support.ts";

/** What the database holds when the migration runs. */
const EXISTING = [`insert into prompts (id, code) values (1, 'a'), (2, 'b')`];

describe.each(engines())("migration 0009 (prompt origin) on %s", (engine) => {
  it("leaves existing prompts without an origin and outlives a deleted original", async () => {
    await applyMigration(engine, "0009_prompt_origin.sql", EXISTING, async (run) => {
      const origins = () => run(`select id, based_on_id from prompts order by id`);
      expect(await origins()).toEqual([
        { id: 1, based_on_id: null },
        { id: 2, based_on_id: null },
      ]);
      await run(`insert into prompts (id, code, based_on_id) values (3, 'c', 1)`);
      await expect(run(`insert into prompts (id, code, based_on_id) values (4, 'd', 99)`)).rejects.toThrow();
      await run(`delete from prompts where id = 1`);
      expect(await origins()).toEqual([
        { id: 2, based_on_id: null },
        { id: 3, based_on_id: null },
      ]);
    });
  });
});
