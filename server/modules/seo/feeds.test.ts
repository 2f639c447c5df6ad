import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, userPayload, type Caller } from "../prompts/prompt-callers.test-support.ts";

/** A feed's channel title and its items' titles and links; malformed XML fails here. */
function readFeed(text: string) {
  const document = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  if (document.getElementsByTagName("parsererror").length > 0) throw new Error("not well-formed XML");
  const channel = document.getElementsByTagName("channel")[0]!;
  const items = [...document.getElementsByTagName("item")].map((item) => ({
    title: item.getElementsByTagName("title")[0]!.textContent,
    link: item.getElementsByTagName("link")[0]!.textContent,
  }));
  return { title: channel.getElementsByTagName("title")[0]!.textContent, language: channel.getElementsByTagName("language")[0]?.textContent, items };
}

describe.each(engines())("RSS feeds on %s", (engine) => {
  let t: TestApp;
  let admin: Caller;
  let writing: number;
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", PUBLIC_URL: "https://plaza.example" });
    admin = await adminCaller(t);
    writing = (await categoryIds(t)).writing!;
  });
  afterAll(() => t.close());

  it("lists the newest public prompts in the feed's language, escaped, with their addresses", async () => {
    const published = await admin.add(userPayload(writing, { title: "周报 <写作> & “润色”" }));
    const hidden = await admin.add(userPayload(writing, { title: "只给会员看的提示词", vipLevel: 2 }));
    const response = await get("/feeds/zh-CN/prompts.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = readFeed(response.body);
    expect(feed).toMatchObject({ title: "提示词广场 - 最新提示词", language: "zh-CN" });
    expect(feed.items[0]).toEqual({ title: "周报 <写作> & “润色”", link: `https://plaza.example/detail/${published.body.data.code}` });
    expect(feed.items.some((i) => i.link!.endsWith(hidden.body.data.code))).toBe(false);
    expect(feed.items.length).toBe(30);

    const english = readFeed((await get("/feeds/en/prompts.xml")).body);
    expect(english.title).toBe("Prompt Plaza - Newest prompts");
    expect(english.items.every((i) => i.link!.startsWith("https://plaza.example/en/detail/"))).toBe(true);
  });

  it("has a feed per category and one for the blog, and 404 for a category that does not exist", async () => {
    const category = readFeed((await get("/feeds/zh-TW/category/writing.xml")).body);
    expect(category.title).toMatch(/^提示詞廣場 - /);
    expect(category.items.length).toBeGreaterThan(0);
    expect(category.items.every((i) => i.link!.startsWith("https://plaza.example/zh-TW/detail/"))).toBe(true);
    const blog = readFeed((await get("/feeds/en/blog.xml")).body);
    expect(blog.items.map((i) => i.link)).toContain("https://plaza.example/en/blog/prompt-structure");
    expect((await get("/feeds/en/category/no-such-category.xml")).statusCode).toBe(404);
  });
});
