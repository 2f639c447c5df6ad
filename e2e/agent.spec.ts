import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
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

/** The public detail as a visitor reading in `lan`. */
async function visitorTitle(code: string, lan: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/prompt/${encodeURIComponent(code)}`, { headers: { "X-LAN": lan } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { title: string } };
  return body.data.title;
}

describe("agent entry without a model (offline path)", () => {
  it("files raw Chinese text as a draft, opens it in the prompt form, publishes it, and visitors read it in every language", async () => {
    const suffix = randomBytes(3).toString("hex");
    const categoryName = `智能录入分类${suffix}`;
    const { token, context } = await signedInContext(browser, baseUrl, ADMIN, desktop);
    const created = await fetch(`${baseUrl}/admin/api/addCategory`, {
      method: "POST",
      headers: { "content-type": "application/json", "X-PP-TOKEN": token },
      body: JSON.stringify({ category: categoryName }),
    });
    expect(created.status).toBe(200);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/superAdmin`);
    await page.getByRole("tab", { name: "分类管理", selected: true }).waitFor();
    await page.getByRole("tab", { name: "智能录入" }).click();
    await page.getByRole("tab", { name: "智能录入", selected: true }).waitFor();
    await page.getByRole("combobox", { name: /分类/ }).selectOption({ label: categoryName });
    const title = `写一篇关于春天的诗 ${suffix}`;
    await page.getByRole("textbox", { name: /提示词原文/ }).fill(`${title}。\n要求：四句，每句七个字，描写花开和鸟鸣。\n语言简洁，适合小学生朗读。`);

    const replied = page.waitForResponse((r) => r.url().includes("/admin/api/agentAddPrompt"));
    await page.getByRole("button", { name: "提交", exact: true }).click();
    const reply = (await (await replied).json()) as { data: { code: string; path: string; draft: { status: string } } };
    expect(reply.data.path).toBe("offline");
    expect(reply.data.draft.status).toBe("draft");

    // The prompts tab, with the draft in the form in edit mode.
    await page.getByRole("tab", { name: "提示词管理", selected: true }).waitFor();
    const form = page.getByRole("form", { name: "编辑提示词" });
    await form.waitFor();
    expect(await form.getByLabel(/^标题/).inputValue()).toBe(title);
    await form.getByText("草稿", { exact: true }).waitFor();

    await form.getByRole("button", { name: "发布", exact: true }).click();
    await form.waitFor({ state: "detached" });
    const row = page.getByRole("row", { name: new RegExp(suffix) });
    await row.waitFor();
    // The list reloads after publishing; wait for the row to lose its draft badge.
    await expect.poll(() => row.getByText("草稿", { exact: true }).count(), { timeout: 15_000 }).toBe(0);

    const code = reply.data.code;
    expect(await visitorTitle(code, "zh-CN")).toBe(title);
    expect(await visitorTitle(code, "zh-TW")).toBe(`寫一篇關於春天的詩 ${suffix}`);
    // No English version without a model: the source language stands in.
    expect(await visitorTitle(code, "en")).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });
});
