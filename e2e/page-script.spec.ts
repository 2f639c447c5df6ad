// Issue #23, "done when": every public page in zh-TW shows no Simplified-only character and every
// page in English no Chinese at all, outside what people wrote. Prompts, comments, names and blog
// articles are marked `data-user-content`; text in another language says so with its own `lang`
// (the language switcher's names, a version shown in its source language). Those are skipped.
// Its own server with the demo catalogue alone: other files add untranslated categories and prompts
// to the shared one, which English pages rightly show in the language they were written in.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../contract/constants.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { simplifiedOnlyCharacters } from "../contract/simplified-only.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import { PUBLIC_PAGES } from "./support/public-pages.test-support.ts";
import { startServer, type RunningServer } from "./support/server.test-support.ts";

let baseUrl: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  baseUrl = server.url;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The UI's own text on the page: text nodes, placeholders and the title, each with the nearest tag for the report. */
function uiText(page: Page, lang: Language): Promise<Array<{ text: string; where: string }>> {
  return page.evaluate((pageLang) => {
    const skip = (element: Element | null): boolean => {
      if (!element) return false;
      if (element.closest("script, style, template, noscript, [data-user-content]")) return true;
      const own = element.closest("[lang]")?.getAttribute("lang");
      return own !== undefined && own !== null && own !== pageLang;
    };
    const where = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""}`;
    const found: Array<{ text: string; where: string }> = [{ text: document.title, where: "title" }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !skip(parent)) found.push({ text, where: where(parent) });
    }
    for (const input of document.querySelectorAll("[placeholder]")) {
      if (!skip(input)) found.push({ text: input.getAttribute("placeholder") ?? "", where: where(input) });
    }
    return found;
  }, lang);
}

const wrongCharacters: Record<"zh-TW" | "en", (text: string) => string[]> = {
  "zh-TW": simplifiedOnlyCharacters,
  en: (text) => [...new Set(text.match(/\p{Script=Han}/gu) ?? [])],
};

describe("every public page keeps to its language's script", () => {
  it.each(["zh-TW", "en"] as const)(
    "%s",
    async (lang) => {
      const context = await browser.newContext({ ...desktop, locale: lang });
      const page = await context.newPage();
      const wrong: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${baseUrl}${localisedPath(path, lang)}`);
        await whenHydrated(page);
        await page.waitForLoadState("networkidle");
        // The search box's words come back in the heading and the title: the reader's, not ours.
        const query = new URL(path, baseUrl).searchParams.get("q");
        for (const { text, where } of await uiText(page, lang)) {
          const chars = wrongCharacters[lang](query ? text.replaceAll(query, "") : text);
          if (chars.length > 0) wrong.push(`${path} ${where}: ${chars.join("")} in “${text.slice(0, 60)}”`);
        }
      }
      expect(wrong).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
