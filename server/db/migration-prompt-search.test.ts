/**
 * Migration 0002 moves the search columns of existing prompts to prompt_search: applied to a
 * database at 0001 that holds prompts, every prompt keeps its tokens and texts, and searches
 * still go through a GIN index, on both engines.
 */
import { describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { applyMigration } from "../test/raw-database.test-support.ts";

/** What the database holds when the migration runs. */
const EXISTING = [
  `insert into prompts (code, search_tokens, title_text, search_text) values
    ('a', '{写作,写,作}', '写作助手', '写作助手 正文'), ('b', '{码}', 'b', 'b 码'), ('c', '{}', '', '')`,
];

describe.each(engines())("migration 0002 (prompt_search) on %s", (engine) => {
  it("carries every prompt's search columns over and keeps them searchable through the GIN index", async () => {
    await applyMigration(engine, "0002_prompt_search.sql", EXISTING, async (run) => {
      const rows = await run(`select p.code, s.search_tokens, s.title_text, s.search_text
        from prompts p left join prompt_search s on s.prompt_id = p.id order by p.code`);
      expect(rows).toEqual([
        { code: "a", search_tokens: ["写作", "写", "作"], title_text: "写作助手", search_text: "写作助手 正文" },
        { code: "b", search_tokens: ["码"], title_text: "b", search_text: "b 码" },
        { code: "c", search_tokens: [], title_text: "", search_text: "" },
      ]);
      const columns = await run(`select column_name from information_schema.columns where table_name = 'prompts' and column_name like '%search%'`);
      expect(columns).toEqual([]);
      // Long values out of line except the titles, which every match is ranked by.
      const [storage] = await run(`select c.reloptions, a.attstorage from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relname = 'prompt_search' and a.attname = 'title_text'`);
      expect(storage).toEqual({ reloptions: ["toast_tuple_target=128"], attstorage: "m" });
      await run("set enable_seqscan = off");
      const plan = JSON.stringify(await run(`explain select prompt_id from prompt_search where search_tokens @> '{码}'::text[]`));
      expect(plan).toContain("prompt_search_tokens");
    });
  });
});
