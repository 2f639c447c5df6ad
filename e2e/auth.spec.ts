import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, parseMail } from "../server/test/mail-parsing.test-support.ts";
import { registerUser } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser, phone } from "./support/browser.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl, dataDir } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Buttons that submit are enabled only once React has hydrated the page. */
async function whenHydrated(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLButtonElement>("form button[type=submit]")].some((b) => !b.disabled));
}

async function newPage(options = desktop) {
  const context = await browser.newContext({ ...options, locale: "zh-CN" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

const readAuth = (page: Page) =>
  page.evaluate(() => ({
    loggedIn: localStorage.getItem("isLoggedIn"),
    username: localStorage.getItem("username"),
    refresh: localStorage.getItem("refreshToken"),
  }));

/** The sign-in mail to `address`, read from the server's outbox (DATA_DIR/outbox/*.eml without SMTP_URL). */
async function mailTo(address: string) {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = parseMail(fs.readFileSync(path.join(outbox, file), "utf8"));
      if (mail.to.includes(address)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("password accounts", () => {
  it("register, sign in, stay signed in across a reload, sign out", async () => {
    const { context, page, errors } = await newPage();
    const username = `e2e_${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/login`);
    await whenHydrated(page);

    await page.getByRole("button", { name: "立即注册" }).click();
    const dialog = page.getByRole("dialog", { name: "注册账号" });
    await dialog.getByLabel("用户名", { exact: true }).fill(username);
    await dialog.getByLabel("邮箱", { exact: true }).fill(`${username}@example.com`);
    await dialog.getByLabel("密码", { exact: true }).fill("secret-pass1");
    await dialog.getByLabel("确认密码", { exact: true }).fill("secret-pass1");
    await dialog.getByRole("button", { name: "注册", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("注册成功，请登录").waitFor();

    const loginName = page.getByLabel("用户名或邮箱");
    expect(await loginName.inputValue()).toBe(username);
    await page.getByLabel("密码", { exact: true }).fill("secret-pass1");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    const header = page.locator("header").first();
    await header.getByRole("button", { name: new RegExp(username) }).waitFor();
    expect(await readAuth(page)).toMatchObject({ loggedIn: "true", username });

    await page.reload();
    await header.getByRole("button", { name: new RegExp(username) }).waitFor();

    await header.getByRole("button", { name: new RegExp(username) }).click();
    await header.getByRole("button", { name: "退出登录" }).click();
    await header.getByRole("link", { name: "登录", exact: true }).waitFor();
    expect(await readAuth(page)).toEqual({ loggedIn: null, username: null, refresh: null });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("on a %s, a taken username is said on its field and toasts sit above the dialog", async (_size, options) => {
    const taken = await registerUser(baseUrl);
    const { context, page, errors } = await newPage(options);
    await page.goto(`${baseUrl}/login`);
    await whenHydrated(page);
    await page.getByRole("button", { name: "立即注册" }).click();
    const dialog = page.getByRole("dialog", { name: "注册账号" });
    const username = dialog.getByLabel("用户名", { exact: true });
    await username.fill(taken.loginName.toUpperCase());
    await dialog.getByLabel("邮箱", { exact: true }).fill(`${taken.loginName}-2@example.com`);
    await dialog.getByLabel("密码", { exact: true }).fill("secret-pass1");
    await dialog.getByLabel("确认密码", { exact: true }).fill("secret-pass1");
    await dialog.getByRole("button", { name: "注册", exact: true }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    expect(await username.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText("该用户名已被注册").isVisible()).toBe(true);

    // A toast shown while the dialog is open is drawn above its backdrop and takes the pointer
    // (an inert element would not be hit): checked the moment it has settled, before it times out.
    await username.fill("");
    await dialog.getByRole("button", { name: "注册", exact: true }).click();
    const hit = await page.waitForFunction(() => {
      const toast = [...document.querySelectorAll("[role=status]")].find((el) => el.textContent?.includes("请检查输入"));
      // Once its slide-in has ended (the progress bar inside runs on).
      if (!toast || toast.getAnimations().some((a) => a.playState === "running")) return null;
      const centre = (el: Element) => {
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      };
      const close = toast.querySelector("button")!;
      return { toast: toast.contains(centre(toast)), close: close.contains(centre(close)) };
    });
    expect(await hit.jsonValue()).toEqual({ toast: true, close: true });
    expect(await dialog.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says why a sign-in is refused and keeps the visitor on the page", async () => {
    const { context, page } = await newPage(phone);
    await page.goto(`${baseUrl}/login`);
    await whenHydrated(page);
    await page.getByLabel("用户名或邮箱").fill("nobody_here");
    await page.getByLabel("密码", { exact: true }).fill("wrong-pass");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByText("用户名或密码错误").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});

describe("e-mail link sign-in", () => {
  it("sends a link, and opening it from the mail signs in and lands on the home page", async () => {
    const { context, page } = await newPage();
    const watch = watchProblems(page);
    const address = `e2e-link-${Date.now().toString(36)}@example.com`;
    // A reader who browsed first: the home page's code and catalogue are in the browser's cache,
    // so the page the link lands on renders at once (it once replayed into React error #467/#520).
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState("networkidle");
    await page.goto(`${baseUrl}/login`);
    await whenHydrated(page);
    await page.getByRole("tab", { name: "邮箱登录" }).click();
    await page.getByLabel("邮箱地址").fill(address);
    await page.getByRole("button", { name: "发送登录链接" }).click();
    await page.getByRole("heading", { name: "请查收邮件" }).waitFor();

    const link = linkIn(await mailTo(address));
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.waitForURL(`${baseUrl}/`);
    await page
      .locator("header")
      .first()
      .getByRole("button", { name: /用户菜单/ })
      .waitFor();
    const auth = await readAuth(page);
    expect(auth.loggedIn).toBe("true");
    expect(auth.username).toBeTruthy();
    expect(auth.refresh).toBeTruthy();

    // The link works once: a second visit explains and leads back to the login page.
    watch.expectStatus(/\/api\/user\/verifyEmailLogin\?/, 400);
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "登录失败" }).waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "登录链接" }).innerText()).toContain("已被使用");
    await page.getByRole("link", { name: "返回登录" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});

describe("pages for signed-in readers", () => {
  it("send a signed-out reader to the login page without an error, the login page's code already cached", async () => {
    // As after signing out: the login page was seen before, so its catalogue arrives at once.
    const { context, page } = await newPage();
    const watch = watchProblems(page);
    await page.goto(`${baseUrl}/login`);
    await page.waitForLoadState("networkidle");
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/login?redirect=%2Fadmin`);
    await whenHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});
