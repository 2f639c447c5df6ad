// Issue #20, one address per language: what a crawler gets over plain HTTP (no cookie, no
// JavaScript), what a shared cache may keep apart, and the language switcher moving between
// addresses with the same content selection.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail } from "../contract/catalog.ts";
import { LANGUAGES, type Language } from "../contract/constants.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { desktop, launchBrowser, phone, whenHydrated } from "./support/browser.test-support.ts";
import { anyCategoryId, call, readData, signInAdmin } from "./support/api.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const html = await response.text();
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  return {
    status: response.status,
    vary: response.headers.get("vary") ?? "",
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    feeds: all(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]+)"/g),
    /** Every JSON-LD block, parsed (a block that is not JSON fails here). */
    structuredData: all(/<script type="application\/ld\+json">(.*?)<\/script>/gs).map((json) => JSON.parse(json) as { "@type": string; "@context": string }),
    alternates: Object.fromEntries(
      all(/<link rel="alternate" hrefLang="([^"]+)" href="[^"]+"/g).map((lang, i) => [lang, all(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)[i]]),
    ),
  };
}

describe("one address per language, as a crawler sees it", () => {
  it.each([
    ["/", ["WebSite"]],
    ["/?category=writing", ["BreadcrumbList"]],
    ["/category", ["BreadcrumbList"]],
    ["/blog", ["BreadcrumbList"]],
    ["/blog/prompt-structure", ["BlogPosting", "BreadcrumbList"]],
    ["/about", []],
    ["/open-data", []],
    ["/detail/writing-polish-article", ["CreativeWork", "BreadcrumbList"]],
  ] as const)("%s has its own address, title, canonical, alternates and structured data in each language", async (path, types) => {
    const titles = new Set<string>();
    for (const lang of LANGUAGES) {
      const address = localisedPath(path, lang);
      // A crawler sends no cookie and no Accept-Language; a reader's stored choice changes nothing either.
      for (const headers of [{}, { cookie: "lang=en", "accept-language": "en-US" }] as Array<Record<string, string>>) {
        const page = await fetchPage(address, headers);
        expect(page.status, address).toBe(200);
        expect(page.lang, address).toBe(lang);
        expect(page.canonical, address).toBe(`${baseUrl}${address}`);
        expect(page.alternates, address).toEqual({
          "zh-CN": `${baseUrl}${localisedPath(path, "zh-CN")}`,
          "zh-TW": `${baseUrl}${localisedPath(path, "zh-TW")}`,
          en: `${baseUrl}${localisedPath(path, "en")}`,
          "x-default": `${baseUrl}${localisedPath(path, "zh-CN")}`,
        });
        expect(page.description, address).toBeTruthy();
        expect(page.vary, address).not.toMatch(/cookie|accept-language/i);
        expect(
          page.structuredData.map((d) => d["@type"]),
          address,
        ).toEqual(types);
        expect(page.feeds, address).toContain(`${baseUrl}/feeds/${lang}/prompts.xml`);
        for (const feed of page.feeds) expect((await fetch(feed)).status, feed).toBe(200);
        for (const data of page.structuredData) expect(data["@context"]).toBe("https://schema.org");
        titles.add(page.title!);
      }
    }
    expect(titles.size, "a title per language").toBe(3);
  });

  it("points a prompt's page in a language it lacks at the version that exists", async () => {
    // Written in Chinese through the API, with no translator configured: no English version.
    const token = await signInAdmin(baseUrl);
    const added = await call<{ code: string }>(baseUrl, "POST", "/admin/api/addPrompt", {
      token,
      body: { title: "只有中文的提示词", prompt: "请把我给你的会议记录整理成待办清单。", tips: "", demo: [], categoryIds: [await anyCategoryId(baseUrl)] },
    });
    const code = added.body!.data.code;
    expect((await readData<PromptDetail>(baseUrl, `/api/prompt/${code}`, "en")).versions.map((v) => v.lan)).toEqual(["zh-CN", "zh-TW"]);
    const page = await fetchPage(`/en/detail/${code}`);
    expect(page.lang).toBe("en");
    expect(page.canonical).toBe(`${baseUrl}/detail/${code}`);
    expect(Object.keys(page.alternates).sort()).toEqual(["x-default", "zh-CN", "zh-TW"]);
    expect((await fetchPage(`/zh-TW/detail/${code}`)).canonical).toBe(`${baseUrl}/zh-TW/detail/${code}`);
  });

  it("answers unknown language prefixes and pages under a prefix with the 404 page", async () => {
    for (const path of ["/fr/", "/EN/detail/writing-polish-article", "/en/nothing-here", "/zh-TW/detail/no-such-prompt-code"]) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(404);
      expect(page.title, path).toBeTruthy();
      expect(page, path).toMatchObject({ robots: "noindex", canonical: undefined });
    }
  });

  it("keeps sign-in, profile and the consoles out of search engines, in the stored language", async () => {
    const page = await fetchPage("/login", { cookie: "lang=en" });
    expect(page.lang).toBe("en");
    expect(page.vary).toMatch(/cookie/i);
    expect(page).toMatchObject({ robots: "noindex", canonical: undefined });
    for (const path of ["/admin", "/en/profile", "/superAdmin", "/emailLogin"]) expect((await fetchPage(path)).robots, path).toBe("noindex");
    expect((await fetchPage("/en/")).robots).toBeUndefined();
  });
});

