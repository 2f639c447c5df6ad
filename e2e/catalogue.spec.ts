// Issue #3's journey through the public catalogue in a real browser, and the three pages as a
// reader without JavaScript (or a crawler) gets them.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../contract/catalog.ts";
import { newUserContext } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { readData } from "./support/api.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The codes of the cards on the home page, in order. */
const cardCodes = (page: Page) =>
  page
    .locator("main article h3 a")
    .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).pathname.replace("/detail/", ""))));

describe("the catalogue journey", () => {
  it("browses, filters by category, loads more, opens a prompt, copies, favourites and comes back to the same place", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/`);
    await whenHydrated(page);
    const firstPage = await cardCodes(page);
    expect(firstPage).toHaveLength(12);

    const nav = page.getByRole("navigation", { name: "分类" });
    await nav.getByRole("link", { name: /写作助手/ }).click();
    await page.waitForURL(`${baseUrl}/?category=writing`);
    await page.getByRole("heading", { name: "写作助手", level: 2 }).waitFor();
    const writing = await readData<PromptPage>(baseUrl, "/api/listPrompt?categoryCode=writing&size=100");
    await page.waitForFunction((n) => document.querySelectorAll("main article").length === n, writing.list.length);
    expect((await cardCodes(page)).sort()).toEqual(writing.list.map((p) => p.code).sort());
    expect(await page.locator('main article:has(a[href="/?category=writing"])').count()).toBe(writing.list.length);

    // The category in the address is read back on load.
    await page.reload();
    await whenHydrated(page);
    expect(await nav.getByRole("link", { name: /写作助手/ }).getAttribute("aria-current")).toBe("page");

    await nav.getByRole("link", { name: /全部/ }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("heading", { name: "全部提示词", level: 2 }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("main article").length === 12);
    await page.getByRole("button", { name: "加载更多" }).click();
    await page.waitForFunction(() => document.querySelectorAll("main article").length > 12);
    const twoPages = await cardCodes(page);
    expect(twoPages).toHaveLength(24);
    expect(new Set(twoPages).size).toBe(24);
    expect(twoPages.slice(0, 12)).toEqual(firstPage);

    // Open a card of the second page, from part-way down the list.
    const code = twoPages[16]!;
    const card = page.locator("main article").nth(16);
    await card.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await card.locator("h3 a").click();
    await page.waitForURL(`${baseUrl}/detail/${code}`);
    const detail = await readData<PromptDetail>(baseUrl, `/api/prompt/${code}`);
    await page.getByRole("heading", { name: detail.title, level: 1 }).waitFor();

    await page.getByRole("button", { name: "复制提示词" }).click();
    await page.getByText("已复制到剪贴板").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.prompt);

    await page.getByRole("button", { name: `收藏：${detail.title}` }).click();
    const favourited = page.getByRole("button", { name: `已收藏：${detail.title}` });
    await favourited.waitFor();
    expect(await favourited.getAttribute("aria-pressed")).toBe("true");

    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator(`main article h3 a[href="/detail/${code}"]`).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrollY);
    expect(await page.locator(`main article:has(h3 a[href="/detail/${code}"]) button[aria-pressed="true"]`).count()).toBe(1);

    // A visitor's favourite lives in the browser and survives a reload.
    await page.goto(`${baseUrl}/detail/${code}`);
    await whenHydrated(page);
    await page.getByRole("button", { name: `已收藏：${detail.title}` }).waitFor();
    await page.goto(`${baseUrl}/?mark=-1`);
    await whenHydrated(page);
    await page.waitForFunction(() => document.querySelectorAll("main article").length > 0);
    expect(await cardCodes(page)).toEqual([code]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("searches across scripts, marking what matched as the cards write it, and says when nothing matches", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await whenHydrated(page);
    const box = page.getByRole("searchbox", { name: "搜索提示词" });

    // A Traditional query on the Simplified site: the cards mark the Simplified word.
    await box.fill("翻譯");
    await box.press("Enter");
    await page.waitForURL(`${baseUrl}/?q=${encodeURIComponent("翻譯")}`);
    const found = await readData<PromptPage>(baseUrl, `/api/listPrompt?title=${encodeURIComponent("翻譯")}&sortByHot=1&size=12`);
    expect(found.total).toBeGreaterThan(0);
    await page
      .getByRole("status")
      .filter({ hasText: `共 ${found.total} 个提示词` })
      .waitFor();
    expect(await cardCodes(page)).toEqual(found.list.map((p) => p.code));
    const marks = await page.locator("main article mark").allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(["翻译"]));

    // Full-width letters find the plain ones, and the card marks them as it writes them.
    await box.fill("ＳＥＯ");
    await box.press("Enter");
    await page.waitForURL(/q=/);
    await page.waitForFunction(() => [...document.querySelectorAll("main article mark")].some((m) => m.textContent === "SEO"));

    await box.fill("量子纠缠");
    await box.press("Enter");
    await page.getByText("没有找到相关提示词").waitFor();
    expect(await page.locator("main article").count()).toBe(0);
    await context.close();
  });

  it("shows a signed-in reader's rating among the comments with its stars", async () => {
    const code = "writing-short-story";
    const { context, loginName } = await newUserContext(browser, baseUrl, desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/detail/${code}`);
    await whenHydrated(page);
    const text = `三颗星：情节不错，结尾有点仓促 ${loginName}`;
    // A reader clicks the third star (the radio itself is visually hidden inside its label).
    await page.locator("label", { has: page.getByRole("radio", { name: "3 星" }) }).click();
    expect(await page.getByRole("radio", { name: "3 星" }).isChecked()).toBe(true);
    await page.getByLabel("评论内容").fill(text);
    await page.getByRole("button", { name: "发表评论" }).click();
    await page.getByText("评论发表成功").first().waitFor();

    for (const reload of [false, true]) {
      if (reload) await page.reload();
      const comment = page.getByRole("listitem").filter({ hasText: text });
      await comment.waitFor();
      expect(await comment.innerText()).toContain(loginName);
      expect(await comment.getByRole("img", { name: "3 星（满分 5 星）" }).count()).toBe(1);
    }

    // One rating per reader: the form now holds their review, prefilled, and an edit replaces it.
    await page.getByRole("heading", { name: "你已评分，可修改" }).waitFor();
    expect(await page.getByRole("radio", { name: "3 星" }).isChecked()).toBe(true);
    expect(await page.getByLabel("评论内容").inputValue()).toBe(text);
    const edited = `改成四颗星：结尾改过之后好多了 ${loginName}`;
    await page.locator("label", { has: page.getByRole("radio", { name: "4 星" }) }).click();
    await page.getByLabel("评论内容").fill(edited);
    await page.getByRole("button", { name: "更新评论" }).click();
    await page.getByText("评论已更新").first().waitFor();
    await page.reload();
    const mine = page.getByRole("listitem").filter({ hasText: loginName });
    await mine.filter({ hasText: edited }).waitFor();
    expect(await mine.count()).toBe(1);
    expect(await mine.getByRole("img", { name: "4 星（满分 5 星）" }).count()).toBe(1);
    expect(await page.getByRole("radio", { name: "4 星" }).isChecked()).toBe(true);
    await context.close();
  });
});

