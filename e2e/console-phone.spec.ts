import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, registerUser, signedInContext } from "./support/accounts.test-support.ts";
import { launchBrowser } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;
const WIDTH = 390;
const phone: BrowserContextOptions = { viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true };
/** The smallest touch target WCAG 2.5.5 asks for, in CSS pixels. */
const TOUCH = 44;

beforeAll(async () => {
  browser = await launchBrowser();
  // The users tab then has a row whose action is not the administrator's own.
  await registerUser(baseUrl);
});
afterAll(() => browser?.close());

/** Issue 24, the console on a phone: rows are cards whose actions are on screen and easy to touch. */
describe("the console's tables at 390 px", () => {
  it.each(["categories", "groups", "prompts", "users"])("the %s tab shows every row's actions on screen, each at least 44 px", async (tab) => {
    const { context } = await signedInContext(browser, baseUrl, ADMIN, phone);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/superAdmin?tab=${tab}`);
    await page.waitForFunction(() => document.querySelectorAll("main tbody tr").length > 0 && !document.querySelector('main [aria-busy="true"]'));
    const measured = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      actions: [...document.querySelectorAll("main tbody tr")].slice(0, 6).flatMap((row) =>
        [...row.querySelectorAll("button, a")].map((control) => {
          const box = control.getBoundingClientRect();
          return {
            name: control.getAttribute("aria-label") ?? control.textContent ?? "",
            left: Math.round(box.left),
            right: Math.round(box.right),
            width: Math.round(box.width),
            height: Math.round(box.height),
          };
        }),
      ),
    }));
    expect(measured.pageWidth).toBeLessThanOrEqual(WIDTH);
    expect(measured.actions.length).toBeGreaterThan(0);
    const misplaced = measured.actions.filter((a) => a.left < 0 || a.right > WIDTH || a.width < TOUCH || a.height < TOUCH);
    expect(misplaced).toEqual([]);
    await context.close();
  });
});
