/**
 * Migration 0005 counts the search tokens of the prompts already there: applied to a database at
 * 0004 that holds published, members-only and draft prompts, the counts are those of the published
 * ones by access level, and the triggers it adds keep them from then on, on both engines.
 */
import { describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { applyMigration } from "../test/raw-database.test-support.ts";

/** What the database holds when the migration runs. */
const EXISTING = [
  `insert into prompts (id, code, vip_level, status) values (1, 'a', 0, 'published'), (2, 'b', 2, 'published'), (3, 'c', 0, 'draft')`,
  `insert into prompt_search (prompt_id, search_tokens, title_tokens) values
    (1, '{写作,写,作,诗}', '{写作,写,作}'), (2, '{写作,写,作}', '{}'), (3, '{写作,写,作,诗}', '{诗}')`,
];

describe.each(engines())("migration 0005 (token counts) on %s", (engine) => {
  it("counts the existing published prompts by level, and the triggers carry on from there", async () => {
    await applyMigration(engine, "0005_token_counts.sql", EXISTING, async (run) => {
      const counts = () => run(`select token, level::int, prompts, titles from search_token_counts where prompts <> 0 or titles <> 0 order by token, level`);
      expect(await counts()).toEqual([
        { token: "作", level: 0, prompts: 1, titles: 1 },
        { token: "作", level: 2, prompts: 1, titles: 0 },
        { token: "写", level: 0, prompts: 1, titles: 1 },
        { token: "写", level: 2, prompts: 1, titles: 0 },
        { token: "写作", level: 0, prompts: 1, titles: 1 },
        { token: "写作", level: 2, prompts: 1, titles: 0 },
        { token: "诗", level: 0, prompts: 1, titles: 0 },
      ]);
      // Publishing the draft adds its tokens at its level.
      await run(`update prompts set status = 'published' where id = 3`);
      expect((await counts()).filter((row) => row.token === "诗")).toEqual([{ token: "诗", level: 0, prompts: 2, titles: 1 }]);
    });
  });
});
