import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogIndexFile } from "../contract/blog.ts";
import { desktop, launchBrowser, phone, whenHydrated } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh browser in a language (cookie, as the language switcher leaves it), collecting page errors. */
async function open(lang: string, options = desktop): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...options, locale: lang });
  await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

const cardTitles = (page: Page) => page.locator("main li article h2").allInnerTexts();

describe("the blog", () => {
  it("goes from the list to an article, follows a language switch, and comes back to the list", async () => {
    const { context, page, errors } = await open("zh-CN");
    await page.goto(`${baseUrl}/blog`);
    await whenHydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("博客");
    expect(await cardTitles(page)).toEqual([
      "如何写出结构清晰的提示词",
      "中文还是英文？跨语言写提示词的实用建议",
      "反复打磨：用迭代和示例改进提示词",
      "职场三件套：摘要、邮件与会议纪要的提示词写法",
      "粘贴之前先想一想：使用 AI 工具时的安全与隐私",
    ]);
    const first = page.locator("main li article").first();
    const firstText = await first.innerText();
    for (const part of ["2025年9月12日", "中文", "教程", "四段式框架"]) expect(firstText).toContain(part);
    expect(await page.title()).toBe("博客 - 提示词广场");

    await page.getByRole("link", { name: "如何写出结构清晰的提示词" }).click();
    await page.waitForURL(`${baseUrl}/blog/prompt-structure`);
    await page.getByRole("heading", { level: 1, name: "如何写出结构清晰的提示词" }).waitFor();
    const article = page.locator("main article");
    expect(await article.innerText()).toContain("为什么需要结构");
    expect(await article.getByRole("list", { name: "标签" }).innerText()).toContain("#提示词");
    expect(await article.getByRole("list", { name: "分类" }).innerText()).toContain("教程");
    expect(await article.innerText()).not.toContain("title:");
    expect(await page.title()).toBe("如何写出结构清晰的提示词 - 提示词广场");

    await page
      .locator("header")
      .first()
      .getByLabel(/语言|Language/)
      .filter({ visible: true })
      .selectOption("en");
    await page.getByRole("heading", { level: 1, name: "How to Write a Well-Structured Prompt" }).waitFor();
    expect(await article.innerText()).toContain("Why structure helps");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(page.url()).toBe(`${baseUrl}/en/blog/prompt-structure`);

    await page.getByRole("link", { name: "Back to the blog" }).first().click();
    await page.waitForURL(`${baseUrl}/en/blog`);
    await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
    await page.getByRole("link", { name: "How to Write a Well-Structured Prompt" }).waitFor();
    expect(await cardTitles(page)).toEqual([
      "How to Write a Well-Structured Prompt",
      "Chinese or English? Writing Prompts Across Languages and Scripts",
      "Improving Prompts Through Iteration and Examples",
      "Think Before You Paste: Safety and Privacy When Using AI Tools",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("server-renders the article text into the HTML", async () => {
    const response = await fetch(`${baseUrl}/blog/prompt-structure`, { headers: { cookie: "lang=zh-CN" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h2>四段式框架</h2>");
    expect(html).toContain("<title>如何写出结构清晰的提示词 - 提示词广场</title>");
  });

  it("shows zh-TW readers the Taiwan editions of the Chinese posts", async () => {
    const { context, page, errors } = await open("zh-TW");
    await page.goto(`${baseUrl}/zh-TW/blog`);
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(5);
    expect(titles[0]).toBe("如何寫出結構清晰的提示詞");
    expect(await page.locator("main li article").first().innerText()).toContain("中文");
    await page.goto(`${baseUrl}/zh-TW/blog/prompt-iteration`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("反覆打磨：用迭代和範例改進提示詞");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("falls back to the Chinese version of an article that has no English one", async () => {
    const { context, page } = await open("en");
    await page.goto(`${baseUrl}/en/blog/work-prompts`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("职场三件套：摘要、邮件与会议纪要的提示词写法");
    expect(await page.getByRole("note").innerText()).toContain("not available in English");
    expect(await page.locator("main article").getAttribute("lang")).toBe("zh-CN");
    await context.close();
  });

  it("says 'not found' for an unknown article, with a 404 status and a way back", async () => {
    const { context, page } = await open("en");
    const response = await page.goto(`${baseUrl}/en/blog/no-such-post`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Blog post not found");
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await page.waitForURL(`${baseUrl}/en/blog`);
    await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
    await context.close();
  });

  it("shows a loading state while an article is on its way, and 'Failed to load blog post' when it cannot come", async () => {
    const { context, page } = await open("en");
    await page.goto(`${baseUrl}/en/blog`);
    await whenHydrated(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\/prompt-iteration\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Improving Prompts Through Iteration and Examples" }).click();
    await page.locator('main li article[aria-busy="true"]').waitFor();
    expect(await page.getByRole("status").first().innerText()).toContain("Opening the article");
    release();
    await page.getByRole("heading", { level: 1, name: "Improving Prompts Through Iteration and Examples" }).waitFor();

    await page.goto(`${baseUrl}/en/blog`);
    await whenHydrated(page);
    // The article's own request fails (the page's other data still comes); its route id is the English page's.
    const articleData = /\/en\/blog\/data-privacy\.data\?_routes=en%2Fblog%2F%3Aid/;
    await page.route(articleData, (route) => route.abort("connectionrefused"));
    await page.getByRole("link", { name: "Think Before You Paste: Safety and Privacy When Using AI Tools" }).click();
    await page.getByRole("heading", { level: 1, name: "Failed to load blog post" }).waitFor();
    await page.unroute(articleData);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: "Think Before You Paste: Safety and Privacy When Using AI Tools" }).waitFor();
    await context.close();
  });

  it("fits a 375px phone without sideways scrolling", async () => {
    const { context, page } = await open("zh-CN", phone);
    for (const path of ["/blog", "/blog/prompt-structure"]) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await context.close();
  });

  it("serves the index and the Markdown files for a plain GET", async () => {
    const index = (await (await fetch(`${baseUrl}/blog/index.json`)).json()) as BlogIndexFile;
    expect(index.total).toBe(index.entries.length);
    const chinese = index.entries.find((entry) => entry.language === "zh");
    const file = await fetch(`${baseUrl}${chinese?.filePath}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await file.text()).toMatch(/^---\ntitle: /);
  });
});
