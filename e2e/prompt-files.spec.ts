import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signedInContext, newUserContext } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser, phone } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const csvOf = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")).join("\n");

describe("prompts in and out of files", () => {
  it("an administrator checks a CSV, sees the rows it would skip or refuse by line, imports it with progress and finds the prompts", async () => {
    const suffix = randomBytes(3).toString("hex");
    const { context } = await signedInContext(browser, baseUrl, ADMIN, desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superAdmin?tab=prompts`);
    await page.getByRole("button", { name: "导入", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "导入提示词" });
    const csv = csvOf([
      ["act", "prompt"],
      [`导入的翻译助手${suffix}`, `请把下面的内容翻译成英文, 保持"原意"。${suffix}`],
      [`重复的一行${suffix}`, `请把下面的内容翻译成英文，保持“原意”。${suffix}`],
      [`没有内容${suffix}`, ""],
    ]);
    await dialog.getByLabel("文件", { exact: true }).setInputFiles({ name: "prompts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByLabel("目标分类").selectOption("writing");
    await dialog.getByRole("button", { name: "检查" }).click();
    await dialog.getByText("共 3 行：新增 1，跳过 1，错误 1").waitFor();
    const problems = dialog.getByRole("table", { name: "需要注意的行" });
    expect(await problems.getByRole("row").allInnerTexts()).toEqual([
      "行\t标题\t结果",
      `3\t重复的一行${suffix}\t跳过\n与第 2 行内容相同`,
      `4\t没有内容${suffix}\t错误\n请输入提示词内容`,
    ]);
    await dialog.getByRole("button", { name: "导入", exact: true }).click();
    await dialog.getByText("导入完成：新增 1，跳过 1，错误 1").waitFor();
    await dialog.getByRole("button", { name: "关闭" }).click();
    await page.getByRole("row", { name: new RegExp(`导入的翻译助手${suffix}`) }).waitFor();
    await context.close();
  });

  it("a user exports their prompts as CSV from my prompts on a phone", async () => {
    const { context } = await newUserContext(browser, baseUrl, { ...phone, locale: "en-US", acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/admin`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("group", { name: "Export my prompts" }).getByRole("button", { name: "CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("my-prompts.csv");
    await context.close();
  });
});
