import type { Browser, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, phone } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The mailto: addresses the page asks to open; Chromium reports them before handing them to the OS. */
async function watchMailto(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event: { url: string }) => {
    if (event.url.startsWith("mailto:")) urls.push(event.url);
  });
  return urls;
}

describe("the about page", () => {
  it("shows the hero, mission, four features and the fixed figures", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/about`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("让每个人都能用好 AI");
    expect(await page.getByRole("heading", { level: 2, name: "我们的使命" }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(4);
    const text = await page.locator("main").innerText();
    for (const figure of ["10,000+", "10+", "98%"]) expect(text).toContain(figure);
    expect(await page.title()).toBe("关于我们 - 提示词广场");
    await context.close();
  });

  it("refuses to send until name, email and message are filled in, with inline errors", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    const mailto = await watchMailto(page);
    await page.goto(`${baseUrl}/about`);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    await page.getByRole("button", { name: "发送留言" }).click();
    for (const message of ["请输入你的姓名", "请输入邮箱地址", "请输入留言内容"]) await page.getByText(message).waitFor();
    expect(await page.getByLabel("姓名").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");

    await page.getByLabel("姓名").fill("小明");
    await page.getByText("请输入你的姓名").waitFor({ state: "detached" });
    await page.getByLabel("邮箱").fill("not-an-address");
    await page.getByLabel("留言").fill("你好");
    await page.getByRole("button", { name: "发送留言" }).click();
    await page.getByText("邮箱地址格式不正确").waitFor();
    expect(await page.getByText("请输入留言内容").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    expect(mailto).toEqual([]);
    await context.close();
  });

  it("opens the mail client with the message prefilled, then clears the form and confirms", async () => {
    const context = await browser.newContext({ ...phone, locale: "en" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const mailto = await watchMailto(page);
    await page.goto(`${baseUrl}/en/about`);
    await page.waitForFunction(() => document.querySelector("form[novalidate]") !== null);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Message").fill("Hello & thanks!\nSecond line");
    await page.getByRole("button", { name: "Send message" }).click();

    await page.getByText("Your mail app has been opened. Thank you for your message!").waitFor();
    expect(mailto).toHaveLength(1);
    const url = mailto[0] ?? "";
    expect(url.startsWith("mailto:hello@promptplaza.example?")).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(query.get("subject")).toBe("Prompt Plaza message from Ada Lovelace");
    expect(query.get("body")).toBe("Name: Ada Lovelace\r\nEmail: ada@example.com\r\n\r\nHello & thanks!\r\nSecond line");
    for (const label of ["Name", "Email", "Message"]) expect(await page.getByLabel(label).inputValue()).toBe("");
    expect(page.url()).toBe(`${baseUrl}/en/about`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
