import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import { auditLog, prompts, promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, promptCalls, signedInCaller, userPayload, type Caller } from "./prompt-callers.test-support.ts";

describe.each(engines())("writing prompts on %s", (engine) => {
  let t: TestApp;
  let owner: Caller & { userId: number };
  let other: Caller & { userId: number };
  let admin: Caller;
  let writing: number;
  let coding: number;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    [owner, other, admin] = await Promise.all([signedInCaller(t), signedInCaller(t), adminCaller(t)]);
    const ids = await categoryIds(t);
    writing = ids.writing!;
    coding = ids.programming!;
  });
  afterAll(() => t.close());

  const row = async (id: number) => (await t.database.db.select().from(prompts).where(eq(prompts.id, id)))[0]!;
  const versions = (id: number) => t.database.db.select().from(promptTranslations).where(eq(promptTranslations.promptId, id));

  it("a signed-in user creates a published prompt of their own that the public list shows", async () => {
    const { status, body } = await owner.add(userPayload(writing, { title: "会议纪要整理专家" }));
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.code).toMatch(/^[0-9a-f]{10}$/);
    expect(await row(body.data.id)).toMatchObject({ authorId: owner.userId, status: "published", vipLevel: 0, lan: "zh-CN", ignoreTrans: false, source: "" });
    const pub = await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent("会议纪要整理专家")}` });
    expect(pub.body.data.list.map((p) => p.code)).toContain(body.data.code);
  });

  it("a visitor can neither write nor list prompts", async () => {
    const visitor = promptCalls(t, undefined);
    const { body } = await owner.add(userPayload(writing));
    expect((await visitor.add(userPayload(writing))).status).toBe(401);
    expect((await visitor.update({ ...userPayload(writing), id: body.data.id })).status).toBe(401);
    expect((await visitor.remove(body.data.id)).status).toBe(401);
    expect((await visitor.mine()).status).toBe(401);
    expect((await row(body.data.id)).id).toBe(body.data.id);
  });

  it("only the owner or an administrator may update a prompt; another user gets 404, as for a missing one, and nothing changes", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "原始标题" }));
    const id = body.data.id;
    const denied = await other.update({ ...userPayload(coding, { title: "被篡改" }), id }, "en");
    expect(denied.status).toBe(404);
    expect(denied.body.msg).toBe("The prompt does not exist");
    expect((await versions(id)).find((v) => v.lan === "zh-CN")!.title).toBe("原始标题");

    expect((await owner.update({ ...userPayload(writing, { title: "作者修改" }), id })).status).toBe(200);
    expect((await admin.update({ ...userPayload(coding, { title: "管理员修改" }), id })).status).toBe(200);
    const detail = await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${body.data.code}` });
    expect(detail.body.data.title).toBe("管理员修改");
    expect(detail.body.data.categories.map((c) => c.code)).toEqual(["programming"]);
    expect((await row(id)).authorId).toBe(owner.userId);
  });

  it("only the owner or an administrator may delete a prompt; another user gets 404, as for a missing one, and it stays", async () => {
    const mine = (await owner.add(userPayload(writing))).body.data;
    const theirs = (await owner.add(userPayload(writing))).body.data;
    expect((await other.remove(mine.id)).status).toBe(404);
    expect((await row(mine.id)).id).toBe(mine.id);
    expect((await owner.remove(mine.id)).status).toBe(200);
    expect(await t.database.db.select().from(prompts).where(eq(prompts.id, mine.id))).toEqual([]);

    expect((await admin.remove(theirs.id)).status).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "prompt"), eq(auditLog.targetId, theirs.id)));
    expect(audit.map((a) => a.action)).toEqual(["prompt.delete"]);
  });

  it("updating or deleting a prompt that does not exist is a 404", async () => {
    expect((await owner.update({ ...userPayload(writing), id: 99_999_999 })).status).toBe(404);
    const gone = await owner.remove(99_999_999);
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe("提示词不存在");
  });

  it("silently ignores the fields a user may not set, on create and on update", async () => {
    const forbidden = {
      vipLevel: 3,
      lan: "en",
      source: "https://elsewhere.example",
      ignoreTrans: true,
      authorId: other.userId,
      author: { nickName: "someone" },
      clickCnt: 999,
      cnt: { copyCnt: 50 },
      code: "hijacked",
      id: 1,
      demo: [{ input: "输入", out: "输出", inputImgs: ["https://img.example/a.png"], outImgs: ["/uploads/b.png"] }],
    };
    const created = await owner.add({ ...userPayload(writing), ...forbidden }, "zh-CN");
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.code).not.toBe("hijacked");
    expect(await row(id)).toMatchObject({
      authorId: owner.userId,
      vipLevel: 0,
      lan: "zh-CN",
      source: "",
      ignoreTrans: false,
      status: "published",
      clickCnt: 0,
      copyCnt: 0,
    });
    const stored = await versions(id);
    expect(stored.map((v) => v.lan).sort()).toEqual(["zh-CN", "zh-TW"]);
    expect(stored.find((v) => v.lan === "zh-CN")!.demo).toEqual([{ input: "输入", out: "输出" }]);

    const updated = await owner.update({ ...userPayload(writing), ...forbidden, id });
    expect(updated.status).toBe(200);
    expect(await row(id)).toMatchObject({ authorId: owner.userId, vipLevel: 0, lan: "zh-CN", source: "", ignoreTrans: false, status: "published" });
    const demoPrompt = await t.database.db.select().from(prompts).where(eq(prompts.id, 1));
    expect(demoPrompt[0]?.authorId).not.toBe(owner.userId);
  });

  it("an owner withdraws their prompt to private, which only they open, and publishes it again; review and moderation stay", async () => {
    const { id, code } = (await owner.add(userPayload(writing, { title: "私有往返" }))).body.data;
    const open = async (token?: string) => (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, token })).status;
    expect((await owner.update({ ...userPayload(writing), id, status: "private" })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "private" });
    expect([await open(owner.token), await open(other.token), await open(admin.token), await open()]).toEqual([200, 404, 404, 404]);
    // Leaving status out keeps it.
    expect((await owner.update({ ...userPayload(writing), id })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "private" });
    expect((await owner.update({ ...userPayload(writing), id, status: "published" })).status).toBe(200);
    expect(await open()).toBe(200);

    for (const status of ["hidden", "draft"]) {
      const refused = await owner.update({ ...userPayload(writing), id, status }, "en");
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe("The status must be published or private");
    }
    for (const status of ["hidden", "draft"]) {
      await t.database.db.update(prompts).set({ status }).where(eq(prompts.id, id));
      expect((await owner.update({ ...userPayload(writing), id, status: "published" })).status).toBe(200);
      expect(await row(id)).toMatchObject({ status });
    }
    expect(await open(owner.token)).toBe(404);
  });

  it("an administrator sets access level, language, source, images, status and no-translation", async () => {
    const { status, body } = await admin.add({
      ...userPayload(writing, { title: "繁體原文標題" }),
      vipLevel: 2,
      lan: "zh-tw",
      source: "https://source.example/post",
      ignoreTrans: true,
      status: "draft",
      demo: [{ input: "輸入", out: "輸出", inputImgs: ["https://img.example/a.png"], outImgs: ["/uploads/b.png"] }],
    });
    expect(status).toBe(200);
    expect(await row(body.data.id)).toMatchObject({ vipLevel: 2, lan: "zh-TW", source: "https://source.example/post", ignoreTrans: true, status: "draft" });
    const stored = await versions(body.data.id);
    expect(stored.map((v) => v.lan)).toEqual(["zh-TW"]);
    expect(stored[0]!.demo).toEqual([{ input: "輸入", out: "輸出", inputImgs: ["https://img.example/a.png"], outImgs: ["/uploads/b.png"] }]);
    // A draft is for administrators to review: they open it, marked as a draft; nobody else does.
    const asAdmin = await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${body.data.code}`, token: admin.token });
    expect([asAdmin.status, asAdmin.body.data.status]).toEqual([200, "draft"]);
    expect((await t.call({ method: "GET", url: `/api/prompt/${body.data.code}`, token: other.token })).status).toBe(404);
  });

  it("an administrator's update keeps the settings it does not send, and turns no-translation off unless sent", async () => {
    const { body } = await admin.add({ ...userPayload(writing), vipLevel: 1, source: "书籍", ignoreTrans: true, lan: "zh-CN" });
    await admin.update({ ...userPayload(writing, { title: "新标题" }), id: body.data.id });
    expect(await row(body.data.id)).toMatchObject({ vipLevel: 1, source: "书籍", lan: "zh-CN", status: "published", ignoreTrans: false });
    expect((await versions(body.data.id)).map((v) => v.lan).sort()).toEqual(["zh-CN", "zh-TW"]);
  });

  it("a user's edit keeps the images an administrator added to their examples", async () => {
    const { body } = await owner.add(userPayload(writing));
    const images = { inputImgs: ["https://img.example/in.png"], outImgs: ["https://img.example/out.png"] };
    await admin.update({ ...userPayload(writing), id: body.data.id, demo: [{ input: "甲", out: "乙", ...images }] });
    await owner.update({ ...userPayload(writing), id: body.data.id, demo: [{ input: "丙", out: "丁" }] });
    const source = (await versions(body.data.id)).find((v) => v.lan === "zh-CN")!;
    expect(source.demo).toEqual([{ input: "丙", out: "丁", ...images }]);
  });

  it("a user's prompt takes the caller's language, and an edit keeps it whatever the UI language", async () => {
    const { body } = await owner.add(userPayload(writing, { title: "English helper", prompt: "Write a weekly report." }), "en");
    expect((await row(body.data.id)).lan).toBe("en");
    expect((await versions(body.data.id)).map((v) => v.lan)).toEqual(["en"]);
    await owner.update({ ...userPayload(writing, { title: "English helper 2", prompt: "Write a report." }), id: body.data.id }, "zh-TW");
    expect((await row(body.data.id)).lan).toBe("en");
  });
});
