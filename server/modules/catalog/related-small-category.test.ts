/**
 * A prompt whose only category is small and holds the coldest prompts (issue #26): its related
 * prompts are read from the category's members, not found by walking the whole catalogue in hot
 * order and checking each prompt's categories.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail } from "../../../contract/catalog.ts";
import { queryRows } from "../../db/query-rows.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { relatedPrompts } from "./detail-parts.ts";
import { addPlanCatalogue, PLAN_CATALOGUE } from "./plan-catalogue.test-support.ts";
import { VISITOR } from "./viewer.ts";

/** Coldest last: below every other prompt's hot value (the plan catalogue's start at 0). */
const TINY = [
  { code: "tiny-a", hot: -1 },
  { code: "tiny-b", hot: -2 },
  { code: "tiny-c", hot: -3 },
];

type PlanNode = { "Relation Name"?: string; "Actual Rows": number; "Actual Loops": number; Plans?: PlanNode[] };

/** Rows the plan's scans of prompts returned, over all their loops. */
function promptRowsRead(node: PlanNode): number {
  const own = node["Relation Name"] === "prompts" ? node["Actual Rows"] * node["Actual Loops"] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + promptRowsRead(child), 0);
}

describe.each(engines())("related prompts of a prompt in a small cold category on %s", (engine) => {
  let t: TestApp;
  let coldest: number;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    const db = t.database.db;
    await addPlanCatalogue(db);
    const [category] = await queryRows<{ id: number }>(db, sql`insert into categories (code) values ('tiny-cold') returning id`);
    for (const { code, hot } of TINY) {
      const [prompt] = await queryRows<{ id: number }>(db, sql`insert into prompts (code, hot) values (${code}, ${hot}) returning id`);
      await db.execute(sql`insert into prompt_translations (prompt_id, lan, title, prompt) values (${prompt!.id}, 'zh-CN', ${code}, ${code})`);
      await db.execute(sql`insert into prompt_categories (prompt_id, category_id) values (${prompt!.id}, ${category!.id})`);
      coldest = prompt!.id;
    }
    await db.execute(sql`analyze`);
  });
  afterAll(() => t.close());

  it("lists the category's other prompts, hottest first", async () => {
    const { body } = await t.call<PromptDetail>({ method: "GET", url: "/api/prompt/tiny-c" });
    expect(body.data.recommends.map((r) => r.code)).toEqual(["tiny-a", "tiny-b"]);
  });

  it("reads a few prompts, not the catalogue", async () => {
    const [explained] = await queryRows<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
      t.database.db,
      sql`explain (analyze, format json) ${relatedPrompts(VISITOR.level, coldest)}`,
    );
    const plan = explained!["QUERY PLAN"];
    const rows = promptRowsRead((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan);
    expect(rows).toBeLessThan(PLAN_CATALOGUE / 100);
  });
});
