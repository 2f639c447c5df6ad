// Issue #24 bug 7: the 404 page is titled in the reader's language and offers a way on (the
// search box and popular prompts), rendered by the server with status 404.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../contract/catalog.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cases = [
  { lang: "zh-CN", title: "页面不存在 - 提示词广场", popular: "热门提示词", search: "搜索" },
  { lang: "zh-TW", title: "頁面不存在 - 提示詞廣場", popular: "熱門提示詞", search: "搜尋" },
  { lang: "en", title: "Page not found - Prompt Plaza", popular: "Popular prompts", search: "Search" },
] as const;

async function hottest(lang: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/listPrompt?page=1&size=5&sortByHot=1`, { headers: { "X-LAN": lang } });
  return ((await response.json()) as { data: PromptPage }).data.list.map((p) => p.title);
}

describe("the 404 page", () => {
  it.each(cases)("answers 404 with a title, the search box and popular prompts in the server's HTML ($lang)", async ({ lang, title, popular, search }) => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false, locale: lang });
    await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe(title);
    expect(await page.getByRole("search").getByRole("button", { name: search, exact: true }).count()).toBe(1);
    const list = page.getByRole("region", { name: popular });
    expect(await list.getByRole("link").allInnerTexts()).toEqual((await hottest(lang)).map((t) => expect.stringContaining(t)));
    await context.close();
  });

  it("leads on to search results and to a popular prompt, with no error on the way", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    const watch = watchProblems(page);
    watch.expectStatus(`${baseUrl}/no/such/page`, 404);
    await page.goto(`${baseUrl}/no/such/page`);
    await whenHydrated(page);
    await page.getByRole("searchbox").fill("翻译");
    await page.getByRole("search").getByRole("button", { name: "搜索", exact: true }).click();
    await page.waitForURL(`${baseUrl}/?q=${encodeURIComponent("翻译")}`);
    await page.getByRole("heading", { name: "“翻译”的搜索结果" }).waitFor();

    await page.goBack();
    const first = page.getByRole("region", { name: "热门提示词" }).getByRole("link").first();
    const name = (await hottest("zh-CN"))[0]!;
    await first.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(watch.problems).toEqual([]);
    await context.close();
  });

  it("titles an unknown prompt's page and offers the search box there too", async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false, locale: "en" });
    await context.addCookies([{ name: "lang", value: "en", url: baseUrl }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/en/detail/no-such-prompt`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("Page not found - Prompt Plaza");
    expect(await page.getByRole("search").count()).toBe(1);
    await context.close();
  });
});
