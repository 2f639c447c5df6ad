// The server's HTML and the browser's first render must agree: a mismatch throws the server's
// work away (React error #418) and shows in the console.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../contract/constants.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("hydration", () => {
  it("takes over a detail page with dates and comments in every language without an error", async () => {
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ ...desktop, locale: lang });
      await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
      const page = await context.newPage();
      const watch = watchProblems(page);
      await page.goto(`${baseUrl}${localisedPath("/detail/business-email-writer", lang)}`);
      await whenHydrated(page);
      expect(await page.locator("main time").count()).toBeGreaterThan(1);
      await page.waitForLoadState("networkidle");
      expect(watch.problems, lang).toEqual([]);
      await context.close();
    }
  });

  // Lighthouse's browser: no language cookie and an English browser, arriving at a language's address.
  it("takes over the zh-TW and en detail pages from a browser with no cookie and no Chinese preference", async () => {
    for (const code of ["productivity-article-summary", "business-email-writer"]) {
      for (const lang of ["zh-TW", "en"] as const) {
        const context = await browser.newContext({ ...desktop, locale: "en-US" });
        const page = await context.newPage();
        const watch = watchProblems(page);
        await page.goto(`${baseUrl}${localisedPath(`/detail/${code}`, lang)}`);
        await whenHydrated(page);
        await page.waitForLoadState("networkidle");
        expect(watch.problems, `${lang} ${code}`).toEqual([]);
        await context.close();
      }
    }
  });
});
