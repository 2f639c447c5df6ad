// Issue 19: the list and detail replies carry a prompt's fill-in variables, and the detail every
// language version a reader can switch to, with who made it (a person or a machine).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import { promptVariables } from "../../../contract/variables.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { signInAdmin } from "../console/admin-caller.test-support.ts";
import { categoryIds, signedInCaller, userPayload } from "../prompts/prompt-callers.test-support.ts";

const demo = readDemoCatalogue();
const review = demo.prompts.find((p) => p.code === "programming-code-review")!;
const membersOnly = demo.prompts.find((p) => p.vipLevel === 1)!;
const adminsOnly = demo.prompts.find((p) => p.vipLevel === 3)!;

/** A demo prompt's stored versions as the detail should offer them (the seed stores people's text). */
const demoVersions = (prompt: typeof review) =>
  (["zh-CN", "zh-TW", "en"] as const).map((lan) => {
    const { title, description, prompt: text, tips, demo: examples } = prompt.i18n[lan]!;
    return { lan, title, description, prompt: text, tips, demo: examples, variables: promptVariables(text), machine: false };
  });

describe.each(engines())("variables and language versions on %s", (engine) => {
  let t: TestApp;
  const detail = (code: string, lan?: string, token?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, lan, token });
  const list = (query: string, lan?: string) => t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?${query}`, lan });

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t.close());

  it("lists each prompt with the variables of the version it shows", async () => {
    const zh = (await list("categoryCode=programming&size=100")).body.data.list.find((p) => p.code === review.code)!;
    expect(zh.variables).toEqual([
      { name: "语言/框架", default: "" },
      { name: "粘贴代码", default: "" },
    ]);
    const en = (await list("categoryCode=programming&size=100", "en")).body.data.list.find((p) => p.code === review.code)!;
    expect(en.variables).toEqual([
      { name: "language/framework", default: "" },
      { name: "paste code", default: "" },
    ]);
    expect(en).not.toHaveProperty("versions");
  });

  it("gives the detail the variables of its version, defaults included", async () => {
    expect((await detail(review.code, "zh-TW")).body.data.variables).toEqual([
      { name: "語言／框架", default: "" },
      { name: "貼上程式碼", default: "" },
    ]);
    const owner = await signedInCaller(t);
    const writing = (await categoryIds(t)).writing!;
    const added = await owner.add(userPayload(writing, { prompt: "用${语言：中文}写一篇关于[主题]的短文，再用${语言}总结[主题]。" }));
    const { body } = await detail(added.body.data.code);
    expect(body.data.variables).toEqual([
      { name: "语言", default: "中文" },
      { name: "主题", default: "" },
    ]);
    const listed = (await list(`categoryCode=writing&sortByTime=1&size=1`)).body.data.list[0]!;
    expect([listed.code, listed.variables]).toEqual([added.body.data.code, body.data.variables]);
  });

  it("offers every stored version in the order zh-CN, zh-TW, en, whatever the reader's language", async () => {
    for (const lan of ["zh-CN", "zh-TW", "en"]) {
      const { body } = await detail(review.code, lan);
      expect(body.data.versions).toEqual(demoVersions(review));
    }
  });

  it("marks the Traditional version OpenCC made from a person's Simplified text as machine-made, and offers no English before it is translated", async () => {
    const owner = await signedInCaller(t);
    const writing = (await categoryIds(t)).writing!;
    const added = await owner.add(userPayload(writing, { title: "软件说明", prompt: "请为[软件名称]写一段说明。" }));
    const { body } = await detail(added.body.data.code, "en");
    expect(body.data.versions.map((v) => [v.lan, v.machine])).toEqual([
      ["zh-CN", false],
      ["zh-TW", true],
    ]);
    expect(body.data.versions[0]).toMatchObject({ title: "软件说明", prompt: "请为[软件名称]写一段说明。" });
    expect(body.data.versions[1]).toMatchObject({ title: "軟體說明", prompt: "請為[軟體名稱]寫一段說明。", variables: [{ name: "軟體名稱", default: "" }] });
    expect(body.data.versions[1]!.description).toBe(body.data.versions[1]!.prompt);
  });

  it("shows the versions of a prompt above a visitor's level only to callers allowed to see it", async () => {
    const visitor = await detail(membersOnly.code);
    expect([visitor.status, visitor.body.data]).toEqual([404, null]);
    const { token } = await buildSignedInUser(t);
    const member = await detail(membersOnly.code, "zh-CN", token);
    expect(member.body.data.versions).toEqual(demoVersions(membersOnly));

    expect((await detail(adminsOnly.code, "zh-CN", token)).status).toBe(404);
    const admin = await detail(adminsOnly.code, "zh-CN", await signInAdmin(t));
    expect(admin.body.data.versions).toEqual(demoVersions(adminsOnly));
  });
});