describe("the pages without JavaScript", () => {
  async function open(path: string, lang: "zh-CN" | "en") {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false, locale: lang });
    await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${localisedPath(path, lang)}`);
    expect(response?.status()).toBe(200);
    const head = {
      lang: await page.getAttribute("html", "lang"),
      title: await page.title(),
      description: await page.getAttribute('meta[name="description"]', "content"),
    };
    return { page, head, close: () => context.close() };
  }

  it.each(["zh-CN", "en"] as const)("a detail holds the title, the prompt and its examples, titled in %s", async (lan) => {
    const detail = await readData<PromptDetail>(baseUrl, "/api/prompt/writing-polish-article", lan);
    const { page, head, close } = await open("/detail/writing-polish-article", lan);
    expect(head).toEqual({
      lang: lan,
      title: lan === "en" ? `${detail.title} - Prompt Plaza` : `${detail.title} - 提示词广场`,
      description: expect.stringContaining(detail.description.slice(0, 20)),
    });
    expect(await page.locator("h1").innerText()).toBe(detail.title);
    expect(await page.locator("pre").innerText()).toBe(detail.prompt);
    const table = await page.locator("table").innerText();
    for (const example of detail.demo) expect(table).toContain(example.input.split("\n")[0]);
    await close();
  });

  it.each([
    ["zh-CN", "提示词广场 - 发现好用的 AI 提示词", "提示词广场收录"],
    ["en", "Prompt Plaza - Discover AI prompts that work", "Prompt Plaza collects"],
  ] as const)("the home page holds the first page of cards, titled in %s", async (lan, title, description) => {
    const first = await readData<PromptPage>(baseUrl, "/api/listPrompt?page=1&size=12", lan);
    const { page, head, close } = await open("/", lan);
    expect(head.lang).toBe(lan);
    expect(head.title).toBe(title);
    expect(head.description).toContain(description);
    expect(await page.locator("main article h3").allInnerTexts()).toEqual(first.list.map((p) => p.title));
    await close();
  });

  it.each([
    ["zh-CN", "提示词分类 - 提示词广场", "按场景浏览", "写作助手"],
    ["en", "Prompt categories - Prompt Plaza", "Browse", "Writing"],
  ] as const)("the category page holds the category grid, titled in %s", async (lan, title, description, writing) => {
    const { page, head, close } = await open("/category", lan);
    expect(head.lang).toBe(lan);
    expect(head.title).toBe(title);
    expect(head.description).toContain(description);
    expect(
      await page
        .locator(`main a[href="${localisedPath("/?category=writing", lan)}"]`)
        .first()
        .innerText(),
    ).toContain(writing);
    await close();
  });
});
