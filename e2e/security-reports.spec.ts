/**
 * Part of the security suite (npm run test:security). Issue #22 in a browser (docs/decisions/028): a reader reports a prompt; an administrator finds it
 * in the console's queue and hides it; with REVIEW_NEW_CONTENT=new-accounts a new user's prompt
 * waits (its author sees "awaiting review", visitors get nothing) and is public once approved.
 * The review setting is read at start, so this file runs its own server with it on.
 *
 * With E2E_SHOTS_DIR set, the report dialog and the queue tab are also photographed at 390 and
 * 1440 px in three languages (dark too in zh-CN) into that folder.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, registerUser, signedInContext } from "./support/accounts.test-support.ts";
import { anyCategoryId, call, readData, signInAdmin } from "./support/api.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { startServer, type RunningServer } from "./support/server.test-support.ts";

let browser: Browser;
let server: RunningServer;
let baseUrl: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ TRUST_PROXY: "127.0.0.1", REVIEW_NEW_CONTENT: "new-accounts" })]);
  baseUrl = server.url;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Listed = { list: Array<{ code: string; title: string }> };

async function reportFromDetail(page: Page, code: string, title: string) {
  await page.goto(`${baseUrl}/detail/${code}`);
  await whenHydrated(page);
  await page.getByRole("button", { name: `举报“${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: "举报这条提示词" });
  await dialog.getByRole("button", { name: "提交举报" }).click();
  await dialog.getByText("请选择举报原因").waitFor();
  await dialog.getByRole("radio", { name: "垃圾广告" }).check();
  return dialog;
}

describe("reports and review", () => {
  it("a reader reports a prompt; an administrator sees it in the queue and hides it", async () => {
    const { code, title } = (await readData<Listed>(baseUrl, "/api/listPrompt?size=1&sortByTime=1")).list[0]!;
    const reader = await browser.newContext({ locale: "zh-CN", ...desktop });
    const page = await reader.newPage();
    const dialog = await reportFromDetail(page, code, title);
    await dialog.getByRole("button", { name: "提交举报" }).click();
    await page.getByText("已收到你的举报，谢谢").waitFor();
    await dialog.waitFor({ state: "detached" });
    // The same reader again: the server's refusal is shown in the dialog.
    const again = await reportFromDetail(page, code, title);
    await again.getByRole("button", { name: "提交举报" }).click();
    await again.getByText("你已经举报过这条内容，管理员处理前无需重复举报").waitFor();
    await reader.close();

    const { context } = await signedInContext(browser, baseUrl, ADMIN, desktop);
    const admin = await context.newPage();
    await admin.goto(`${baseUrl}/superAdmin?tab=queue`);
    await admin.getByRole("tab", { name: "举报与审核", selected: true }).waitFor();
    const item = admin.getByRole("listitem").filter({ has: admin.getByRole("link", { name: title }) });
    await item.getByText("1 人举报").waitFor();
    await item.getByText("垃圾广告 × 1").waitFor();
    await item.getByRole("button", { name: `隐藏：${title}` }).click();
    const reason = admin.getByRole("dialog", { name: "隐藏这条内容" });
    await reason.getByRole("textbox").fill("广告");
    await reason.getByRole("button", { name: "隐藏" }).click();
    await admin.getByText(`已隐藏“${title}”`).waitFor();
    await item.waitFor({ state: "detached" });
    expect((await call(baseUrl, "GET", `/api/prompt/${code}`)).status).toBe(404);
    await context.close();
  });

  it("a reader reports a prompt from its card in the list (issue #22)", async () => {
    const { code, title } = (await readData<Listed>(baseUrl, "/api/listPrompt?size=3&sortByTime=1")).list[2]!;
    const reader = await browser.newContext({ locale: "zh-CN", ...desktop });
    const page = await reader.newPage();
    await page.goto(`${baseUrl}/?sort=time`);
    await whenHydrated(page);
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: title }) })
      .getByRole("button", { name: `举报“${title}”` })
      .click();
    const dialog = page.getByRole("dialog", { name: "举报这条提示词" });
    await dialog.getByRole("radio", { name: "垃圾广告" }).check();
    await dialog.getByRole("button", { name: "提交举报" }).click();
    await page.getByText("已收到你的举报，谢谢").waitFor();
    // The report reached the queue, on this prompt.
    const token = await signInAdmin(baseUrl);
    const queue = await call<{ list: Array<{ promptCode: string; targetType: string; count: number; reasons: Record<string, number> }> }>(
      baseUrl,
      "GET",
      "/admin/reports?limit=100",
      { token },
    );
    expect(queue.body!.data.list.find((i) => i.promptCode === code && i.targetType === "prompt")).toMatchObject({ count: 1, reasons: { spam: 1 } });
    await reader.close();
  });

  it("a new user's prompt waits for review, seen by its author as awaiting review, and is public once approved", async () => {
    const account = await registerUser(baseUrl);
    const { context: authorContext, token } = await signedInContext(browser, baseUrl, account, desktop);
    const title = `新用户的提示词 ${Date.now()}`;
    const created = await call<{ code: string }>(baseUrl, "POST", "/admin/api/addPrompt", {
      token,
      body: { title, prompt: "请把下面的文字改写得更简洁。", categoryIds: [await anyCategoryId(baseUrl)] },
    });
    const code = created.body!.data.code;
    expect((await call(baseUrl, "GET", `/api/prompt/${code}`)).status).toBe(404);

    const author = await authorContext.newPage();
    await author.goto(`${baseUrl}/detail/${code}`);
    await author.getByText("待审核：只有你能看到这条提示词，管理员审核通过后公开。").waitFor();

    const { context } = await signedInContext(browser, baseUrl, ADMIN, desktop);
    const admin = await context.newPage();
    await admin.goto(`${baseUrl}/superAdmin?tab=queue`);
    const item = admin.getByRole("listitem").filter({ hasText: title });
    await item.getByText(`作者 ${account.loginName}`).waitFor();
    await item.getByRole("button", { name: `通过：${title}` }).click();
    await admin.getByRole("dialog", { name: "审核通过" }).getByRole("button", { name: "通过" }).click();
    await admin.getByText(`“${title}”已通过审核`).waitFor();
    expect((await call(baseUrl, "GET", `/api/prompt/${code}`)).status).toBe(200);
    const listed = await readData<Listed>(baseUrl, "/api/listPrompt?size=5&sortByTime=1");
    expect(listed.list.map((p) => p.code)).toContain(code);
    await Promise.all([context.close(), authorContext.close()]);
  });

  it.runIf(process.env.E2E_SHOTS_DIR)(
    "photographs the report dialog and the queue tab",
    async () => {
      const dir = process.env.E2E_SHOTS_DIR!;
      fs.mkdirSync(dir, { recursive: true });
      const { list } = await readData<Listed>(baseUrl, "/api/listPrompt?size=3&sortByTime=1");
      // Something in each part of the queue.
      for (let i = 0; i < 2; i++)
        await call(baseUrl, "POST", "/api/report", { body: { promptCode: list[1]!.code, reason: i ? "other" : "spam", details: "与标题无关的广告内容" } });
      const account = await registerUser(baseUrl);
      const login = await call<string>(baseUrl, "POST", "/api/user/login", { body: account });
      await call(baseUrl, "POST", "/admin/api/addPrompt", {
        token: login.body!.data,
        body: { title: "待审核的示例提示词", prompt: "示例", categoryIds: [await anyCategoryId(baseUrl)] },
      });

      const prefixes = { "zh-CN": "", "zh-TW": "/zh-TW", en: "/en" } as const;
      const sizes: Array<[string, BrowserContextOptions]> = [
        ["390", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
        ["1440", { viewport: { width: 1440, height: 900 } }],
      ];
      for (const [lan, prefix] of Object.entries(prefixes)) {
        for (const [width, options] of sizes) {
          for (const scheme of lan === "zh-CN" ? (["light", "dark"] as const) : (["light"] as const)) {
            const reader = await browser.newContext({ locale: lan, colorScheme: scheme, ...options });
            const page = await reader.newPage();
            await page.goto(`${baseUrl}${prefix}/detail/${list[0]!.code}`);
            await whenHydrated(page);
            await page
              .getByRole("button", { name: /举报|檢舉|Report/ })
              .first()
              .click();
            await page.getByRole("dialog").getByRole("radio").last().check();
            await page
              .getByRole("dialog")
              .getByRole("button", { name: /提交举报|送出檢舉|Send report/ })
              .click();
            await page
              .getByRole("dialog")
              .getByText(/请写明原因|請寫明原因|Please say what is wrong/)
              .waitFor();
            await page.screenshot({ path: path.join(dir, `report-dialog-${lan}-${width}-${scheme}.png`) });
            await reader.close();

            const { context } = await signedInContext(browser, baseUrl, ADMIN, { ...options, locale: lan, colorScheme: scheme });
            await context.addCookies([{ name: "lang", value: lan, url: baseUrl }]);
            const admin = await context.newPage();
            await admin.goto(`${baseUrl}/superAdmin?tab=queue`);
            await admin.getByRole("heading", { name: /待处理的举报|待處理的檢舉|Open reports/ }).waitFor();
            await admin.getByRole("listitem").filter({ hasText: "待审核的示例提示词" }).waitFor();
            await admin.screenshot({ path: path.join(dir, `queue-${lan}-${width}-${scheme}.png`), fullPage: true });
            await context.close();
          }
        }
      }
    },
    600_000,
  );
});
