import { randomBytes } from "node:crypto";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signedInContext } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Codes of the prompts a part of the page links to (/detail/{code}), sorted. */
async function detailCodes(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href^="/detail/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((h) => decodeURIComponent(h.replace("/detail/", ""))))].sort();
}

describe("the admin console", () => {
  it("sends a visitor to the login page", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superAdmin`);
    await page.waitForURL(/\/login\?redirect=%2FsuperAdmin$/);
    await context.close();
  });

  it("creates a category and a recommended group, fills the group from group mode, and the home page's group button shows exactly its prompts", async () => {
    const suffix = randomBytes(3).toString("hex");
    const categoryName = `端到端分类${suffix}`;
    const groupName = `端到端精选${suffix}`;
    const { context } = await signedInContext(browser, baseUrl, ADMIN, desktop);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`${baseUrl}/superAdmin`);
    await page.getByRole("tab", { name: "分类管理", selected: true }).waitFor();
    await page.getByRole("button", { name: "新增分类" }).click();
    await page.getByLabel(/名称 · 简体中文/).fill(categoryName);
    await page.getByLabel("图标").fill("🧭");
    await page.getByLabel("标签").fill("测试");
    await page.getByLabel("标签").press("Enter");
    await page.getByRole("button", { name: "创建" }).click();
    await page.getByRole("row", { name: new RegExp(categoryName) }).waitFor();

    await page.getByRole("tab", { name: "分组管理" }).click();
    await page.getByRole("button", { name: "新增分组" }).click();
    await page.getByLabel(/^名称/).fill(groupName);
    await page.getByRole("switch").click();
    await page.getByRole("button", { name: "创建" }).click();
    const groupRow = page.getByRole("row", { name: new RegExp(groupName) });
    await groupRow.getByText("是", { exact: true }).waitFor();

    await groupRow.getByRole("button", { name: /查看分组/ }).click();
    await page.getByRole("region", { name: "分组模式" }).getByText(groupName).waitFor();
    // The new group's own list is empty and points to the search over all prompts below it.
    const members = page.getByRole("region", { name: `分组“${groupName}”中的提示词` });
    const search = page.getByRole("region", { name: `把提示词加入分组“${groupName}”` });
    await members.getByText("分组里还没有提示词：在下方搜索全部提示词并加入。").waitFor();
    await search.getByRole("button", { name: /^把显示的 \d+ 个加入分组/ }).waitFor();

    // Narrow the search to one category, then add everything it shows.
    await search.getByLabel("按分类筛选").selectOption("translation");
    const addShown = search.getByRole("button", { name: /^把显示的 \d+ 个加入分组$/ });
    // The list reloads for the category; the button stays disabled until it has.
    await search.locator("button:enabled", { hasText: /^把显示的 \d+ 个加入分组$/ }).waitFor();
    const shown = await detailCodes(search.locator("tbody"));
    expect(shown.length).toBeGreaterThan(1);
    expect(await addShown.textContent()).toBe(`把显示的 ${shown.length} 个加入分组`);
    await addShown.click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText(new RegExp(`${shown.length} 个提示词`)).waitFor();
    await confirm.getByRole("button", { name: "全部加入" }).click();
    await search.getByRole("button", { name: "把显示的 0 个加入分组" }).waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('section tbody button[aria-label$="移出分组"]').length >= count, shown.length);
    expect(await detailCodes(members.locator("tbody"))).toEqual(shown);

    // Remove the first one again, from the group's own list.
    const removedRow = members.locator("tbody tr").first();
    const [removed] = await detailCodes(removedRow);
    await removedRow.getByRole("button", { name: /移出分组/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "移出分组" }).click();
    await members.locator(`a[href="/detail/${encodeURIComponent(removed!)}"]`).waitFor({ state: "detached" });
    const expected = shown.filter((code) => code !== removed);

    await page.goto(`${baseUrl}/`);
    // The recommended group is one of the home page's row of group buttons.
    await page.getByRole("navigation", { name: "分组筛选" }).getByRole("link", { name: groupName }).click();
    await page.waitForURL(/[?&]mark=\d+/);
    await page.waitForFunction((count) => document.querySelectorAll('main article h3 a[href^="/detail/"]').length === count, expected.length);
    expect(await detailCodes(page.locator("main article h3"))).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });
});
