import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the home page", () => {
  it("server-renders header, categories and footer, and switches language in place", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(baseUrl + "/");
    await expect(page.locator("html")).toBeTruthy();
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    const header = page.locator("header").first();
    for (const name of ["首页", "分类", "博客", "关于"]) {
      expect(await header.getByRole("link", { name, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText("写作助手").count()).toBeGreaterThan(0);
    expect(await page.locator("footer").innerText()).toContain("PromptPlaza");

    await whenHydrated(page);
    await header
      .getByLabel(/语言|Language/)
      .first()
      .selectOption("en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await page.getByRole("link", { name: "Categories", exact: true }).first().waitFor();
    await page.getByText("Writing", { exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");

    await page.reload();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads only the catalogues a page needs, and another page's when the reader goes there", async () => {
    const context = await browser.newContext({ ...desktop, locale: "zh-CN" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The blog's route chunk and its catalogue are both named blog-<hash>.js; a prefetch on hover
    // and the import that follows may list one file twice.
    const blogScripts = () =>
      page.evaluate(
        () =>
          new Set(
            performance
              .getEntriesByType("resource")
              .map((e) => e.name)
              .filter((name) => /\/assets\/blog-[^/]*\.js$/.test(name)),
          ).size,
      );
    await page.goto(baseUrl + "/");
    expect(await page.getAttribute("html", "data-i18n")).toBe("common catalog");
    await whenHydrated(page);
    expect(await blogScripts()).toBe(0);

    // A client-side navigation: the marker on window survives it, a document load would not.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.locator("header").first().getByRole("link", { name: "博客", exact: true }).click();
    // The heading is the blog catalogue's list.title: the page rendered once the catalogue came in.
    await page.getByRole("heading", { level: 1, name: "博客" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(await blogScripts()).toBe(2);
    expect(await page.getAttribute("html", "data-i18n")).toBe("common blog");
    expect(errors).toEqual([]);
    await context.close();
  });
});
