/**
 * Migration 0007 signs the titles of the prompts already there: each prompt's signature has the
 * bits of its title tokens of at most two characters, and no others, on both engines.
 */
import { describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { applyMigration } from "../test/raw-database.test-support.ts";

/** What the database holds when the migration runs. */
const EXISTING = [
  `insert into prompts (id, code) values (1, 'a'), (2, 'b')`,
  `insert into prompt_search (prompt_id, title_tokens) values (1, '{写,作,写作,写作助,se,seo}'), (2, '{}')`,
];

describe.each(engines())("migration 0007 (title signature) on %s", (engine) => {
  it("signs existing titles with the bits of their short tokens", async () => {
    await applyMigration(engine, "0007_title_signature.sql", EXISTING, async (run) => {
      const [row] = await run(`select
        (select title_signature from prompts where id = 1)::text as signed,
        (select bit_or(1::bigint << title_feature_bit(f)) from unnest(array['写', '作', '写作', 'se']) f)::text as expected,
        (select title_signature from prompts where id = 2)::text as empty`);
      expect(row).toEqual({ signed: row!.expected, expected: expect.any(String), empty: "0" });
      // The bits are spread: four features set more than one bit, fewer than five.
      const [bits] = await run(`select length(replace((title_signature)::bit(64)::text, '0', ''))::int as set from prompts where id = 1`);
      expect(bits!.set).toBeGreaterThan(1);
      expect(bits!.set).toBeLessThanOrEqual(4);
    });
  });
});
