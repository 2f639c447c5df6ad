import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, registerUser, signedInContext } from "./support/accounts.test-support.ts";
import { call } from "./support/api.test-support.ts";
import { desktop, launchBrowser } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the console's users tab", () => {
  it("an administrator disables a user, whose next page load signs them out; enabling lets them sign in again", async () => {
    const account = await registerUser(baseUrl);
    const { loginName } = account;

    const { context: member } = await signedInContext(browser, baseUrl, account, desktop);
    const memberPage = await member.newPage();
    await memberPage.goto(`${baseUrl}/admin`);
    await memberPage.getByText("你还没有创建提示词").waitFor();

    const { context: admin } = await signedInContext(browser, baseUrl, ADMIN, desktop);
    const page = await admin.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/superAdmin?tab=users`);
    await page.getByRole("tab", { name: "用户管理", selected: true }).waitFor();
    await page.getByRole("searchbox", { name: "搜索用户" }).fill(loginName);
    await page.getByRole("button", { name: "搜索" }).click();
    const row = page.getByRole("row", { name: new RegExp(loginName) });
    await row.getByText("正常").waitFor();
    await row.getByRole("button", { name: `禁用用户“${loginName}”` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "禁用" }).click();
    await page.getByText(`已禁用用户“${loginName}”`).waitFor();
    await row.getByText("已禁用").waitFor();

    await memberPage.reload();
    await memberPage.waitForURL(/\/login(\?|$)/);
    expect(await memberPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await memberPage.getByRole("button", { name: "登录", exact: true }).first().waitFor();

    await row.getByRole("button", { name: `启用用户“${loginName}”` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "启用" }).click();
    await row.getByText("正常").waitFor();
    expect((await call(baseUrl, "POST", "/api/user/login", { body: account })).body?.code).toBe(0);

    // The console then shows the trail of both changes.
    await page.getByRole("tab", { name: "内容审核" }).click();
    const trail = page.getByRole("region", { name: "操作记录" });
    await trail.getByRole("row", { name: new RegExp(`禁用账号.*${loginName}`) }).waitFor();
    await trail.getByRole("row", { name: new RegExp(`启用账号.*${loginName}`) }).waitFor();
    expect(errors).toEqual([]);
    await member.close();
    await admin.close();
  });
});
