/**
 * The API reference in the reader's language: /api/docs takes ?lang=, else the site's lang cookie,
 * else Accept-Language, and names it in <html lang>; the page asks for the document in that language
 * (its title and introduction), while /api/openapi.json without ?lang= stays English for tools.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { DOCS_PATH, OPENAPI_PATH } from "./routes.ts";

const TITLES = { "zh-CN": "提示词广场 API", "zh-TW": "提示詞廣場 API", en: "Prompt Plaza API" } as const;

describe.each(engines())("the API reference's language on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  const pageLang = async (url: string, headers: Record<string, string> = {}) => {
    const reply = await t.app.inject({ method: "GET", url, headers });
    expect(reply.statusCode).toBe(200);
    return { lang: /<html lang="([^"]+)">/.exec(reply.body)?.[1], title: /<title>([^<]*)<\/title>/.exec(reply.body)?.[1], vary: reply.headers.vary };
  };

  it("follows ?lang=, else the lang cookie, else Accept-Language, else zh-CN", async () => {
    expect(await pageLang(`${DOCS_PATH}?lang=zh-TW`, { cookie: "lang=en" })).toMatchObject({ lang: "zh-TW", title: TITLES["zh-TW"] });
    expect(await pageLang(DOCS_PATH, { cookie: "theme=dark; lang=en", "accept-language": "zh-TW" })).toMatchObject({ lang: "en", title: TITLES.en });
    expect(await pageLang(DOCS_PATH, { "accept-language": "en-US,en;q=0.9" })).toMatchObject({ lang: "en", vary: "cookie, accept-language" });
    expect(await pageLang(DOCS_PATH)).toMatchObject({ lang: "zh-CN", title: TITLES["zh-CN"] });
  });

  it("serves the document's title and introduction in the language asked for, English without one", async () => {
    const info = async (query: string) =>
      (await t.app.inject({ method: "GET", url: `${OPENAPI_PATH}${query}` })).json<{ info: { title: string; description: string } }>().info;
    expect(await info("?lang=zh-TW")).toMatchObject({ title: TITLES["zh-TW"], description: expect.stringContaining("請求標頭") });
    expect(await info("?lang=zh-CN")).toMatchObject({ title: TITLES["zh-CN"], description: expect.stringContaining("请求头") });
    expect((await info("")).description).toMatch(/^Every reply is an envelope/);
  });

  it("refuses an unknown language with the localised 400 and no document", async () => {
    for (const url of [`${OPENAPI_PATH}?lang=fr`, `${DOCS_PATH}?lang=fr`]) {
      const { status, body } = await t.call({ method: "GET", url, lan: "zh-TW" });
      expect(status, url).toBe(400);
      expect(body, url).toEqual({ code: 40001, msg: "參數 lang 無效：取值不在允許範圍內", data: null });
    }
  });
});
