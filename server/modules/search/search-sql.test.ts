/**
 * search.sql, applied on every start, defines search's functions and triggers exactly as
 * migrations 0005-0007 and 0016 left them (moving them there changed nothing), and applying it
 * again changes nothing, on both engines.
 */
import { describe, expect, it } from "vitest";
import { repeatableStatements } from "../../db/client.ts";
import { engines } from "../../test/databases.test-support.ts";
import { migrationsBefore, withRawDatabase, type Run } from "../../test/raw-database.test-support.ts";

/** Every function and trigger of the schema is search's today; one another module adds joins these lists. */
const FUNCTIONS = [
  "count_search_rows",
  "move_search_token_counts",
  "prompt_counted_level",
  "prompt_search_count",
  "prompt_search_level",
  "prompts_drop_search",
  "prompts_recount_search",
  "title_feature_bit",
  "title_signature",
];
const TRIGGERS = [
  "prompt_search_count_delete",
  "prompt_search_count_insert",
  "prompt_search_count_update",
  "prompt_search_level",
  "prompts_drop_search",
  "prompts_recount_search",
];

/** Every function and trigger of the database, as the engine writes it back. */
const definitions = async (run: Run) => ({
  functions: await run(
    `select p.proname as name, pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
  ),
  triggers: await run(`select tgname as name, pg_get_triggerdef(t.oid) as def from pg_trigger t where not t.tgisinternal order by 1`),
});

describe.each(engines())("search.sql on %s", (engine) => {
  it("defines what the migrations left, and changes nothing when applied again", async () => {
    await withRawDatabase(engine, async (run) => {
      for (const statement of migrationsBefore("9999")) await run(statement);
      const migrated = await definitions(run);
      expect(migrated.functions.map((f) => f.name)).toEqual(FUNCTIONS);
      expect(migrated.triggers.map((t) => t.name)).toEqual(TRIGGERS);
      for (const statement of repeatableStatements()) await run(statement);
      expect(await definitions(run)).toEqual(migrated);
      for (const statement of repeatableStatements()) await run(statement);
      expect(await definitions(run)).toEqual(migrated);
    });
  });

  it("would change a definition that differs", async () => {
    await withRawDatabase(engine, async (run) => {
      for (const statement of migrationsBefore("9999")) await run(statement);
      await run(
        `create or replace function prompt_counted_level(status text, vip_level smallint) returns smallint language sql immutable as $$ select 0::smallint $$`,
      );
      for (const statement of repeatableStatements()) await run(statement);
      expect(await run(`select prompt_counted_level('draft', 2::smallint) as level`)).toEqual([{ level: null }]);
    });
  });
});
