// Issue #24 bug 10: on /profile a new nickname shows in the header at once, without signing in
// again, and a chosen picture is uploaded and saved as the avatar.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "../server/modules/uploads/images.test-support.ts";
import { registerUser, signedInContext } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function profilePage() {
  const account = await registerUser(baseUrl);
  const { context } = await signedInContext(browser, baseUrl, account, desktop);
  const page = await context.newPage();
  const watch = watchProblems(page);
  await page.goto(`${baseUrl}/profile`);
  await whenHydrated(page);
  await page.getByRole("region", { name: "基本资料" }).waitFor();
  return { account, context, page, watch, menu: page.getByRole("banner").getByRole("button", { name: /用户菜单/ }) };
}

describe("the profile page", () => {
  it("shows a saved nickname in the header at once", async () => {
    const { account, context, page, watch, menu } = await profilePage();
    expect(await menu.textContent()).toContain(account.loginName);
    await page.getByLabel("昵称").fill("鲸歌");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("资料已更新").waitFor();
    await expect.poll(() => menu.textContent()).toContain("鲸歌");
    expect(await menu.textContent()).not.toContain(account.loginName);
    expect(watch.problems).toEqual([]);
    await context.close();
  });

  it("uploads a chosen picture and makes it the avatar, here and in the header", async () => {
    const { context, page, watch, menu } = await profilePage();
    await page.getByLabel("上传头像").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng(16, 16) });
    await page.getByText("头像已更新").waitFor();
    const address = /^\/uploads\/[0-9a-f]{32}\.png$/;
    expect(await page.getByLabel("头像地址").inputValue()).toMatch(address);
    expect(await menu.locator("img").getAttribute("src")).toMatch(address);
    await page.reload();
    await page.getByRole("region", { name: "基本资料" }).waitFor();
    expect(await page.getByLabel("头像地址").inputValue()).toMatch(address);

    await page.getByLabel("上传头像").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    expect(await page.getByRole("alert").filter({ hasText: "请选择" }).textContent()).toBe("请选择 PNG、JPEG、GIF 或 WebP 图片");
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});
