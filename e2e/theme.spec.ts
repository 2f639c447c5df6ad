import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { desktop, launchBrowser, phone, whenHydrated } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Records the theme attribute at the moment the parser inserts <body>: nothing of the page can
 * have been painted yet, so a value here means no flash of the other theme.
 */
async function recordThemeAtBodyStart(context: BrowserContext) {
  await context.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute("data-theme");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { themeAtBody?: string | null }).themeAtBody);

/** Relative luminance of the body's computed background, 0 (black) to 1 (white). */
const bodyLuminance = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

describe("dark mode", () => {
  it("follows the system's dark setting before the first paint, with JavaScript modules still loading", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN", colorScheme: "dark" });
    await recordThemeAtBodyStart(context);
    const page = await context.newPage();
    // No module script runs: what the reader sees is the server's HTML and the head script alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(baseUrl + "/");
    expect(await themeAtBody(page)).toBe("dark");
    expect(await bodyLuminance(page)).toBeLessThan(0.05);
    await context.close();
  });

  it("stays light on a light system", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN", colorScheme: "light" });
    await recordThemeAtBodyStart(context);
    const page = await context.newPage();
    await page.goto(baseUrl + "/category");
    expect(await themeAtBody(page)).toBe("light");
    expect(await bodyLuminance(page)).toBeGreaterThan(0.9);
    await context.close();
  });

  it("remembers the header switch across a reload, over the system's setting, until set back to system", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN", colorScheme: "light" });
    await recordThemeAtBodyStart(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(baseUrl + "/");
    await whenHydrated(page);
    const header = page.locator("header").first();
    const themeSwitch = header.getByLabel("主题").first();
    expect(await themeSwitch.inputValue()).toBe("system");
    await themeSwitch.focus();
    await themeSwitch.selectOption("dark");
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    expect(await bodyLuminance(page)).toBeLessThan(0.05);

    await page.reload();
    expect(await themeAtBody(page)).toBe("dark");
    await whenHydrated(page);
    expect(await header.getByLabel("主题").first().inputValue()).toBe("dark");

    await header.getByLabel("主题").first().selectOption("system");
    expect(await page.getAttribute("html", "data-theme")).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the switch in the phone menu, and a stored light choice wins over a dark system", async () => {
    const context = await browser.newContext({ ...phone, locale: "en", colorScheme: "dark" });
    await context.addInitScript(() => localStorage.setItem("theme", "light"));
    await recordThemeAtBodyStart(context);
    const page = await context.newPage();
    await page.goto(baseUrl + "/en/");
    expect(await themeAtBody(page)).toBe("light");
    await whenHydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menuSwitch = page.locator("#mobile-menu").getByLabel("Theme");
    expect(await menuSwitch.inputValue()).toBe("light");
    expect(await menuSwitch.locator("option").allTextContents()).toEqual(["System", "Light", "Dark"]);
    await context.close();
  });
});
