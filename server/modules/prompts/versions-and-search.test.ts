import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import { PROMPT_LIMITS, type ManagedPrompt } from "../../../contract/prompts.ts";
import { favourites, markGroupPrompts, markGroups, prompts, promptTranslations, ratings } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { deriveDescription } from "./description.ts";
import { adminCaller, categoryIds, signedInCaller, userPayload, type Caller } from "./prompt-callers.test-support.ts";

describe.each(engines())("language versions, search and deletion on %s", (engine) => {
  let t: TestApp;
  let owner: Caller;
  let admin: Caller;
  let writing: number;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    [owner, admin] = await Promise.all([signedInCaller(t), adminCaller(t)]);
    writing = (await categoryIds(t)).writing!;
  });
  afterAll(() => t.close());

  const versionOf = async (id: number, lan: string) =>
    (
      await t.database.db
        .select()
        .from(promptTranslations)
        .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, lan)))
    )[0];
  const detail = (code: string, lan?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, lan, token: owner.token });
  const search = (q: string, lan?: string) =>
    t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?size=100&title=${encodeURIComponent(q)}`, lan, token: owner.token });

  it("stores the other Chinese script at once with OpenCC, marked as machine-made", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "软件网络信息助手", prompt: "帮我解释软件和网络的区别。", tips: "适合新手" }));
    expect(await versionOf(body.data.id, "zh-CN")).toMatchObject({ title: "软件网络信息助手", machine: false });
    expect(await versionOf(body.data.id, "zh-TW")).toMatchObject({
      title: "軟體網路資訊助手",
      prompt: "幫我解釋軟體和網路的區別。",
      tips: "適合新手",
      machine: true,
    });
    expect((await detail(body.data.code, "zh-TW")).body.data.title).toBe("軟體網路資訊助手");
  });

  it("writes from a Traditional-script page store zh-TW as the source and zh-CN by machine", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "資訊整理助手", prompt: "幫我整理資訊。" }), "zh-TW");
    expect(await versionOf(body.data.id, "zh-TW")).toMatchObject({ title: "資訊整理助手", machine: false });
    expect(await versionOf(body.data.id, "zh-CN")).toMatchObject({ title: "信息整理助手", machine: true });
  });

  it("an edit regenerates a machine version but never overwrites one a person wrote", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "第一版标题" }));
    const id = body.data.id;
    await owner.update({ ...userPayload(writing, { title: "第二版标题" }), id });
    expect((await versionOf(id, "zh-TW"))?.title).toBe("第二版標題");

    await t.database.db
      .update(promptTranslations)
      .set({ title: "人工潤飾的標題", machine: false })
      .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, "zh-TW")));
    await owner.update({ ...userPayload(writing, { title: "第三版标题" }), id });
    expect(await versionOf(id, "zh-TW")).toMatchObject({ title: "人工潤飾的標題", machine: false });
    expect((await versionOf(id, "zh-CN"))?.title).toBe("第三版标题");
  });

  it("English readers get the source language until a translation exists", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "只有中文的标题" }));
    const { body: en } = await detail(body.data.code, "en");
    expect(en.data).toMatchObject({ title: "只有中文的标题", lan: "zh-CN" });
    expect(await versionOf(body.data.id, "en")).toBeUndefined();
  });

  it("derives the card description from the prompt text", async () => {
    const text = `${"请帮我写一段产品介绍，".repeat(20)}结尾`;
    const { body } = await owner.add(userPayload(writing, { prompt: text }));
    const { body: page } = await detail(body.data.code);
    expect(page.data.prompt).toBe(text);
    expect(Array.from(page.data.description)).toHaveLength(101);
    expect(page.data.description.endsWith("…")).toBe(true);
  });

  it("search finds a new prompt by a two-character Chinese word, in either script, and follows edits", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "鲸歌冥想引导", prompt: "带我做一次放松练习。" }));
    expect((await search("鲸歌")).body.data.list.map((p) => p.code)).toContain(body.data.code);
    expect((await search("鯨歌")).body.data.list.map((p) => p.code)).toContain(body.data.code);
    expect((await search("放松")).body.data.list.map((p) => p.code)).toContain(body.data.code);

    await owner.update({ ...userPayload(writing, { title: "海豚睡前故事", prompt: "讲一个温柔的故事。" }), id: body.data.id });
    expect((await search("鲸歌")).body.data.list.map((p) => p.code)).not.toContain(body.data.code);
    expect((await search("海豚")).body.data.list.map((p) => p.code)).toContain(body.data.code);
  });

  it("deleting a prompt removes it from lists, groups and favourites, with its ratings", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "即将删除的提示词" }));
    const { id, code } = body.data;
    const [group] = await t.database.db.insert(markGroups).values({ title: "删除测试分组", recommend: 1 }).returning();
    await t.database.db.insert(markGroupPrompts).values({ markId: group!.id, promptId: id });
    expect((await t.call({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${code}&action=3`, token: owner.token })).status).toBe(200);
    const rated = await t.call({
      method: "POST",
      url: "/api/prompt/rate",
      token: owner.token,
      payload: { promptCode: code, rateComment: "好用", rateScore: 8 },
    });
    expect(rated.status).toBe(200);
    const codesOf = async (query: string, token?: string) =>
      (await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?size=100&${query}`, token })).body.data.list.map((p) => p.code);
    expect(await codesOf(`markId=${group!.id}`)).toEqual([code]);
    expect(await codesOf("markId=-1", owner.token)).toContain(code);

    expect((await owner.remove(id)).status).toBe(200);
    expect(await codesOf("sortByTime=1")).not.toContain(code);
    expect(await codesOf(`markId=${group!.id}`)).toEqual([]);
    expect(await codesOf("markId=-1", owner.token)).not.toContain(code);
    expect((await detail(code)).status).toBe(404);
    expect((await owner.mine()).body.data.list.map((p) => p.id)).not.toContain(id);
    const db = t.database.db;
    expect(await db.select().from(favourites).where(eq(favourites.promptId, id))).toEqual([]);
    expect(await db.select().from(ratings).where(eq(ratings.promptId, id))).toEqual([]);
    expect(await db.select().from(markGroupPrompts).where(eq(markGroupPrompts.promptId, id))).toEqual([]);
    expect(await db.select().from(promptTranslations).where(eq(promptTranslations.promptId, id))).toEqual([]);
    expect(await db.select().from(prompts).where(eq(prompts.id, id))).toEqual([]);
    expect((await owner.remove(id)).status).toBe(404);
  });

  it("an administrator changing the source language replaces the old source version and its stale machine copy", async () => {
    const { body } = await admin.add({ ...userPayload(writing, { title: "简体原文" }), lan: "zh-CN" });
    await admin.update({ ...userPayload(writing, { title: "English original", prompt: "Explain it." }), id: body.data.id, lan: "en" });
    const stored = await t.database.db.select().from(promptTranslations).where(eq(promptTranslations.promptId, body.data.id));
    expect(stored.map((v) => [v.lan, v.machine, v.title])).toEqual([["en", false, "English original"]]);
    expect((await detail(body.data.code, "en")).body.data.title).toBe("English original");
    expect((await detail(body.data.code, "zh-TW")).body.data).toMatchObject({ title: "English original", lan: "en" });
  });

  describe("descriptions (issue 24: a write that does not send one keeps the one a person wrote)", () => {
    const descriptionIn = async (id: number, lan: string) => (await versionOf(id, lan))?.description;
    const descriptions = async (id: number) =>
      Object.fromEntries(await Promise.all(["zh-CN", "zh-TW", "en"].map(async (lan) => [lan, await descriptionIn(id, lan)])));

    /** What the console sent before it had a description field: every other field, as loaded. */
    const consoleBody = (p: ManagedPrompt) => ({
      id: p.id,
      title: p.title,
      categoryIds: p.categoryIds,
      prompt: p.prompt,
      tips: p.tips,
      demo: p.demo,
      vipLevel: p.vipLevel,
      lan: p.lan,
      source: p.source,
    });

    it("an administrator's edit of a seeded prompt that changes only an image keeps every language's description", async () => {
      const seeded = (await admin.list("limit=1")).body.data.list[0]!;
      const before = await descriptions(seeded.id);
      expect(before["zh-CN"]).not.toBe(deriveDescription(seeded.prompt));
      const demo = [
        { ...seeded.demo[0], input: seeded.demo[0]?.input ?? "", out: seeded.demo[0]?.out ?? "", outImgs: ["/uploads/new-picture.png"] },
        ...seeded.demo.slice(1),
      ];
      const reply = await admin.update({ ...consoleBody(seeded), demo });
      expect(reply.status).toBe(200);
      expect(await descriptions(seeded.id)).toEqual(before);
    });

    it("a description sent is stored trimmed as the source version's, and its machine copy follows", async () => {
      const { body } = await owner.add(userPayload(writing, { description: "  一句话说明这个提示词  " }));
      expect(await descriptionIn(body.data.id, "zh-CN")).toBe("一句话说明这个提示词");
      await owner.update({ ...userPayload(writing, { description: "软件说明" }), id: body.data.id });
      expect(await descriptions(body.data.id)).toMatchObject({ "zh-CN": "软件说明", "zh-TW": "軟體說明" });
      const listed = (await owner.mine()).body.data.list.find((p) => p.id === body.data.id);
      expect(listed?.description).toBe("软件说明");
    });

    it("an update without a description keeps the one a person wrote, even when the text changes", async () => {
      const { body } = await owner.add(userPayload(writing, { description: "人写的说明" }));
      await owner.update({ ...userPayload(writing, { prompt: "全新的提示词正文。" }), id: body.data.id });
      expect(await descriptionIn(body.data.id, "zh-CN")).toBe("人写的说明");
    });

    it("a description derived from the text follows the text; an empty one is derived again", async () => {
      const { body } = await owner.add(userPayload(writing, { prompt: "第一版正文。" }));
      expect(await descriptionIn(body.data.id, "zh-CN")).toBe("第一版正文。");
      await owner.update({ ...userPayload(writing, { prompt: "第二版正文。" }), id: body.data.id });
      expect(await descriptionIn(body.data.id, "zh-CN")).toBe("第二版正文。");
      await owner.update({ ...userPayload(writing, { prompt: "第三版正文。", description: "  " }), id: body.data.id });
      expect(await descriptionIn(body.data.id, "zh-CN")).toBe("第三版正文。");
    });

    it("an administrator's description is stored in the language the prompt is written in", async () => {
      const { body } = await admin.add({
        ...userPayload(writing, { title: "Weekly report", prompt: "Write my weekly report.", description: "Turns notes into a report" }),
        lan: "en",
      });
      expect(await descriptionIn(body.data.id, "en")).toBe("Turns notes into a report");
    });

    it.each([
      ["zh-CN", `描述最多 ${PROMPT_LIMITS.description} 个字符`],
      ["zh-TW", `描述最多 ${PROMPT_LIMITS.description} 個字元`],
      ["en", `The description can have at most ${PROMPT_LIMITS.description} characters`],
    ])("refuses a description over the limit in %s and changes nothing", async (lan, message) => {
      const { body } = await owner.add(userPayload(writing, { description: "原来的说明" }));
      const tooLong = "述".repeat(PROMPT_LIMITS.description + 1);
      const added = await owner.add(userPayload(writing, { description: tooLong }), lan);
      expect(added.status).toBe(400);
      expect(added.body.msg).toBe(message);
      const updated = await admin.update({ ...userPayload(writing, { description: tooLong }), id: body.data.id }, lan);
      expect({ status: updated.status, msg: updated.body.msg }).toEqual({ status: 400, msg: message });
      expect(await descriptionIn(body.data.id, "zh-CN")).toBe("原来的说明");
      expect((await owner.add(userPayload(writing, { description: "述".repeat(PROMPT_LIMITS.description) }))).status).toBe(200);
    });
  });
});
