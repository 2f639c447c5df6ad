import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../../../contract/catalog.ts";
import { prompts, promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { signIn } from "../../test/factories.test-support.ts";
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.test-support.ts";
import { generatedCsv, importFile } from "./import.test-support.ts";

const ROWS = 2000;

describe.each(engines())("importing a public act,prompt CSV on %s", (engine) => {
  let t: TestApp;
  let token: string;
  const { csv, rows } = generatedCsv(ROWS);
  const adminToken = async (app: TestApp) => (await signIn(app, { loginName: "admin", password: TEST_ADMIN_PASSWORD })).token;
  const promptCount = async (app: TestApp) => (await app.database.db.select({ id: prompts.id }).from(prompts)).length;
  const publicTexts = async (app: TestApp) =>
    (
      await app.database.db
        .select({ prompt: promptTranslations.prompt })
        .from(prompts)
        .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
        .where(eq(promptTranslations.lan, prompts.lan))
    )
      .map((r) => r.prompt)
      .sort();

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    token = await adminToken(t);
  }, 120_000);
  afterAll(() => t.close());

  it("reports every row of a dry run by line, writing nothing", async () => {
    const before = await promptCount(t);
    const report = await importFile(t, token, csv, "dryRun=1&categoryCode=writing&limit=1000&offset=0", { lan: "en" });
    expect(report.status).toBe(200);
    const second = await importFile(t, token, csv, "dryRun=1&categoryCode=writing&limit=1000&offset=1000", { lan: "en" });
    const reported = [...report.body.data.rows, ...second.body.data.rows];
    expect(report.body.data.total).toBe(ROWS);
    expect(report.body.data.next).toBe(1000);
    expect(second.body.data.next).toBeNull();
    expect(reported.map((r) => [r.line, r.outcome])).toEqual(rows.map((r) => [r.line, r.expected]));
    for (const [k, row] of rows.entries()) {
      if (row.expected === "skip") expect(reported[k]!.reason, `line ${row.line}`).toBe(`Same text as line ${row.duplicateOfLine}`);
      if (row.expected === "error") expect(reported[k]!.reason, `line ${row.line}`).toMatch(/prompt/i);
    }
    expect(await promptCount(t)).toBe(before);
  }, 300_000);

  it("adds the rows in batches, finds them by Chinese search, and a second run adds nothing twice", async () => {
    const before = await promptCount(t);
    const added = rows.filter((r) => r.expected === "add").length;
    let offset: number | null = 0;
    let counted = 0;
    while (offset !== null) {
      const batch = await importFile(t, token, csv, `categoryCode=writing&limit=500&offset=${offset}`);
      expect(batch.status).toBe(200);
      counted += batch.body.data.counts.added;
      offset = batch.body.data.next;
    }
    expect(counted).toBe(added);
    expect(await promptCount(t)).toBe(before + added);

    const found = await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent("鹦鹉")}&size=50` });
    expect(found.body.data.total).toBeGreaterThanOrEqual(50);
    expect(found.body.data.list.every((p) => p.title.includes("鹦鹉"))).toBe(true);
    const traditional = await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent("鸚鵡寫作")}&size=5` });
    expect(traditional.body.data.list.length).toBe(5);

    const again = await importFile(t, token, csv, "categoryCode=writing&limit=1000&offset=0");
    expect(again.body.data.counts.added).toBe(0);
    expect(await promptCount(t)).toBe(before + added);
  }, 600_000);

  it("exports /prompts.csv and re-imports it into a fresh database: the same prompts, no duplicates", async () => {
    const exported = (await t.app.inject({ method: "GET", url: "/prompts.csv?lang=zh-CN" })).body;
    const records = parse(exported, { columns: true }) as Array<{ act: string; prompt: string; category: string }>;
    expect(records.length).toBe(((await t.app.inject({ method: "GET", url: "/prompts.json?size=1" })).json() as { total: number }).total);
    const fresh = await buildTestApp(engine, { SEED: "none" });
    try {
      const freshToken = await adminToken(fresh);
      // The same categories, so the file's category names find them.
      const { body } = await t.call<Array<{ code: string; category: string }>>({ method: "GET", url: "/api/listCategory" });
      for (const category of body.data) {
        expect(
          (
            await fresh.call({
              method: "POST",
              url: "/admin/api/addCategory",
              payload: { category: category.category, code: category.code },
              token: freshToken,
            })
          ).status,
        ).toBe(200);
      }
      const importAll = async () => {
        const counts = { added: 0, skip: 0, error: 0 };
        let offset: number | null = 0;
        while (offset !== null) {
          const batch = await importFile(fresh, freshToken, exported, `mapCategory=1&limit=1000&offset=${offset}`);
          expect(batch.status).toBe(200);
          for (const key of ["added", "skip", "error"] as const) counts[key] += batch.body.data.counts[key];
          offset = batch.body.data.next;
        }
        return counts;
      };
      expect(await importAll()).toEqual({ added: records.length, skip: 0, error: 0 });
      expect(await publicTexts(fresh)).toEqual(records.map((r) => r.prompt).sort());
      expect(await importAll()).toEqual({ added: 0, skip: records.length, error: 0 });
      expect(await promptCount(fresh)).toBe(records.length);
    } finally {
      await fresh.close();
    }
  }, 900_000);
});