describe("a cache in front keeps the languages apart", () => {
  it("never serves one language's cached page or reply for another", async () => {
    // Each request twice, so the second comes from the response cache.
    for (let round = 0; round < 2; round++) {
      for (const lang of LANGUAGES) {
        expect((await fetchPage("/login", { cookie: `lang=${lang}` })).lang).toBe(lang);
        expect((await fetchPage(localisedPath("/category", lang), { cookie: "lang=zh-CN" })).lang).toBe(lang);
      }
    }
    const titles = new Map<Language, string>();
    for (let round = 0; round < 2; round++) {
      for (const lang of LANGUAGES) {
        const response = await fetch(`${baseUrl}/api/prompt/writing-polish-article`, { headers: { "X-LAN": lang } });
        expect(response.headers.get("vary")).toMatch(/x-lan/i);
        const { title } = ((await response.json()) as { data: PromptDetail }).data;
        if (round === 0) titles.set(lang, title);
        else expect(title, lang).toBe(titles.get(lang));
      }
    }
    expect(new Set(titles.values()).size).toBe(3);
  });
});

describe("the language switcher", () => {
  it("moves a filtered home page to the other language's address with the same cards", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    const watch = watchProblems(page);
    await page.goto(`${baseUrl}/?category=writing&sort=time`);
    await whenHydrated(page);
    const cards = () => page.locator("main article h3 a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname.split("/detail/")[1]));
    const before = await cards();
    expect(before.length).toBeGreaterThan(0);
    await page.locator("header").getByLabel("语言").filter({ visible: true }).selectOption("en");
    await page.waitForURL(`${baseUrl}/en/?category=writing&sort=time`);
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await page.getByRole("link", { name: "Home" }).first().waitFor();
    expect(await cards()).toEqual(before);
    // Links stay in English.
    expect(await page.locator("main article h3 a").first().getAttribute("href")).toMatch(/^\/en\/detail\//);
    expect(await context.cookies(baseUrl)).toEqual(expect.arrayContaining([expect.objectContaining({ name: "lang", value: "en" })]));
    expect(watch.problems).toEqual([]);
    await context.close();
  });

  it("moves a detail page to the other language's address and stays there on the next link", async () => {
    const context = await browser.newContext({ ...phone, locale: "zh-CN" });
    const page = await context.newPage();
    const watch = watchProblems(page);
    const traditional = await readData<PromptDetail>(baseUrl, "/api/prompt/business-email-writer", "zh-TW");
    await page.goto(`${baseUrl}/detail/business-email-writer`);
    await whenHydrated(page);
    await page.getByRole("button", { name: "打开菜单" }).click();
    await page.locator("#mobile-menu").getByLabel("语言").selectOption("zh-TW");
    await page.waitForURL(`${baseUrl}/zh-TW/detail/business-email-writer`);
    await page.getByRole("heading", { level: 1, name: traditional.title }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("zh-TW");
    await page.locator("main").getByRole("link", { name: /首頁/ }).first().click();
    await page.waitForURL(`${baseUrl}/zh-TW/`);
    expect(watch.problems).toEqual([]);
    await context.close();
  });

  it("offers, never forces, a reader whose browser speaks English the English address", async () => {
    const context = await browser.newContext({ ...desktop, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await whenHydrated(page);
    expect(page.url()).toBe(`${baseUrl}/`);
    const offer = page.getByRole("complementary", { name: "This page is available in English." });
    await offer.getByRole("button", { name: "Switch to English" }).click();
    await page.waitForURL(`${baseUrl}/en/`);
    await page.goto(`${baseUrl}/`);
    await whenHydrated(page);
    expect(await page.getByRole("complementary", { name: "This page is available in English." }).count()).toBe(0);
    await context.close();
  });
});
