// Issue #24, "done when": every public page and the console, in each language and colour scheme,
// with no console error, no uncaught error and no failed request (the 404 page's own 404 aside).
// One browser; a context per language and scheme. The combinations run side by side (at most the
// config's maxConcurrency at once), each in its own context, asserting with its own `expect`.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it, type TestContext } from "vitest";
import { LANGUAGES, type Language } from "../contract/constants.ts";
import { CONSOLE_TABS, tabId } from "../web/features/console/console-tabs.ts";
import { ADMIN, signedInContext } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { PUBLIC_PAGES } from "./support/public-pages.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NOT_FOUND_PAGE = "/no/such/page";
const SIGNED_IN_PAGES = ["/admin", "/profile"];
const SCHEMES = ["light", "dark"] as const;
const COMBINATIONS = LANGUAGES.flatMap((lang) => SCHEMES.map((colorScheme) => ({ lang, colorScheme })));
type Combination = (typeof COMBINATIONS)[number];
// Each combination loads a dozen pages; the machine running the tests may be busy.
const TIMEOUT_MS = 240_000;

/** The language reaches the server as the `lang` cookie and Accept-Language, as a returning reader's does. */
async function inLanguage(context: BrowserContext, lang: Language): Promise<BrowserContext> {
  await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
  return context;
}

/** Loads `path`, waits until React has the page and the network is quiet; the document's status. */
async function visit(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(`${baseUrl}${path}`);
  await whenHydrated(page);
  await page.waitForLoadState("networkidle");
  return response?.status();
}

describe("every page, in every language and colour scheme", () => {
  it.concurrent.for(COMBINATIONS)(
    "public pages load without an error ($lang, $colorScheme)",
    { timeout: TIMEOUT_MS },
    async ({ lang, colorScheme }: Combination, { expect }: TestContext) => {
      const context = await inLanguage(await browser.newContext({ ...desktop, locale: lang, colorScheme }), lang);
      const page = await context.newPage();
      const watch = watchProblems(page);
      watch.expectStatus(`${baseUrl}${NOT_FOUND_PAGE}`, 404);
      for (const path of PUBLIC_PAGES) {
        expect(await visit(page, localisedPath(path, lang)), path).toBe(200);
        expect(await page.getAttribute("html", "lang"), path).toBe(lang);
      }
      expect(await visit(page, NOT_FOUND_PAGE)).toBe(404);
      expect(watch.problems).toEqual([]);
      await context.close();
    },
  );

  it.concurrent.for(COMBINATIONS)(
    "the console and an account's pages load without an error for an administrator ($lang, $colorScheme)",
    { timeout: TIMEOUT_MS },
    async ({ lang, colorScheme }: Combination, { expect }: TestContext) => {
      const { context } = await signedInContext(browser, baseUrl, ADMIN, { ...desktop, locale: lang, colorScheme });
      const page = await (await inLanguage(context, lang)).newPage();
      const watch = watchProblems(page);
      for (const path of SIGNED_IN_PAGES) expect(await visit(page, path), path).toBe(200);
      await visit(page, "/superAdmin");
      for (const tab of CONSOLE_TABS) {
        await page.locator(`#${tabId(tab)}`).click();
        await page.waitForURL(new RegExp(`tab=${tab}`));
        await page.waitForLoadState("networkidle");
      }
      expect(watch.problems).toEqual([]);
      await context.close();
    },
  );
});
