/**
 * Migration 0006 gives each existing search row its prompt's level (published: its access level;
 * otherwise none), although it updates only the rows not at level 0, and its triggers keep the
 * level from then on, whatever a writer puts in the column, on both engines.
 */
import { describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { applyMigration } from "../test/raw-database.test-support.ts";

/** What the database holds when the migration runs. */
const EXISTING = [
  `insert into prompts (id, code, vip_level, status) values (1, 'a', 0, 'published'), (2, 'b', 2, 'published'), (3, 'c', 0, 'draft')`,
  `insert into prompt_search (prompt_id, search_tokens, title_tokens) values (1, '{诗}', '{}'), (2, '{诗}', '{}'), (3, '{诗}', '{诗}')`,
];

describe.each(engines())("migration 0006 (search level) on %s", (engine) => {
  it("derives the level of the existing search rows, and of every later write", async () => {
    await applyMigration(engine, "0006_search_level.sql", EXISTING, async (run) => {
      const levels = () => run(`select prompt_id as id, level from prompt_search order by prompt_id`);
      expect(await levels()).toEqual([
        { id: 1, level: 0 },
        { id: 2, level: 2 },
        { id: 3, level: null },
      ]);
      // A prompt published, moved to another level or withdrawn takes its search row along.
      await run(`update prompts set status = 'published' where id = 3`);
      await run(`update prompts set vip_level = 1 where id = 1`);
      await run(`update prompts set status = 'draft' where id = 2`);
      expect(await levels()).toEqual([
        { id: 1, level: 1 },
        { id: 2, level: null },
        { id: 3, level: 0 },
      ]);
      // The counts move with it, as migration 0005's trigger did.
      expect(await run(`select level::int, prompts from search_token_counts where token = '诗' and prompts <> 0 order by level`)).toEqual([
        { level: 0, prompts: 1 },
        { level: 1, prompts: 1 },
      ]);
      // A new search row, or one written with a level of its own, gets its prompt's.
      await run(`insert into prompts (id, code, vip_level, status) values (4, 'd', 3, 'published')`);
      await run(`insert into prompt_search (prompt_id, search_tokens, level) values (4, '{诗}', 0)`);
      await run(`update prompt_search set level = 0 where prompt_id = 2`);
      expect(await levels()).toEqual([
        { id: 1, level: 1 },
        { id: 2, level: null },
        { id: 3, level: 0 },
        { id: 4, level: 3 },
      ]);
    });
  });
});
