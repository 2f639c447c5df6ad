import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import { and, eq } from "drizzle-orm";
import { prompts, users } from "../../db/schema.ts";
import { COUNT_ACTION } from "../../../contract/constants.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, uniqueAddress } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { PAGE_CACHE_SECONDS, STALE_SECONDS } from "../../lib/response-cache.ts";
import { countingDb } from "../../test/counted-statements.test-support.ts";
import { promptDetail } from "./prompt-service.ts";
import { VISITOR } from "./viewer.ts";

const demo = readDemoCatalogue();
const source = demo.prompts.find((p) => p.code === "writing-polish-article")!;
const hidden = demo.prompts.find((p) => p.vipLevel > 0)!;

describe.each(engines())("prompt detail and counters on %s", (engine) => {
  let t: TestApp;
  // Each call is another reader (a fresh address): a reader's views, copies and shares count once an hour (count-once.ts).
  const detail = (code: string, lan?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, lan, remoteAddress: uniqueAddress() });
  const count = (code: string, action: number | string) =>
    t.call<boolean>({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${code}&action=${action}`, remoteAddress: uniqueAddress() });

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t.close());

  it("serves the detail fields with examples, tips, related prompts and ratings", async () => {
    const { status, body } = await detail(source.code);
    expect(status).toBe(200);
    const zh = source.i18n["zh-CN"]!;
    expect(body.data).toMatchObject({
      code: source.code,
      title: zh.title,
      prompt: zh.prompt,
      tips: zh.tips,
      demo: zh.demo,
      source: source.source,
      lan: "zh-CN",
    });
    expect(body.data.rates).toHaveLength(source.ratings.length);
    const times = body.data.rates.map((r) => Number(r.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data.recommends.length).toBeGreaterThan(0);
    expect(body.data.recommends.map((r) => r.code)).not.toContain(source.code);
  });

  it("names the author of a prompt without an account anonymous, in the reader's language", async () => {
    // The bench catalogue's and imported prompts have no account; the demo's all have one.
    const orphan = demo.prompts.find((p) => p.vipLevel === 0 && p.code !== source.code)!;
    await t.database.db.update(prompts).set({ authorId: null }).where(eq(prompts.code, orphan.code));
    const names = { "zh-CN": "匿名用户", "zh-TW": "匿名使用者", en: "Anonymous" };
    for (const [lan, name] of Object.entries(names)) {
      const { body } = await detail(orphan.code, lan);
      expect(body.data.author, lan).toEqual({ nickName: name, avatar: "" });
    }
  });

  it("reads a visitor's detail in one statement, the prompt's row and everything else beside it, so a cache miss waits for one round trip", async () => {
    const counted = countingDb(t.database);
    const read = await promptDetail(counted.db, VISITOR, "zh-CN", source.code);
    expect(read.recommends.length).toBeGreaterThan(0);
    expect(read.rates).toHaveLength(source.ratings.length);
    expect(counted.statements()).toBe(1);
  });

  it("marks a favourite for the reader who saved it only, and names each prompt's own author (the detail's statement is built once, its values are each reader's)", async () => {
    const [saver, other] = [await buildSignedInUser(t), await buildSignedInUser(t)];
    const saved = await t.call<boolean>({
      method: "GET",
      url: `/api/prompt/updateCnt?promptCode=${source.code}&action=${COUNT_ACTION.favourite}`,
      token: saver.token,
    });
    expect(saved.status).toBe(200);
    const markOf = async (token: string) => (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${source.code}`, token })).body.data.marked;
    expect(await markOf(saver.token)).toBe(1);
    expect(await markOf(other.token)).toBe(0);
    expect(await markOf(saver.token)).toBe(1);

    // One published prompt of each author, read in turn.
    const authored = await t.database.db
      .selectDistinctOn([prompts.authorId], { code: prompts.code, nickName: users.nickName })
      .from(prompts)
      .innerJoin(users, eq(users.id, prompts.authorId))
      .where(and(eq(prompts.status, "published"), eq(prompts.vipLevel, 0)));
    expect(new Set(authored.map((a) => a.nickName)).size).toBeGreaterThan(1);
    for (const { code, nickName } of authored) expect((await detail(code)).body.data.author.nickName, code).toBe(nickName);
  });

  it("shows each related prompt with the title, author and score its own detail has, in the reader's language", async () => {
    const { body } = await detail(source.code, "en");
    for (const related of body.data.recommends) {
      const own = (await detail(related.code, "en")).body.data;
      expect(related).toEqual({ code: own.code, title: own.title, author: own.author, cnt: { score: own.cnt.score } });
    }
  });

  it("converts a missing Traditional version from the Simplified one and says so", async () => {
    const created = demo.prompts.find((p) => p.code === "programming-code-review")!;
    // Remove the zh-TW version so the reader must convert on the fly.
    const { database } = t;
    const { promptTranslations, prompts } = await import("../../db/schema.ts");
    const { and, eq } = await import("drizzle-orm");
    const [row] = await database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.code, created.code));
    await database.db.delete(promptTranslations).where(and(eq(promptTranslations.promptId, row!.id), eq(promptTranslations.lan, "zh-TW")));
    const { body } = await detail(created.code, "zh-TW");
    expect(body.data.lan).toBe("zh-TW");
    expect(body.data.title).not.toBe(created.i18n["zh-CN"]!.title);
    expect(body.data.title).toMatch(/程式碼|代碼|審查/);
  });

  it("hides a prompt above the caller's access level: 404 on detail and absent from lists", async () => {
    const { status, body } = await detail(hidden.code);
    expect(status).toBe(404);
    expect(body.msg).toBe("提示词不存在");
    const all = await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?size=100" });
    expect(all.body.data.list.map((p) => p.code)).not.toContain(hidden.code);
    expect((await count(hidden.code, 1)).status).toBe(404);
  });

  it("counts views, copies and shares once flushed", async () => {
    await t.app.appContext.counters!.flush();
    t.app.appContext.responseCache.invalidate();
    const before = (await detail(source.code)).body.data.cnt;
    await count(source.code, 1);
    await count(source.code, 1);
    await count(source.code, 2);
    await detail(source.code);
    await t.app.appContext.counters!.flush();
    // Anonymous replies are cached for a few seconds; counters do not empty that cache.
    t.app.appContext.responseCache.invalidate();
    const after = (await detail(source.code)).body.data.cnt;
    expect(after.copyCnt).toBe(before.copyCnt + 2);
    expect(after.shareCnt).toBe(before.shareCnt + 1);
    // the first detail read above was itself a view, flushed with the rest
    expect(after.clickCnt).toBe(before.clickCnt + 2);
  });

  it("serves an anonymous detail from memory for a minute, counters included, then reads it again", async () => {
    await t.app.appContext.counters!.flush();
    t.app.appContext.responseCache.invalidate();
    const before = (await detail(source.code)).body.data.cnt.copyCnt;
    await count(source.code, 1);
    await t.app.appContext.counters!.flush();
    t.clock.advance((PAGE_CACHE_SECONDS - 1) * 1000);
    expect((await detail(source.code)).body.data.cnt.copyCnt).toBe(before);
    // Past its time and past the time PostgreSQL may serve it stale (see response-cache.ts).
    t.clock.advance((1 + STALE_SECONDS) * 1000 + 1);
    expect((await detail(source.code)).body.data.cnt.copyCnt).toBe(before + 1);
  });

  it("writes every copy of a burst over many prompts", async () => {
    const visible = demo.prompts.filter((p) => p.vipLevel === 0 && p.code !== source.code).slice(0, 25);
    await t.app.appContext.counters!.flush();
    t.app.appContext.responseCache.invalidate();
    const before = await Promise.all(visible.map(async (p) => (await detail(p.code)).body.data.cnt.copyCnt));
    for (const [k, p] of visible.entries()) for (let n = 0; n <= k % 3; n++) await count(p.code, 1);
    await t.app.appContext.counters!.flush();
    t.app.appContext.responseCache.invalidate();
    const after = await Promise.all(visible.map(async (p) => (await detail(p.code)).body.data.cnt.copyCnt));
    expect(after).toEqual(before.map((copies, k) => copies + (k % 3) + 1));
  });

  it("does not let a visitor change the favourite counter", async () => {
    t.app.appContext.responseCache.invalidate();
    const before = (await detail(source.code)).body.data.cnt.markCnt;
    expect((await count(source.code, 3)).status).toBe(200);
    expect((await count(source.code, 4)).status).toBe(200);
    expect((await detail(source.code)).body.data.cnt.markCnt).toBe(before);
  });

  it.each([
    ["nope-not-a-prompt", 1, 404],
    ["writing-polish-article", 5, 400],
    ["writing-polish-article", 0, 400],
    ["writing-polish-article", -1, 400],
    ["writing-polish-article", "x", 400],
  ])("refuses updateCnt for %s with action %s (%i)", async (code, action, status) => {
    const response = await count(code, action);
    expect(response.status).toBe(status);
    expect(response.body.code).not.toBe(0);
  });

  it("answers an unknown code with 404 and a localised message", async () => {
    const en = await detail("no-such-code", "en");
    expect(en.status).toBe(404);
    expect(en.body.msg).toBe("The prompt does not exist");
  });
});
