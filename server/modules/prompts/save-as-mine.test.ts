/**
 * "Save as mine" (issue 19): who may save what, what the copy is (theirs, unpublished, at the
 * original's access level, remembering its original), the "saved by N people" count, the copy's
 * independence from its original, the rate limit and the refusals of bad input.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import type { PromptWriteReply } from "../../../contract/prompts.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { prompts, promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, signIn } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { WRITE_LIMITS } from "../../lib/write-limits.ts";
import { adminCaller, categoryIds, signedInCaller, userPayload, type Caller } from "./prompt-callers.test-support.ts";

const demo = readDemoCatalogue();
const original = demo.prompts.find((p) => p.code === "writing-polish-article")!;
const adminOnly = demo.prompts.find((p) => p.vipLevel === 3)!;
const signedInOnly = demo.prompts.find((p) => p.vipLevel === 1)!;

describe.each(engines())("save as mine on %s", (engine) => {
  let t: TestApp;
  let reader: Caller & { userId: number };
  let other: Caller & { userId: number };
  let admin: Caller;

  const save = (token: string | undefined, payload: unknown, lan?: string) =>
    t.call<PromptWriteReply>({ method: "POST", url: "/api/prompt/saveAsMine", payload: payload as object, token, lan });
  const detail = (code: string, token?: string, lan?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, token, lan });
  const row = async (id: number) => (await t.database.db.select().from(prompts).where(eq(prompts.id, id)))[0]!;
  const versionsOf = (id: number) => t.database.db.select().from(promptTranslations).where(eq(promptTranslations.promptId, id));
  const promptCount = async () => (await t.database.db.select({ id: prompts.id }).from(prompts)).length;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    [reader, other, admin] = await Promise.all([signedInCaller(t), signedInCaller(t), adminCaller(t)]);
  });
  afterAll(() => t.close());

  it("copies the version shown into the reader's own prompts, unpublished, and links it to its original", async () => {
    const { status, body } = await save(reader.token, { promptCode: original.code });
    expect(status).toBe(200);
    const copy = body.data;
    const source = (await t.database.db.select().from(prompts).where(eq(prompts.code, original.code)))[0]!;
    expect(await row(copy.id)).toMatchObject({ authorId: reader.userId, status: "private", vipLevel: original.vipLevel, lan: "zh-CN", basedOnId: source.id });
    const zh = original.i18n["zh-CN"]!;
    expect((await versionsOf(copy.id)).find((v) => v.lan === "zh-CN")).toMatchObject({ title: zh.title, prompt: zh.prompt, tips: zh.tips, machine: false });

    const mine = await reader.mine();
    expect(mine.body.data.list.find((p) => p.id === copy.id)).toMatchObject({
      status: "private",
      title: zh.title,
      categories: [expect.objectContaining({ code: original.categories[0] })],
    });

    // Only its owner opens it: a visitor and another user are told it does not exist.
    const own = await detail(copy.code, reader.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ status: "private", basedOn: { code: original.code, title: zh.title }, savedCnt: 0 });
    expect((await detail(copy.code)).status).toBe(404);
    expect((await detail(copy.code, other.token)).status).toBe(404);
    const listed = await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent(zh.title)}`, token: reader.token });
    expect(listed.body.data.list.map((p) => p.code)).not.toContain(copy.code);
  });

  it("copies the version asked for, whatever the UI language, and titles the link in the reader's language", async () => {
    const en = original.i18n.en!;
    const { body } = await save(reader.token, { promptCode: original.code, lan: "en" }, "zh-CN");
    expect(await row(body.data.id)).toMatchObject({ lan: "en", status: "private" });
    expect((await versionsOf(body.data.id)).find((v) => v.lan === "en")).toMatchObject({ title: en.title, prompt: en.prompt, machine: false });

    // Lower case (zh-tw) as the forms send it; the header decides when the body says nothing.
    const tw = await save(reader.token, { promptCode: original.code, lan: "zh-tw" });
    expect(await row(tw.body.data.id)).toMatchObject({ lan: "zh-TW" });
    const byHeader = await save(reader.token, { promptCode: original.code }, "en");
    expect(await row(byHeader.body.data.id)).toMatchObject({ lan: "en" });

    const opened = await detail(body.data.code, reader.token, "en");
    expect(opened.body.data.basedOn).toEqual({ code: original.code, title: en.title });
  });

  it("counts the people who saved a prompt, once each, and forgets a deleted copy", async () => {
    const code = demo.prompts.find((p) => p.vipLevel === 0 && p.code !== original.code)!.code;
    const saved = async () => (await detail(code)).body.data.savedCnt;
    expect(await saved()).toBe(0);
    await save(reader.token, { promptCode: code });
    await save(reader.token, { promptCode: code });
    expect(await saved()).toBe(1);
    const theirs = (await save(other.token, { promptCode: code })).body.data;
    expect(await saved()).toBe(2);
    expect((await other.remove(theirs.id)).status).toBe(200);
    expect(await saved()).toBe(1);
  });

  it("lets a visitor save nothing: 401, localised, and nothing written", async () => {
    const before = await promptCount();
    const refused = await save(undefined, { promptCode: original.code }, "en");
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toMatch(/sign in|log in/i);
    expect(await promptCount()).toBe(before);
  });

  it("saves only what the reader may open: someone else's unpublished copy or a higher access level is a 404", async () => {
    const theirs = (await save(other.token, { promptCode: original.code })).body.data;
    const before = await promptCount();
    const denied = await save(reader.token, { promptCode: theirs.code }, "en");
    expect(denied.status).toBe(404);
    expect(denied.body.msg).toBe("The prompt does not exist");
    expect((await save(reader.token, { promptCode: adminOnly.code })).status).toBe(404);
    expect(await promptCount()).toBe(before);

    // What a signed-in reader may open they may save, at its access level; their own copy too.
    const members = (await save(reader.token, { promptCode: signedInOnly.code })).body.data;
    expect(await row(members.id)).toMatchObject({ vipLevel: signedInOnly.vipLevel, authorId: reader.userId });
    const again = await save(reader.token, { promptCode: members.code });
    expect(again.status).toBe(200);
    expect(await row(again.body.data.id)).toMatchObject({ basedOnId: members.id, authorId: reader.userId });
    expect((await save(admin.token, { promptCode: adminOnly.code })).status).toBe(200);
  });

  it("keeps the copy and its original apart: editing or publishing one never touches the other", async () => {
    const ids = await categoryIds(t);
    const made = (await admin.add({ ...userPayload(ids.writing!, { title: "原作标题", prompt: "原作内容" }), vipLevel: 0 })).body.data;
    const copy = (await save(reader.token, { promptCode: made.code })).body.data;

    expect(
      (await reader.update({ ...userPayload(ids.programming!, { title: "我的改写", prompt: "改写后的内容" }), id: copy.id, status: "published" })).status,
    ).toBe(200);
    const originalNow = await detail(made.code);
    expect(originalNow.body.data).toMatchObject({
      title: "原作标题",
      prompt: "原作内容",
      categories: [expect.objectContaining({ code: "writing" })],
      savedCnt: 1,
    });

    expect((await admin.update({ ...userPayload(ids.writing!, { title: "原作新标题", prompt: "原作新内容" }), id: made.id })).status).toBe(200);
    // Published by its owner, the copy is public, with its link to the original.
    const copyNow = await detail(copy.code);
    expect(copyNow.status).toBe(200);
    expect(copyNow.body.data).toMatchObject({
      title: "我的改写",
      prompt: "改写后的内容",
      status: "published",
      basedOn: { code: made.code, title: "原作新标题" },
    });

    // The original gone, the copy stays and its link goes.
    expect((await admin.remove(made.id)).status).toBe(200);
    expect((await detail(copy.code)).body.data.basedOn).toBeNull();
  });

  it("limits copies per user and hour, counting every attempt, with a localised 429", async () => {
    const limited = await buildSignedInUser(t);
    for (let i = 0; i < WRITE_LIMITS.promptCopy.account; i++) expect((await save(limited.token, { promptCode: `missing-${i}` })).status).toBe(404);
    const before = await promptCount();
    const refused = await save(limited.token, { promptCode: original.code }, "zh-TW");
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe("另存次數過多，請稍後再試");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await promptCount()).toBe(before);
    // Another user is not held back, and the hour over, the limited one saves again.
    expect((await save(other.token, { promptCode: original.code })).status).toBe(200);
    t.clock.advance(WRITE_LIMITS.promptCopy.windowMs);
    try {
      // A new sign-in: the access token of an hour ago has expired.
      const { token } = await signIn(t, { loginName: limited.user.loginName, password: limited.user.password });
      expect((await save(token, { promptCode: original.code })).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it.each([
    ["no code", {}, "提示词编码无效"],
    ["an empty code", { promptCode: "  " }, "提示词编码无效"],
    ["a code too long", { promptCode: "x".repeat(65) }, "提示词编码无效"],
    ["a code that is not text", { promptCode: 42 }, "提示词编码无效"],
    ["an unknown language", { promptCode: original.code, lan: "fr" }, "语言只能是 zh-CN、zh-TW 或 en"],
  ])("refuses %s with a localised 400 and writes nothing", async (_case, payload, message) => {
    const before = await promptCount();
    const refused = await save(reader.token, payload, "zh-CN");
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(message);
    expect(await promptCount()).toBe(before);
  });

  it("answers an unknown code with a localised 404 and a body that is not JSON with a 400", async () => {
    const unknown = await save(reader.token, { promptCode: "no-such-prompt" }, "zh-TW");
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("提示詞不存在");
    const garbled = await t.call({
      method: "POST",
      url: "/api/prompt/saveAsMine",
      payload: "{not json",
      headers: { "content-type": "application/json" },
      token: reader.token,
    });
    expect(garbled.status).toBe(400);
  });
});
