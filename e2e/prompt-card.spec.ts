// A prompt card's author line: the name gets the room the line has, and is cut with an ellipsis only
// when the name and the rating beside it do not both fit (it was cut to "林…" on a half-empty line).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localisedPath } from "../contract/language-paths.ts";
import { launchBrowser } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type AuthorName = { name: string; shown: number; needs: number; room: number };

describe.each(["zh-CN", "zh-TW", "en"] as const)("the home page's cards in %s", (lang) => {
  it.each([390, 1280, 1440])("at %i px show each author's whole name where the card has room for it", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${localisedPath("/", lang)}`);
    const names = await page.locator("main article span.truncate[data-user-content]").evaluateAll((spans) =>
      spans.map((span): AuthorName => {
        const avatar = span.previousElementSibling!;
        const card = span.closest("article")!;
        const padding = parseFloat(getComputedStyle(card).paddingLeft) + parseFloat(getComputedStyle(card).paddingRight);
        const gap = span.getBoundingClientRect().left - avatar.getBoundingClientRect().right;
        return {
          name: span.textContent ?? "",
          shown: span.clientWidth,
          needs: span.scrollWidth,
          // The card's width beside the avatar: what the name may have when nothing else is on its line.
          room: Math.floor(card.clientWidth - padding - avatar.getBoundingClientRect().width - gap),
        };
      }),
    );
    expect(names.length).toBeGreaterThan(0);
    // Cut only a name wider than the card itself allows (林書豪 was cut to 林… on a 200-px line).
    expect(names.filter((n) => n.shown < n.needs && n.needs <= n.room)).toEqual([]);
    await context.close();
  });
});
