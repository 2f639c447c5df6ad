/**
 * Part of the security suite (npm run test:security). Issue #22's "Done when" in a browser
 * (docs/decisions/032): a user exports their data from the profile (a JSON download with their
 * profile and their prompt in every version) and deletes their account, keeping their prompt
 * anonymously: the device is signed out, the password no longer signs in, the prompt shows
 * "已注销用户".
 *
 * With E2E_SHOTS_DIR set, the profile's new sections and the deletion dialog are also photographed
 * at 390 and 1440 px in three languages, light and dark, into that folder.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "../contract/account-replies.ts";
import { registerUser, signedInContext } from "./support/accounts.test-support.ts";
import { anyCategoryId, call } from "./support/api.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { startServer, type RunningServer } from "./support/server.test-support.ts";

let browser: Browser;
let server: RunningServer;
let baseUrl: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  baseUrl = server.url;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new account with one prompt of its own. */
async function accountWithPrompt() {
  const account = await registerUser(baseUrl);
  const login = await call<string>(baseUrl, "POST", "/api/user/login", { body: account });
  const title = `我要带走的提示词 ${Date.now()}`;
  const created = await call<{ code: string }>(baseUrl, "POST", "/admin/api/addPrompt", {
    token: login.body!.data,
    body: { title, prompt: `请把下面这段话改写得更正式 ${Date.now()}`, categoryIds: [await anyCategoryId(baseUrl)] },
  });
  return { account, title, code: created.body!.data.code };
}

describe("account data rights", () => {
  it("a user exports their data and deletes their account, keeping their prompt anonymously", async () => {
    const { account, title, code } = await accountWithPrompt();
    const { context } = await signedInContext(browser, baseUrl, account, { ...desktop, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/profile`);
    await whenHydrated(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "导出我的数据" }).click()]);
    expect(download.suggestedFilename()).toBe(`prompt-plaza-${account.loginName}.json`);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as AccountExport;
    expect(exported.profile.username).toBe(account.loginName);
    const mine = exported.prompts.find((p) => p.code === code)!;
    expect(mine.versions.map((v) => v.title)).toContain(title);
    await page.getByText("已下载你的数据").waitFor();

    await page.getByRole("button", { name: "注销账号…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "确定注销账号吗？" });
    await dialog.getByRole("radio", { name: /匿名保留/ }).check();
    await dialog.getByRole("button", { name: "注销账号" }).click();
    // The password is asked for before anything is sent.
    await dialog.getByText("请输入当前密码").waitFor();
    await dialog.getByLabel("当前密码", { exact: true }).fill("not-my-password");
    await dialog.getByRole("button", { name: "注销账号" }).click();
    await dialog.getByText("当前密码不正确").waitFor();
    await dialog.getByLabel("当前密码", { exact: true }).fill(account.pwd);
    await dialog.getByRole("button", { name: "注销账号" }).click();
    await page.getByText("账号已注销").waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    expect((await call(baseUrl, "POST", "/api/user/login", { body: account })).status).toBe(401);
    const kept = await call<{ author: { nickName: string } }>(baseUrl, "GET", `/api/prompt/${code}`);
    expect(kept.body!.data.author.nickName).toBe("已注销用户");
    await page.goto(`${baseUrl}/detail/${code}`);
    await page.getByText("已注销用户").first().waitFor();
    await context.close();
  });

  it.runIf(process.env.E2E_SHOTS_DIR)(
    "photographs the profile's data sections and the deletion dialog",
    async () => {
      const dir = process.env.E2E_SHOTS_DIR!;
      fs.mkdirSync(dir, { recursive: true });
      const { account } = await accountWithPrompt();
      const sizes: Array<[string, BrowserContextOptions]> = [
        ["390", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
        ["1440", { viewport: { width: 1440, height: 900 } }],
      ];
      for (const lan of ["zh-CN", "zh-TW", "en"]) {
        for (const [width, options] of sizes) {
          for (const scheme of ["light", "dark"] as const) {
            const { context } = await signedInContext(browser, baseUrl, account, { ...options, locale: lan, colorScheme: scheme });
            await context.addCookies([{ name: "lang", value: lan, url: baseUrl }]);
            const page = await context.newPage();
            await page.goto(`${baseUrl}/profile`);
            await whenHydrated(page);
            const email = page.locator("section[aria-labelledby=profile-email]");
            await email.waitFor();
            await email.scrollIntoViewIfNeeded();
            await page.screenshot({ path: path.join(dir, `profile-data-${lan}-${width}-${scheme}.png`), fullPage: true });
            await page.locator("section[aria-labelledby=profile-delete]").getByRole("button").click();
            await page.getByRole("alertdialog").waitFor();
            await page.screenshot({ path: path.join(dir, `profile-delete-dialog-${lan}-${width}-${scheme}.png`) });
            await context.close();
          }
        }
      }
    },
    600_000,
  );
});
