import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LANGUAGES } from "../../../contract/constants.ts";
import { prompts, promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, userPayload, type Caller } from "../prompts/prompt-callers.test-support.ts";

/** Parses XML strictly; a malformed document fails the test here. */
function parseXml(text: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

describe.each(engines())("robots.txt and the sitemaps on %s", (engine) => {
  let t: TestApp;
  let admin: Caller;
  const origin = "https://plaza.example";
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const path = (address: string) => address.slice(origin.length);

  /** Every prompt sitemap named by the index, read whole: locs per language with their alternates. */
  async function promptEntries() {
    const index = parseXml((await get("/sitemap.xml")).body);
    const files = [...index.getElementsByTagName("loc")].map((loc) => path(loc.textContent!)).filter((p) => p.includes("/prompts-"));
    const entries: Array<{ loc: string; alternates: Record<string, string> }> = [];
    for (const file of files) {
      const response = await get(file);
      expect(response.statusCode, file).toBe(200);
      for (const url of parseXml(response.body).getElementsByTagName("url")) {
        const links = [...url.getElementsByTagName("xhtml:link")].map((link) => [link.getAttribute("hreflang")!, path(link.getAttribute("href")!)]);
        entries.push({ loc: path(url.getElementsByTagName("loc")[0]!.textContent!), alternates: Object.fromEntries(links) });
      }
    }
    return { files, entries };
  }

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", PUBLIC_URL: origin });
    admin = await adminCaller(t);
  });
  afterAll(() => t.close());

  it("robots.txt allows the public pages, keeps accounts, consoles and the API out, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    for (const disallowed of ["/admin", "/superAdmin", "/api/", "/auth/", "/upload/", "/en/admin", "/zh-TW/superAdmin"])
      expect(lines).toContain(`Disallow: ${disallowed}`);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("lists every public prompt once per language it is written in, with its alternates", async () => {
    const visible = await t.database.db.select({ id: prompts.id, code: prompts.code }).from(prompts).where(eq(prompts.vipLevel, 0));
    const withEnglish = new Set(
      (await t.database.db.select({ promptId: promptTranslations.promptId }).from(promptTranslations).where(eq(promptTranslations.lan, "en"))).map(
        (r) => r.promptId,
      ),
    );
    const { files, entries } = await promptEntries();
    expect(files).toEqual(LANGUAGES.map((lang) => `/sitemaps/${lang}/prompts-1.xml`));
    const locs = new Set(entries.map((e) => e.loc));
    expect(locs.size).toBe(entries.length);
    for (const prompt of visible) {
      const detail = `/detail/${encodeURIComponent(prompt.code)}`;
      expect(locs.has(detail), detail).toBe(true);
      expect(locs.has(`/zh-TW${detail}`), detail).toBe(true);
      expect(locs.has(`/en${detail}`), detail).toBe(withEnglish.has(prompt.id));
      const entry = entries.find((e) => e.loc === detail)!;
      expect(entry.alternates).toEqual({
        "zh-CN": detail,
        "zh-TW": `/zh-TW${detail}`,
        ...(withEnglish.has(prompt.id) ? { en: `/en${detail}` } : {}),
        "x-default": detail,
      });
    }
    expect(entries.length).toBe(visible.length * 2 + visible.filter((p) => withEnglish.has(p.id)).length);
  });

  it("never lists a prompt a visitor may not open, and lists a new one at once", async () => {
    const writing = (await categoryIds(t)).writing!;
    const members = await admin.add(userPayload(writing, { title: "会员专享的提示词", vipLevel: 2 }));
    const published = await admin.add(userPayload(writing, { title: "刚发布的提示词" }));
    expect([members.status, published.status]).toEqual([200, 200]);
    const { entries } = await promptEntries();
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`/detail/${published.body.data.code}`);
    expect(locs.some((loc) => loc.endsWith(`/detail/${members.body.data.code}`))).toBe(false);
  });

  it("lists the pages, categories and blog articles in each language they exist in", async () => {
    const response = await get("/sitemaps/pages.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...parseXml(response.body).getElementsByTagName("loc")].map((loc) => path(loc.textContent!));
    for (const page of [
      "/",
      "/en/",
      "/zh-TW/",
      "/category",
      "/en/about",
      "/zh-TW/blog",
      "/?category=writing",
      "/en/?category=writing",
      "/blog/prompt-structure",
      "/en/blog/prompt-structure",
    ])
      expect(locs, page).toContain(page);
    // An article written only in Chinese has no English page.
    expect(locs).toContain("/zh-TW/blog/work-prompts");
    expect(locs).not.toContain("/en/blog/work-prompts");
  });

  it("answers 404 for a chunk past the end, never an empty sitemap", async () => {
    expect((await get("/sitemaps/en/prompts-99.xml")).statusCode).toBe(404);
    expect((await get("/sitemaps/fr/prompts-1.xml")).statusCode).toBe(400);
  });
});
