import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import type { ManagedPromptPage } from "../../../contract/prompts.ts";
import type { AgentAddPromptReply } from "../../../contract/translation.ts";
import { engines } from "../../test/databases.test-support.ts";
import { reply, startFakeLlm, type FakeLlm } from "../../test/fake-llm.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";
import { addCategory, versionOf } from "./translation.test-support.ts";

const RAW_ZH = "你是一位资深的软件工程师。请审查下面的代码，指出潜在的缺陷、性能问题和可读性问题，并给出修改后的代码。\n代码：[粘贴代码]";

const modelEntry = (extraCategoryCodes: string[]) => ({
  title: "代码审查助手",
  description: "帮你找出代码中的缺陷、性能和可读性问题，并给出改进后的代码。",
  example: { input: "function add(a, b) { return a - b }", output: "缺陷：函数名是 add 却做了减法。修改：return a + b" },
  tips: "一次只贴一个函数或文件，效果更好。",
  extraCategoryCodes,
  versions: {
    en: {
      title: "Code review assistant",
      prompt:
        "You are a senior software engineer. Review the code below, point out potential bugs, performance and readability issues, and give the revised code.\nCode: [paste code]",
      description: "Finds bugs, performance and readability issues in your code.",
      tips: "Paste one function or file at a time.",
      example: { input: "function add(a, b) { return a - b }", output: "Bug: add subtracts. Fix: return a + b" },
    },
  },
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe.each(engines())("agent entry with a model on %s", (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let as: ReturnType<typeof callerWith>;
  let programming: number;
  let writing: number;
  const agent = (fields: Record<string, string>, lan = "zh-CN") =>
    as<AgentAddPromptReply>({ method: "POST", url: "/admin/api/agentAddPrompt", payload: form(fields), lan });

  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await buildTestApp(engine, { LLM_BASE_URL: llm.url, LLM_TIMEOUT_MS: "1000" });
    as = callerWith(t, await signInAdmin(t));
    llm.fallback((request) => reply.json(/category/.test(request.system) ? { name: "Category", intro: "" } : {}));
    programming = (await addCategory(as, "编程")).cid;
    writing = (await addCategory(as, "写作")).cid;
    await t.app.appContext.translations.drain();
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  beforeEach(async () => {
    await t.app.appContext.translations.drain();
    llm.reset();
  });

  it("turns raw text into a draft through the model: title, description, example, tips, further categories and an English version", async () => {
    const codes = (await as<Array<{ cid: number; code: string }>>({ method: "GET", url: "/admin/api/listCategories" })).body.data;
    const writingCode = codes.find((c) => c.cid === writing)!.code;
    llm.queue(reply.json(modelEntry([writingCode, "no-such-category"])));
    const { status, body } = await agent({ categoryId: String(programming), prompt: `  ${RAW_ZH}  ` });
    expect(status).toBe(200);
    const result = body.data;
    expect(result).toMatchObject({
      path: "llm",
      notice: "已由模型生成草稿，请审核后发布",
      suggestedCategoryIds: [writing],
      description: expect.stringContaining("缺陷"),
    });
    expect(result.offlineReason).toBeUndefined();
    expect(result.draft).toEqual({
      id: result.promptId,
      title: "代码审查助手",
      prompt: RAW_ZH,
      tips: "一次只贴一个函数或文件，效果更好。",
      demo: [{ input: "function add(a, b) { return a - b }", out: "缺陷：函数名是 add 却做了减法。修改：return a + b", inputImgs: [], outImgs: [] }],
      categoryIds: [programming, writing],
      lan: "zh-CN",
      vipLevel: 0,
      source: "",
      ignoreTrans: false,
      status: "draft",
    });
    expect(new Set(result.languages)).toEqual(new Set(["zh-CN", "zh-TW", "en"]));

    const [request] = llm.requests;
    expect(request?.user).toBe(RAW_ZH);
    expect(request?.system).toContain(writingCode);
    expect(request?.system).toMatch(/"versions": \{"en"/);
    expect(await versionOf(t, result.promptId, "zh-CN")).toMatchObject({ machine: false, prompt: RAW_ZH });
    expect(await versionOf(t, result.promptId, "zh-TW")).toMatchObject({ machine: true, title: "程式碼審查助手" });
    expect(await versionOf(t, result.promptId, "en")).toMatchObject({ machine: true, title: "Code review assistant" });
  });

  it("keeps the draft from the public until it is published, then it reads in all three languages", async () => {
    llm.queue(reply.json(modelEntry([])));
    const { body } = await agent({ categoryId: String(programming), prompt: RAW_ZH });
    const { promptId, code, draft } = body.data;

    expect((await t.call({ method: "GET", url: `/api/prompt/${code}` })).status).toBe(404);
    const publicList = await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?sortByTime=1" });
    expect(publicList.body.data.list.map((p) => p.code)).not.toContain(code);
    const console = await as<ManagedPromptPage>({ method: "GET", url: "/admin/api/listPrompt?limit=100" });
    expect(console.body.data.list.find((p) => p.id === promptId)).toMatchObject({ status: "draft", title: "代码审查助手" });

    // Should publishing queue a translation after all, it gets the same English as the agent's.
    const english = modelEntry([]).versions.en;
    llm.fallback(
      reply.json({ title: english.title, prompt: english.prompt, tips: english.tips, demo: [{ input: english.example.input, out: english.example.output }] }),
    );
    const published = await as({ method: "POST", url: "/admin/api/updatePrompt", payload: { ...draft, status: "published" } });
    expect(published.status).toBe(200);
    await t.app.appContext.translations.drain();
    const read = async (lan: string) => (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, lan })).body.data;
    expect(await read("zh-CN")).toMatchObject({ lan: "zh-CN", title: "代码审查助手", prompt: RAW_ZH });
    expect(await read("zh-TW")).toMatchObject({ lan: "zh-TW", title: "程式碼審查助手", prompt: expect.stringContaining("資深的軟體工程師") });
    expect(await read("en")).toMatchObject({ lan: "en", title: "Code review assistant", prompt: expect.stringContaining("senior software engineer") });
  });

  it("asks for Simplified Chinese for English text and converts it to Taiwan Traditional", async () => {
    const zh = { title: "软件发布说明", prompt: "请为这个软件写发布说明。", description: "写发布说明", tips: "", example: { input: "", output: "" } };
    llm.queue(
      reply.json({
        title: "Release notes writer",
        description: "Writes release notes.",
        example: { input: "v2.0", output: "New: ..." },
        tips: "List changes first.",
        extraCategoryCodes: [],
        versions: { "zh-CN": zh },
      }),
    );
    const { body } = await agent({ categoryId: String(writing), prompt: "Write release notes for this software." });
    expect(body.data).toMatchObject({ path: "llm", draft: { lan: "en", title: "Release notes writer" } });
    expect(llm.requests[0]?.system).toMatch(/"versions": \{"zh-CN"/);
    expect(await versionOf(t, body.data.promptId, "zh-CN")).toMatchObject({ machine: true, title: "软件发布说明" });
    expect(await versionOf(t, body.data.promptId, "zh-TW")).toMatchObject({ machine: true, title: "軟體發布說明" });
  });

  it.each([
    [
      "content that is not JSON",
      reply.content("Here is your entry: Code review assistant"),
      "invalid_reply",
      "模型返回的内容不符合要求，已生成离线草稿，请审核后发布",
    ],
    [
      "JSON without the English version",
      reply.json({ ...modelEntry([]), versions: {} }),
      "invalid_reply",
      "模型返回的内容不符合要求，已生成离线草稿，请审核后发布",
    ],
    ["a reply slower than the time limit", reply.slow(3_000, reply.json(modelEntry([]))), "timeout", "模型响应超时，已生成离线草稿，请审核后发布"],
    ["a server that keeps failing", reply.status(503), "unavailable", "模型暂时不可用，已生成离线草稿，请审核后发布"],
  ])("falls back to the offline draft on %s and says why", async (_, fake, reason, notice) => {
    llm.fallback(fake);
    const { status, body } = await agent({ categoryId: String(programming), prompt: RAW_ZH });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ path: "offline", offlineReason: reason, notice, languages: ["zh-CN", "zh-TW"] });
    expect(body.data.draft).toMatchObject({ title: "你是一位资深的软件工程师", status: "draft", categoryIds: [programming], demo: [] });
    expect(await versionOf(t, body.data.promptId, "en")).toBeUndefined();
  });

  it("accepts the same fields as JSON", async () => {
    llm.queue(reply.json(modelEntry([])));
    const { status, body } = await as<AgentAddPromptReply>({
      method: "POST",
      url: "/admin/api/agentAddPrompt",
      payload: { categoryId: programming, prompt: RAW_ZH },
    });
    expect(status).toBe(200);
    expect(body.data.path).toBe("llm");
  });

  it.each([
    ["no category", { prompt: RAW_ZH }, 400, "请选择分类"],
    ["an empty category", { categoryId: "", prompt: RAW_ZH }, 400, "请选择分类"],
    ["no prompt", { categoryId: "1" }, 400, "提示词内容不能为空"],
    ["a prompt of spaces only", { categoryId: "1", prompt: " \n\t " }, 400, "提示词内容不能为空"],
    ["a prompt over 10,000 characters", { categoryId: "1", prompt: "字".repeat(10_001) }, 400, "提示词内容最多 10,000 个字符"],
    ["a category that does not exist", { categoryId: "999999", prompt: RAW_ZH }, 422, "分类不存在：999999"],
  ])("refuses %s with the rule's message and creates nothing", async (_, fields, code, msg) => {
    const before = (await as<ManagedPromptPage>({ method: "GET", url: "/admin/api/listPrompt?limit=100" })).body.data.total;
    const { status, body } = await agent(fields);
    expect(status).toBe(code);
    expect(body.msg).toBe(msg);
    expect((await as<ManagedPromptPage>({ method: "GET", url: "/admin/api/listPrompt?limit=100" })).body.data.total).toBe(before);
    expect(llm.requests).toHaveLength(0);
  });

  it("refuses a file instead of text fields", async () => {
    const data = form({ categoryId: String(programming) });
    data.append("prompt", new Blob(["text in a file"], { type: "text/plain" }), "prompt.txt");
    const { status } = await as({ method: "POST", url: "/admin/api/agentAddPrompt", payload: data });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("is for administrators only", async () => {
    expect((await t.call({ method: "POST", url: "/admin/api/agentAddPrompt", payload: form({ categoryId: "1", prompt: "x" }) })).status).toBe(401);
  });
});

describe.each(engines())("agent entry without a model on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  let categoryId: number;
  const agent = (prompt: string, lan = "zh-CN") =>
    as<AgentAddPromptReply>({ method: "POST", url: "/admin/api/agentAddPrompt", payload: form({ categoryId: String(categoryId), prompt }), lan });

  beforeAll(async () => {
    t = await buildTestApp(engine);
    as = callerWith(t, await signInAdmin(t));
    categoryId = (await addCategory(as, "写作")).cid;
  });
  afterAll(() => t.close());

  it("drafts Simplified Chinese text offline: first sentence as title, opening as description, OpenCC for Traditional", async () => {
    const raw = "## 你是一位经验丰富的中文编辑。请润色下面这段文字，目标读者是[目标读者]，整体风格保持[风格]。\n要求：修正错别字和病句。";
    const { status, body } = await agent(raw, "en");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      path: "offline",
      offlineReason: "not_configured",
      notice: "No model is configured: this is an offline draft (title and description taken from the text); review it before publishing",
      languages: ["zh-CN", "zh-TW"],
      suggestedCategoryIds: [],
    });
    expect(body.data.draft).toMatchObject({
      title: "你是一位经验丰富的中文编辑",
      prompt: raw,
      lan: "zh-CN",
      demo: [],
      tips: expect.stringContaining("方括号"),
    });
    expect(body.data.description.startsWith("## 你是一位经验丰富的中文编辑。请润色")).toBe(true);
    expect(await versionOf(t, body.data.promptId, "zh-TW")).toMatchObject({ machine: true, title: "你是一位經驗豐富的中文編輯" });
  });

  it("recognises Taiwan Traditional text and converts it to Simplified", async () => {
    const { body } = await agent("請幫我檢查這段程式碼的效能問題，並說明如何改善記憶體使用。");
    expect(body.data.draft).toMatchObject({
      lan: "zh-TW",
      title: "請幫我檢查這段程式碼的效能問題，並說明如何改善記憶體使用",
      tips: expect.stringContaining("資訊"),
    });
    expect(await versionOf(t, body.data.promptId, "zh-CN")).toMatchObject({ machine: true, title: "请帮我检查这段代码的性能问题，并说明如何改善内存使用" });
  });

  it("recognises English text and keeps it as the only version", async () => {
    const { body } = await agent("Act as a travel planner. Build a three-day itinerary for [city] within [budget].");
    expect(body.data.draft).toMatchObject({ lan: "en", title: "Act as a travel planner", tips: expect.stringContaining("square brackets") });
    expect(body.data.languages).toEqual(["en"]);
  });

  it("can publish the offline draft, which then reads in Chinese in both scripts and falls back to the source in English", async () => {
    const { body } = await agent("为一家咖啡店写三条小红书文案，突出新品拿铁。");
    const published = await as({ method: "POST", url: "/admin/api/updatePrompt", payload: { ...body.data.draft, status: "published" } });
    expect(published.status).toBe(200);
    const read = async (lan: string) => (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${body.data.code}`, lan })).body.data;
    expect(await read("zh-TW")).toMatchObject({ lan: "zh-TW", title: "為一家咖啡店寫三條小紅書文案，突出新品拿鐵" });
    expect(await read("en")).toMatchObject({ lan: "zh-CN", title: "为一家咖啡店写三条小红书文案，突出新品拿铁" });
  });
});
