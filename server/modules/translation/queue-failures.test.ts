import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail } from "../../../contract/catalog.ts";
import type { TranslationStatusItem } from "../../../contract/translation.ts";
import { promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { reply } from "../../test/fake-llm.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";
import { queueFixture } from "./queue-fixture.test-support.ts";
import { addCategory, addPrompt, jobsOf, translatingModel, versionOf, versionReply } from "./translation.test-support.ts";

const MINUTE = 60_000;

describe.each(engines())("translation failures and the console's calls on %s", (engine) => {
  const { f, drain, status, detail, zhPrompt } = queueFixture(engine);

  it("records a malformed reply as the reason, retries with growing delays, then marks the job failed; the prompt stays readable", async () => {
    f.llm.fallback(reply.content("Sorry, I cannot help with that."));
    const { id, code } = await zhPrompt({ title: "失败的翻译" });
    await drain();
    const [first] = await status(id);
    expect(first).toMatchObject({
      status: "pending",
      attempts: 1,
      error: "invalid_reply: the content is not JSON",
    });
    expect(Date.parse(first!.runAfter) - f.t.clock.now().getTime()).toBeGreaterThan(50_000);

    await drain();
    expect(f.llm.requests).toHaveLength(1);
    f.t.clock.advance(MINUTE + 1_000);
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "pending",
      attempts: 2,
    });
    f.t.clock.advance(4 * MINUTE + 1_000);
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "failed",
      attempts: 3,
      error: "invalid_reply: the content is not JSON",
    });
    expect(f.llm.requests).toHaveLength(3);

    const english = await detail(code, "en");
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({
      lan: "zh-CN",
      title: "失败的翻译",
    });
  });

  it("queues a failed translation again from the retry button and completes it", async () => {
    f.llm.fallback(reply.json({ wrong: "shape" }));
    const { id } = await zhPrompt({ title: "重试翻译" });
    await drain();
    f.t.clock.advance(MINUTE + 1_000);
    await drain();
    f.t.clock.advance(4 * MINUTE + 1_000);
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^invalid_reply: the content does not have the expected shape \(title: /),
    });

    translatingModel(f.llm);
    const retried = await f.as<TranslationStatusItem[]>({
      method: "POST",
      url: "/admin/api/retryTranslation",
      payload: { promptId: id },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data[0]).toMatchObject({
      promptId: id,
      lan: "en",
      attempts: 0,
      error: "",
    });
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "done",
      attempts: 1,
    });
    expect(await versionOf(f.t, id, "en")).toMatchObject({
      machine: true,
      title: "EN 重试翻译",
    });
  });

  it("fails at once when the endpoint refuses the key, since retrying cannot help", async () => {
    f.llm.fallback(reply.status(401));
    const { id } = await zhPrompt({ title: "密钥错误" });
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "unavailable: HTTP 401",
    });
    expect(f.llm.requests).toHaveLength(1);
  });

  it("records a slow model as a timeout and tries again later", async () => {
    f.llm.queue(reply.slow(3_000, versionReply("late", "late")));
    const { id } = await zhPrompt({ title: "超时" });
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      error: "timeout: no reply within 1000 ms",
    });
    f.t.clock.advance(MINUTE + 1_000);
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "done",
      attempts: 2,
    });
  });

  it("waits as long as a 429 asks when that is longer than its own back-off", async () => {
    f.llm.queue(reply.status(429, { "retry-after": "600" }));
    const { id } = await zhPrompt({ title: "限流" });
    await drain();
    const [job] = await status(id);
    expect(job).toMatchObject({
      status: "pending",
      error: "unavailable: HTTP 429",
    });
    expect(Date.parse(job!.runAfter) - f.t.clock.now().getTime()).toBeGreaterThan(590_000);
    f.t.clock.advance(5 * MINUTE);
    await drain();
    expect((await status(id))[0]).toMatchObject({
      status: "pending",
      attempts: 1,
    });
    f.t.clock.advance(6 * MINUTE);
    await drain();
    expect((await status(id))[0]).toMatchObject({ status: "done" });
  });

  it.each([
    ["ids that are not numbers", "promptIds=1,abc"],
    ["more than 100 ids", `promptIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`],
  ])("refuses a status query with %s", async (_, query) => {
    const { status: code, body } = await f.as({
      method: "GET",
      url: `/admin/api/translationStatus?${query}`,
      lan: "en",
    });
    expect(code).toBe(400);
    expect(body.msg).toMatch(/id list is not valid/);
  });

  it("refuses a retry that names no target, or a prompt that does not exist", async () => {
    const none = await f.as({
      method: "POST",
      url: "/admin/api/retryTranslation",
      payload: {},
      lan: "en",
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe("Give either promptId or categoryId");
    const missing = await f.as({
      method: "POST",
      url: "/admin/api/retryTranslation",
      payload: { promptId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it("keeps the translation calls to administrators", async () => {
    expect(
      (
        await f.t.call({
          method: "GET",
          url: "/admin/api/translationStatus?promptIds=1",
        })
      ).status,
    ).toBe(401);
    const { body } = await f.t.call({
      method: "POST",
      url: "/api/user/register",
      payload: {
        loginName: "plainuser",
        email: "plain@example.com",
        pwd: "secret-123",
      },
    });
    expect(body.code).toBe(0);
    const login = await f.t.call<string>({
      method: "POST",
      url: "/api/user/login",
      payload: { loginName: "plainuser", pwd: "secret-123" },
    });
    const user = callerWith(f.t, login.body.data);
    expect(
      (
        await user({
          method: "POST",
          url: "/admin/api/retryTranslation",
          payload: { promptId: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe.each(engines())("without a model on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    as = callerWith(t, await signInAdmin(t));
  });
  afterAll(() => t.close());

  it("queues nothing, serves the source language to English readers and the other script by OpenCC", async () => {
    const category = await addCategory(as, "软件");
    const { id, code } = await addPrompt(as, {
      title: "软件测试",
      categoryIds: [category.cid],
      prompt: "为这个软件写测试用例。",
      lan: "zh-CN",
    });
    expect(await jobsOf(t, "prompt", id)).toEqual([]);
    expect(await jobsOf(t, "category", category.cid)).toEqual([]);
    const en = await t.call<PromptDetail>({
      method: "GET",
      url: `/api/prompt/${code}`,
      lan: "en",
    });
    expect(en.body.data).toMatchObject({ lan: "zh-CN", title: "软件测试" });
    const tw = await t.call<PromptDetail>({
      method: "GET",
      url: `/api/prompt/${code}`,
      lan: "zh-TW",
    });
    expect(tw.body.data).toMatchObject({ lan: "zh-TW", title: "軟體測試" });
    const retry = await as({
      method: "POST",
      url: "/admin/api/retryTranslation",
      payload: { promptId: id },
      lan: "en",
    });
    expect(retry.status).toBe(409);
    expect(retry.body.msg).toMatch(/not configured/);
    const rows = await t.database.db
      .select()
      .from(promptTranslations)
      .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, "en")));
    expect(rows).toEqual([]);
  });
});
