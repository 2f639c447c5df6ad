/**
 * On PostgreSQL every query with parameters runs as a named prepared statement: parsed once per
 * connection, then one round trip (Bind, Execute) instead of two (Parse and Describe, then Bind
 * and Execute). drizzle 0.45.4 asked postgres.js for unnamed statements unless a query was given
 * a name (upstream issue #6096); patches/drizzle-orm+0.45.4.patch makes it follow the client's
 * `prepare` option. All-miss JSON details measured in docs/benchmarks/cold-path.md.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./query-rows.ts";
import { prompts } from "./schema.ts";
import { POOL_SIZE } from "./client.ts";
import { createTestDatabase } from "../test/databases.test-support.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("queries on PostgreSQL", () => {
  it("run as prepared statements, the builder's and raw SQL alike", async () => {
    const database = await createTestDatabase("postgres");
    try {
      // One query after the other, as often as the pool has connections, so whichever connection
      // lists its statements has run the builder's select; the list holds itself too (raw SQL,
      // prepared before it runs).
      for (let i = 0; i < POOL_SIZE; i++) await database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.code, "no-such-code"));
      const listed = await queryRows<{ statement: string }>(database.db, sql`select statement from pg_prepared_statements where ${"listed"} <> ''`);
      const statements = listed.map((row) => row.statement);
      expect(statements).toContain(`select "id" from "prompts" where "prompts"."code" = $1`);
      expect(statements).toContain("select statement from pg_prepared_statements where $1 <> ''");
    } finally {
      await database.drop();
    }
  });
});

describe("the drizzle patch (patches/drizzle-orm+0.45.4.patch)", () => {
  it("is applied to the installed package", () => {
    const entry = createRequire(import.meta.url).resolve("drizzle-orm/postgres-js");
    const session = fs.readFileSync(path.join(path.dirname(entry), "session.js"), "utf8");
    expect(session).toContain("this.client.options?.prepare === true");
    const installed = JSON.parse(fs.readFileSync(path.resolve(path.dirname(entry), "../package.json"), "utf8")) as { version: string };
    // A new drizzle needs checking again: drop the patch once upstream follows the client's option.
    expect(installed.version).toBe("0.45.4");
  });
});
