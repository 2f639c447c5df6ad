import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktop, launchBrowser } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as T;
}

/** Signs in through the API and leaves the tokens where the app keeps them, before any page runs. */
async function signedInContext(loginName: string, pwd: string): Promise<BrowserContext> {
  const login = await post<{ code: number; data: string; refreshToken: string }>("/api/user/login", { loginName, pwd });
  expect(login.code).toBe(0);
  const claims = JSON.parse(Buffer.from(login.data.split(".")[1]!, "base64url").toString()) as { id: number; role: number; username: string };
  const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
  await context.addInitScript(
    ([token, refreshToken, c]) => {
      if (localStorage.getItem("token") || sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      Object.entries({ token, refreshToken, isLoggedIn: "true", username: c.username, userId: String(c.id), userRole: String(c.role) }).forEach(([k, v]) => localStorage.setItem(k, v));
    },
    [login.data, login.refreshToken, claims] as const,
  );
  return context;
}

describe("the console's users tab", () => {
  it("an administrator disables a user, whose next page load signs them out; enabling lets them sign in again", async () => {
    const loginName = `e2e_u_${randomBytes(3).toString("hex")}`;
    const registered = await post<{ code: number }>("/api/user/register", { loginName, email: `${loginName}@example.com`, pwd: "e2e-password-1" });
    expect(registered.code).toBe(0);

    const member = await signedInContext(loginName, "e2e-password-1");
    const memberPage = await member.newPage();
    await memberPage.goto(`${baseUrl}/admin`);
    await memberPage.getByText("你还没有创建提示词").waitFor();

    const admin = await signedInContext("admin", "admin-e2e-password");
    const page = await admin.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/superAdmin?tab=users`);
    await page.getByRole("tab", { name: "用户管理", selected: true }).waitFor();
    await page.getByRole("searchbox", { name: "搜索用户" }).fill(loginName);
    await page.getByRole("button", { name: "搜索" }).click();
    const row = page.getByRole("row", { name: new RegExp(loginName) });
    await row.getByText("正常").waitFor();
    await row.getByRole("button", { name: `禁用用户「${loginName}」` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "禁用" }).click();
    await page.getByText(`已禁用用户「${loginName}」`).waitFor();
    await row.getByText("已禁用").waitFor();

    await memberPage.reload();
    await memberPage.waitForURL(/\/login(\?|$)/);
    expect(await memberPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await memberPage.getByRole("button", { name: "登录", exact: true }).first().waitFor();

    await row.getByRole("button", { name: `启用用户「${loginName}」` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "启用" }).click();
    await row.getByText("正常").waitFor();
    expect((await post<{ code: number }>("/api/user/login", { loginName, pwd: "e2e-password-1" })).code).toBe(0);

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
