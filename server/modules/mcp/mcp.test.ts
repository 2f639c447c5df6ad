/**
 * The MCP server through the SDK's own client over HTTP, against the app listening on loopback:
 * tools, Chinese-aware search, a prompt with its variables filled, prompts/list and prompts/get,
 * refusals in the client's language, and the per-address limit.
 */
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../../../contract/catalog.ts";
import { fillTemplate } from "../../../contract/variables.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { expectedCodes, oracleDocuments } from "../search/oracle.test-support.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { POPULAR_PROMPTS } from "./catalog-reader.ts";
import { MCP_RATE_KEY } from "./routes.ts";

const demo = readDemoCatalogue();
const documents = oracleDocuments(demo.prompts);
const publicPrompts = demo.prompts.filter((p) => p.vipLevel === 0);
const membersOnly = demo.prompts.find((p) => p.vipLevel > 0)!;
const withVariables = demo.prompts.find((p) => p.code === "career-resume-polish")!;

async function listen(t: TestApp): Promise<URL> {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
}

async function connect(url: URL, lan?: string): Promise<Client> {
  const client = new Client({ name: "prompt-plaza-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: lan ? { "x-lan": lan } : {} } }));
  return client;
}

const texts = (result: unknown) => (result as CallToolResult).content.map((c) => (c.type === "text" ? c.text : ""));
const parsed = <T>(result: unknown): T => JSON.parse(texts(result)[0]!) as T;

describe.each(engines())("the MCP server on %s", (engine) => {
  let t: TestApp;
  let url: URL;
  let byHot: string[];
  const clients: Client[] = [];
  const client = async (lan?: string) => {
    const opened = await connect(url, lan);
    clients.push(opened);
    return opened;
  };
  const searchCodes = async (query: string) => {
    const result = await (await client()).callTool({ name: "search_prompts", arguments: { query, limit: 50 } });
    return parsed<{ total: number; prompts: Array<{ code: string }> }>(result).prompts.map((p) => p.code);
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    url = await listen(t);
    byHot = (await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?sortByHot=1&size=100" })).body.data.list.map((p) => p.code);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(() => t.close());

  it("names its three read-only tools", async () => {
    const { tools } = await (await client()).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["get_prompt", "list_categories", "search_prompts"]);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
  });

  it("searches as the site does: a two-character Chinese term, either script finding both", async () => {
    for (const query of ["写作", "翻譯"]) {
      const expected = expectedCodes(documents, query, 0, byHot).slice(0, 50);
      expect(expected.length).toBeGreaterThan(1);
      expect(await searchCodes(query)).toEqual(expected);
    }
    expect(await searchCodes("寫作")).toEqual(await searchCodes("写作"));
    expect(await searchCodes("翻译")).toEqual(await searchCodes("翻譯"));
  });

  it("searches within a category and in a language, and never shows members-only prompts", async () => {
    const result = await (await client()).callTool({ name: "search_prompts", arguments: { category: "writing", language: "en", limit: 50 } });
    const { prompts } = parsed<{ prompts: Array<{ code: string; categories: string[]; url: string; lan: string }> }>(result);
    const expected = publicPrompts.filter((p) => p.categories.includes("writing")).map((p) => p.code);
    expect(prompts.map((p) => p.code).sort()).toEqual(expected.sort());
    expect(prompts.every((p) => p.lan === "en" && p.url === `${t.config.publicUrl}/en/detail/${p.code}`)).toBe(true);
    const everything = parsed<{ prompts: Array<{ code: string }> }>(await (await client()).callTool({ name: "search_prompts", arguments: { limit: 50 } }));
    expect(everything.prompts.map((p) => p.code)).not.toContain(membersOnly.code);
  });

  it("gets a prompt with its variables filled, a variable left out staying as written", async () => {
    const values = { 目标职位: "产品经理" };
    const result = await (await client()).callTool({ name: "get_prompt", arguments: { code: withVariables.code, language: "zh-CN", variables: values } });
    expect(result.isError).toBeFalsy();
    const [text, about] = texts(result);
    const stored = withVariables.i18n["zh-CN"]!.prompt;
    expect(text).toBe(fillTemplate(stored, values));
    expect(text).toContain("产品经理");
    expect(text).not.toContain("[目标职位]");
    expect(JSON.parse(about!)).toMatchObject({ code: withVariables.code, lan: "zh-CN", unfilled: ["粘贴经历"] });
  });

  it("says in the client's language that a code is unknown, members-only prompts included", async () => {
    const cases = [
      ["zh-CN", "没有代码为 nope 的公开提示词"],
      ["zh-TW", "沒有代碼為 nope 的公開提示詞"],
      ["en", "There is no public prompt with the code nope"],
    ] as const;
    for (const [lan, message] of cases) {
      const result = await (await client(lan)).callTool({ name: "get_prompt", arguments: { code: "nope" } });
      expect(result.isError).toBe(true);
      expect(texts(result)).toEqual([message]);
    }
    const hidden = await (await client("en")).callTool({ name: "get_prompt", arguments: { code: membersOnly.code } });
    expect(texts(hidden)).toEqual([`There is no public prompt with the code ${membersOnly.code}`]);
    const category = await (await client("en")).callTool({ name: "search_prompts", arguments: { category: "nope" } });
    expect(category.isError).toBe(true);
    expect(texts(category)[0]).toMatch(/^There is no category with the code nope; the categories are: .*writing/);
  });

  it("lists the categories with their public counts", async () => {
    const categories = parsed<Array<{ code: string; name: string; prompts: number }>>(
      await (await client("en")).callTool({ name: "list_categories", arguments: {} }),
    );
    const writing = categories.find((c) => c.code === "writing");
    expect(writing?.prompts).toBe(publicPrompts.filter((p) => p.categories.includes("writing")).length);
  });

  it("offers the most popular public prompts as MCP prompts, their variables as arguments, and fills them", async () => {
    const mcp = await client();
    const { prompts } = await mcp.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(byHot.slice(0, POPULAR_PROMPTS));
    const listed = prompts.find((p) => p.name === withVariables.code)!;
    expect(listed.arguments?.map((a) => a.name)).toEqual(["目标职位", "粘贴经历"]);
    const got = await mcp.getPrompt({ name: withVariables.code, arguments: { 目标职位: "产品经理", 粘贴经历: "负责 App 改版" } });
    expect(got.messages).toEqual([
      { role: "user", content: { type: "text", text: fillTemplate(withVariables.i18n["zh-CN"]!.prompt, { 目标职位: "产品经理", 粘贴经历: "负责 App 改版" }) } },
    ]);
    await expect((await client("en")).getPrompt({ name: "nope" })).rejects.toThrow("There is no public prompt with the code nope");
  });

  it("keeps no sessions, and reading leaves the page cache alone", async () => {
    let emptied = 0;
    t.app.appContext.responseCache.onInvalidate(() => emptied++);
    await (await client()).callTool({ name: "search_prompts", arguments: { query: "写作" } });
    expect(emptied).toBe(0);
    const get = await fetch(url, { headers: { accept: "text/event-stream", "x-lan": "en" } });
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ error: { message: "This server keeps no sessions: send each message with POST" } });
  });
});

const limiters: Array<[string, Record<string, string>]> = [
  ["in process", {}],
  ...(process.env.TEST_REDIS_URL ? [["in Redis", { REDIS_URL: process.env.TEST_REDIS_URL }] as [string, Record<string, string>]] : []),
];

describe.each(limiters)("the MCP server's limit per address, counted %s", (kind, env) => {
  let t: TestApp;
  let url: URL;

  beforeAll(async () => {
    t = await buildTestApp("pglite", { SEED: "demo", MCP_REQUESTS_PER_MINUTE: "4", ...env });
    // A Redis window outlives the app: start this run's count at zero.
    await t.app.appContext.limiter.reset(MCP_RATE_KEY("127.0.0.1"));
    url = await listen(t);
  }, 120_000);
  afterAll(() => t.close());

  it("refuses requests past the limit with 429, Retry-After and a message in the client's language", async () => {
    // Connecting takes two requests (initialize, then the initialized notification).
    const mcp = await connect(url, "zh-TW");
    await mcp.listTools();
    await mcp.listPrompts();
    const refused: unknown = await mcp.listTools().catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 429 });
    expect(String(refused)).toMatch(/請求過於頻繁，請 \d+ 秒後再試/);
    const raw = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "{}",
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
    if (kind === "in process") {
      t.clock.advance(61_000);
      expect((await mcp.listTools()).tools).toHaveLength(3);
    }
    await mcp.close();
  });
});
