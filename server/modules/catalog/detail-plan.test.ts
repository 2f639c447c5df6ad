/**
 * On PostgreSQL a detail's parts statement keeps one plan per connection. Planned again on every
 * execution (about as long as it ran) it cost a cache miss a millisecond or more: a LIMIT sent as
 * a parameter and one id sent as an array of unknown length made the cached plan look dearer than
 * planning afresh, so PostgreSQL never kept it (decision 037).
 */
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { addPlanCatalogue } from "./plan-catalogue.test-support.ts";
import { promptDetail } from "./prompt-service.ts";
import { VISITOR } from "./viewer.ts";

/** PostgreSQL plans a prepared statement afresh five times before it may keep a generic plan. */
const DETAILS = 12;

describe.skipIf(!process.env.TEST_DATABASE_URL)("a detail's statements on PostgreSQL", () => {
  let t: TestApp;
  let client: postgres.Sql;
  let db: Db;

  beforeAll(async () => {
    t = await buildTestApp("postgres", { SEED: "demo" });
    // One connection, prepared as the app's pool prepares, so its statements can be listed.
    client = postgres(t.database.url!, { max: 1, prepare: true, onnotice: () => {} });
    db = drizzle(client, { schema }) as unknown as Db;
    await addPlanCatalogue(db);
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  it("keep their plans instead of planning the parts again for every prompt", async () => {
    const codes = readDemoCatalogue()
      .prompts.filter((p) => p.vipLevel === 0)
      .map((p) => p.code);
    expect(codes.length).toBeGreaterThanOrEqual(DETAILS);
    for (const code of codes.slice(0, DETAILS)) await promptDetail(db, VISITOR, "zh-CN", code);
    const listed = await client<Array<{ statement: string; generic_plans: string }>>`select statement, generic_plans from pg_prepared_statements`;
    const parts = listed.filter((row) => row.statement.includes("as related"));
    expect(parts).toHaveLength(1);
    expect(Number(parts[0]!.generic_plans)).toBeGreaterThan(0);
  });
});
