import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, type ImportReport } from "../../../contract/prompt-files.ts";
import { prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, signIn } from "../../test/factories.test-support.ts";
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.test-support.ts";
import { importFile } from "./import.test-support.ts";

describe.each(engines())("prompt files on %s", (engine) => {
  let t: TestApp;
  let admin: string;
  let user: { token: string; id: number };
  const count = async () => (await t.database.db.select({ id: prompts.id }).from(prompts)).length;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    admin = (await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD })).token;
    const built = await buildSignedInUser(t);
    user = { token: built.token, id: built.user.id };
  });
  afterAll(() => t.close());

  it("refuses a file it cannot read with a clear message in the caller's language, writing nothing", async () => {
    const before = await count();
    const cases: Array<[Buffer | string, number, RegExp]> = [
      [Buffer.from([0x61, 0x63, 0x74, 0x2c, 0x70, 0x72, 0x6f, 0x6d, 0x70, 0x74, 0x0a, 0xc4, 0xe3, 0x2c, 0xba, 0xc3]), 422, /UTF-8.*GBK/],
      ["name,text\nA,B\n", 422, /prompt 列/],
      ["", 422, /空的/],
      [`act,prompt\nA,"${"长".repeat(70_000)}"\n`, 422, /过长/],
    ];
    for (const [file, status, message] of cases) {
      const reply = await importFile(t, admin, file, "categoryCode=writing");
      expect(reply.status).toBe(status);
      expect(reply.body.msg).toMatch(message);
    }
    const huge = await importFile(t, admin, Buffer.alloc(IMPORT_MAX_BYTES + 1024, 0x61), "categoryCode=writing", { lan: "en" });
    expect(huge.status).toBe(413);
    // The import's own limit (20 MB), not the JSON bodies' 2 MB.
    expect(huge.body.msg).toBe(`The request body is too large (${IMPORT_MAX_BYTES / 2 ** 20} MB at most)`);
    const noCategory = await importFile(t, admin, "act,prompt\nA,B\n", "mapCategory=0", { lan: "en" });
    expect([noCategory.status, noCategory.body.msg]).toEqual([422, "Choose a target category, or take each row's category from the file"]);
    expect((await importFile(t, admin, "act,prompt\nA,B\n", "categoryCode=nope")).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it("lets only administrators import into the catalogue, and signed-in users into their own prompts", async () => {
    expect((await importFile(t, user.token, "act,prompt\nA,B\n", "categoryCode=writing&dryRun=1")).status).toBe(403);
    const visitor = await t.app.inject({ method: "POST", url: "/api/user/importPrompts?categoryCode=writing" });
    expect(visitor.statusCode).toBe(401);
  });

  it("imports a user's file as their prompts, skipping a text already published, and exports them as JSON, CSV and Markdown", async () => {
    const [existing] = await t.database.db.select({ code: prompts.code }).from(prompts).limit(1);
    const detail = await t.call<{ prompt: string; title: string }>({ method: "GET", url: `/api/prompt/${existing!.code}` });
    const file = `act,prompt\n我的周报助手,"请根据本周要点, 写一份""周报""。"\n重复的,"${detail.body.data.prompt.replace(/"/g, '""')}"\n`;
    const report = await importFile(t, user.token, file, "categoryCode=writing", { path: "/api/user/importPrompts" });
    expect(report.status).toBe(200);
    const rows = (report.body.data as ImportReport).rows;
    expect(rows.map((r) => r.outcome)).toEqual(["added", "skip"]);
    expect(rows[1]!.code).toBe(existing!.code);
    const [mine] = await t.database.db.select({ authorId: prompts.authorId, lan: prompts.lan }).from(prompts).where(eq(prompts.code, rows[0]!.code!));
    expect(mine).toEqual({ authorId: user.id, lan: "zh-CN" });

    const exported = async (format: string) =>
      t.app.inject({ method: "GET", url: `/api/user/exportPrompts?format=${format}`, headers: { "x-pp-token": user.token } });
    const json = await exported("json");
    expect(json.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((json.json() as { list: Array<{ code: string; prompt: string }> }).list.map((p) => [p.code, p.prompt])).toEqual([
      [rows[0]!.code, '请根据本周要点, 写一份"周报"。'],
    ]);
    const csv = await exported("csv");
    expect(csv.body.split("\n")[0]).toBe("act,prompt,code,category,tags,lan,url");
    const markdown = await exported("md");
    expect(markdown.body).toContain("## 我的周报助手");
    expect(markdown.body).toContain('```text\n请根据本周要点, 写一份"周报"。\n```');
    expect((await exported("pdf")).statusCode).toBe(400);

    // Either export imports back as the same prompt, so nothing is added twice.
    for (const body of [json.body, csv.body]) {
      const again = await importFile(t, user.token, body, "categoryCode=writing", { path: "/api/user/importPrompts" });
      expect(again.body.data.counts).toEqual({ add: 0, added: 0, skip: 1, error: 0 });
    }
  });

  it("holds a user's import to the write limit of their prompts, keeping the rows added before it", async () => {
    const writer = await buildSignedInUser(t);
    const rows = Array.from({ length: 35 }, (_, i) => `限额测试 ${i},"第 ${i} 条限额测试的提示词内容"`);
    const reply = await importFile(t, writer.token, `act,prompt\n${rows.join("\n")}\n`, "categoryCode=writing", { path: "/api/user/importPrompts" });
    expect(reply.status).toBe(429);
    const mine = await t.database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.authorId, writer.user.id));
    expect(mine.length).toBe(30);
    // Run again later, the same file adds only what is missing.
    t.clock.advance(61 * 60 * 1000);
    const { token } = await signIn(t, writer.user);
    const resumed = await importFile(t, token, `act,prompt\n${rows.join("\n")}\n`, "categoryCode=writing", { path: "/api/user/importPrompts" });
    expect(resumed.body.data.counts).toEqual({ add: 0, added: 5, skip: 30, error: 0 });
  });
});
