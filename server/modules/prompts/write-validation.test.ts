import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import { prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, signedInCaller, userPayload, type Caller } from "./prompt-callers.test-support.ts";

describe.each(engines())("validation of prompt writes on %s", (engine) => {
  let t: TestApp;
  let user: Caller;
  let admin: Caller;
  let writing: number;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    [user, admin] = await Promise.all([signedInCaller(t), adminCaller(t)]);
    writing = (await categoryIds(t)).writing!;
  });
  afterAll(() => t.close());

  const promptCount = async () => (await t.database.db.select({ n: count() }).from(prompts))[0]!.n;
  const refused = async (caller: Caller, payload: unknown, lan = "zh-CN") => {
    const before = await promptCount();
    const reply = await caller.add(payload, lan);
    expect(await promptCount()).toBe(before);
    return { status: reply.status, msg: reply.body.msg, code: reply.body.code };
  };

  it.each([
    ["a missing title", { title: undefined }, "请输入标题"],
    ["an empty title", { title: "" }, "请输入标题"],
    ["a whitespace-only title", { title: " \n\t　" }, "请输入标题"],
    ["no categories", { categoryIds: [] }, "请至少选择一个分类"],
    ["a missing category list", { categoryIds: undefined }, "请至少选择一个分类"],
    ["missing content", { prompt: undefined }, "请输入提示词内容"],
    ["whitespace-only content", { prompt: "   " }, "请输入提示词内容"],
    ["a title over 120 characters", { title: "题".repeat(PROMPT_LIMITS.title + 1) }, "标题最多 120 个字符"],
    ["content over 10000 characters", { prompt: "文".repeat(PROMPT_LIMITS.prompt + 1) }, "提示词内容最多 10,000 个字符"],
    ["usage instructions over 2000 characters", { tips: "说".repeat(PROMPT_LIMITS.tips + 1) }, "使用说明最多 2,000 个字符"],
    ["an example over 5000 characters", { demo: [{ input: "例".repeat(PROMPT_LIMITS.demoText + 1), out: "" }] }, "示例输入和输出各最多 5,000 个字符"],
    ["a category id that is not a number", { categoryIds: ["abc"] }, "分类编号无效"],
  ])("refuses %s with a 400 and its message", async (_name, change, message) => {
    const reply = await refused(user, { ...userPayload(writing), ...change });
    expect(reply).toEqual({ status: 400, code: 40001, msg: message });
  });

  it("speaks the caller's language", async () => {
    expect((await refused(user, { ...userPayload(writing), title: "  " }, "en")).msg).toBe("Please enter a title");
    expect((await refused(user, { ...userPayload(writing), categoryIds: [] }, "zh-TW")).msg).toBe("請至少選擇一個分類");
    expect((await refused(user, { ...userPayload(writing), prompt: "" }, "en")).msg).toBe("Please enter the prompt content");
  });

  it("accepts the limits themselves and stores text trimmed", async () => {
    const { status, body } = await user.add({
      ...userPayload(writing),
      title: `  ${"题".repeat(PROMPT_LIMITS.title)}  `,
      tips: "说".repeat(PROMPT_LIMITS.tips),
    });
    expect(status).toBe(200);
    const mine = await user.mine();
    expect(mine.body.data.list.find((p) => p.id === body.data.id)?.title).toBe("题".repeat(PROMPT_LIMITS.title));
  });

  it("refuses a category that does not exist with a 422 naming it", async () => {
    const reply = await refused(user, { ...userPayload(writing), categoryIds: [writing, 987654] }, "en");
    expect(reply).toEqual({ status: 422, code: 42200, msg: "No such category: 987654" });
  });

  it("refuses bodies that are not objects and updates without an id, never with a 500", async () => {
    for (const payload of [[1, 2], "text", null]) {
      const reply = await t.call({
        method: "POST",
        url: "/admin/api/addPrompt",
        payload: JSON.stringify(payload),
        headers: { "content-type": "application/json" },
        token: user.token,
      });
      expect(reply.status).toBe(400);
    }
    expect((await user.update(userPayload(writing))).body.msg).toBe("提示词编号无效");
    expect((await user.update({ ...userPayload(writing), id: "x" })).status).toBe(400);
    expect((await user.remove("abc")).status).toBe(400);
    expect((await user.remove("")).status).toBe(400);
  });

  it.each([
    ["an unknown language", { lan: "fr" }, "语言只能是 zh-CN、zh-TW 或 en"],
    ["an access level above 3", { vipLevel: 4 }, "访问级别必须是 0 到 3"],
    [
      "a script address as an image",
      { demo: [{ input: "a", out: "b", inputImgs: ["javascript:alert(1)"] }] },
      "图片地址无效（http(s) 图片地址或 /uploads/ 路径，不能是本站接口地址，最多 500 个字符）",
    ],
    ["eleven images", { demo: [{ input: "a", out: "b", outImgs: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.png`) }] }, "每个示例最多 10 张图片"],
    ["a status other than published, draft or private", { status: "hidden" }, "状态只能是 published、draft 或 private"],
  ])("refuses an administrator's %s", async (_name, change, message) => {
    const reply = await refused(admin, { ...userPayload(writing), ...change });
    expect(reply).toEqual({ status: 400, code: 40001, msg: message });
  });

  it("accepts every spelling of the languages the console sends", async () => {
    for (const [sent, stored] of [
      ["zh-cn", "zh-CN"],
      ["zh-CN", "zh-CN"],
      ["zh-tw", "zh-TW"],
      ["zh-TW", "zh-TW"],
      ["en", "en"],
    ] as const) {
      const { body } = await admin.add({ ...userPayload(writing), lan: sent });
      const [row] = await t.database.db.select({ lan: prompts.lan }).from(prompts).where(eq(prompts.id, body.data.id));
      expect(row?.lan).toBe(stored);
    }
  });

  it("drops examples with nothing in them", async () => {
    const { body } = await user.add({
      ...userPayload(writing),
      demo: [
        { input: " ", out: "" },
        { input: "有内容", out: "" },
      ],
    });
    const mine = await user.mine();
    expect(mine.body.data.list.find((p) => p.id === body.data.id)?.demo).toEqual([{ input: "有内容", out: "" }]);
  });
});
