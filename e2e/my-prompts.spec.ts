import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUserContext, registerUser, signedInContext } from "./support/accounts.test-support.ts";
import { anyCategoryId, call } from "./support/api.test-support.ts";
import { desktop, launchBrowser, phone } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("my prompts page", () => {
  it("sends a visitor to the login page", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(/\/login(\?|$)/);
    await context.close();
  });

  it("shows the three validation messages for an empty form, on a phone", async () => {
    const context = (await newUserContext(browser, baseUrl, phone)).context;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByText("你还没有创建提示词").waitFor();
    await page.getByRole("button", { name: "新增提示词" }).first().click();
    await page.getByRole("heading", { name: "新增提示词" }).waitFor();
    await page.getByRole("button", { name: "创建提示词" }).click();
    for (const message of ["请输入标题", "请至少选择一个分类", "请输入提示词内容"]) await page.getByText(message).waitFor();
    expect(await page.getByRole("textbox", { name: /标题/ }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole("textbox", { name: /标题/ }).fill("   ");
    expect(await page.getByText("请输入标题").isVisible()).toBe(true);
    await context.close();
  });

  it("creates a prompt that the list and the home page show, edits it, then deletes it", async () => {
    const suffix = randomBytes(3).toString("hex");
    const title = `端到端鲸歌${suffix}`;
    const renamed = `端到端海豚${suffix}`;
    const context = (await newUserContext(browser, baseUrl, desktop)).context;
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`${baseUrl}/admin`);
    await page.getByText("你还没有创建提示词").waitFor();
    await page.getByRole("button", { name: "新增提示词" }).first().click();
    await page.getByRole("textbox", { name: /标题/ }).fill(title);
    const categories = page.getByRole("combobox", { name: "分类", exact: true });
    await categories.fill("写作助手");
    await categories.press("Enter");
    await categories.fill("programming,");
    await expect.poll(() => page.locator("[data-category-tag]").allTextContents()).toEqual(["写作助手", "编程开发"]);
    await page.getByRole("textbox", { name: /提示词内容/ }).fill("你是一位耐心的冥想老师，请用鲸鱼的歌声带我放松。");
    await page.getByRole("textbox", { name: "示例输入" }).fill("我有点焦虑");
    await page.getByRole("textbox", { name: "示例输出" }).fill("深呼吸，想象深海里的鲸歌……");
    await page.getByRole("textbox", { name: "使用说明" }).fill("睡前使用效果最好。");
    await page.getByRole("button", { name: "创建提示词" }).click();
    await page.getByText("提示词已创建").waitFor();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.textContent()).toContain("写作助手");
    expect(await page.locator('[data-stat="prompts"]').textContent()).toBe("1");
    const code = decodeURIComponent(((await row.getByRole("link").getAttribute("href")) ?? "").replace("/detail/", ""));

    const home = await context.newPage();
    await home.goto(`${baseUrl}/?q=${encodeURIComponent(title)}`);
    await home.locator(`a[href="/detail/${code}"]`).first().waitFor();
    await home.close();

    await page.getByRole("searchbox", { name: "按标题搜索" }).fill("不存在的关键词");
    await page.getByText("没有符合条件的提示词").waitFor();
    await page.getByRole("button", { name: "清除筛选" }).click();
    await row.waitFor();

    await page.getByRole("button", { name: `编辑“${title}”` }).click();
    await page.getByRole("heading", { name: "编辑提示词" }).waitFor();
    expect(await page.getByRole("textbox", { name: /标题/ }).inputValue()).toBe(title);
    expect(await page.getByRole("textbox", { name: "示例输出" }).inputValue()).toBe("深呼吸，想象深海里的鲸歌……");
    await page.getByRole("textbox", { name: /标题/ }).fill(renamed);
    await page.getByRole("button", { name: "更新提示词" }).click();
    await page.getByText("提示词已更新").waitFor();
    await page.getByRole("row", { name: new RegExp(renamed) }).waitFor();
    expect(await page.getByRole("row", { name: new RegExp(title) }).count()).toBe(0);

    await page.getByRole("button", { name: `删除“${renamed}”` }).click();
    const dialog = page.getByRole("alertdialog", { name: "删除提示词" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "删除" }).click();
    await page.getByText("提示词已删除").waitFor();
    await page.getByText("你还没有创建提示词").waitFor();
    expect(await page.locator('[data-stat="prompts"]').textContent()).toBe("0");
    const gone = await fetch(`${baseUrl}/api/prompt/${code}`);
    expect(gone.status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Issue #24 bug 10: the author's "edit" on the detail page opens the prompt in this page's form.
  it("opens the prompt from its detail page's edit link in the form", async () => {
    const account = await registerUser(baseUrl);
    const { context, token } = await signedInContext(browser, baseUrl, account, desktop);
    const title = `端到端编辑${randomBytes(3).toString("hex")}`;
    const added = await call<{ code: string }>(baseUrl, "POST", "/admin/api/addPrompt", {
      token,
      body: { title, prompt: "请帮我把这段话改得更简洁。", tips: "", demo: [], categoryIds: [await anyCategoryId(baseUrl)] },
    });
    const code = added.body!.data.code;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/detail/${code}`);
    await page.getByRole("link", { name: `编辑：${title}` }).click();
    await page.getByRole("heading", { name: "编辑提示词" }).waitFor();
    expect(await page.getByRole("textbox", { name: /标题/ }).inputValue()).toBe(title);
    // The code has left the address: a reload shows the list.
    await page.waitForURL(`${baseUrl}/admin`);
    await context.close();
  });
});
