// Issue #24 bug 9: Chinese typography on narrow screens. Pills never wrap, each breadcrumb item
// stays on one line (the prompt's title cut with an ellipsis), and headings and hero lines break
// between words, never inside one (一键复/制); English still wraps at spaces.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../contract/catalog.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { launchBrowser } from "./support/browser.test-support.ts";
import { measureLines } from "./support/line-boxes.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const languages = ["zh-CN", "zh-TW", "en"] as const;
const widths = [320, 390, 768] as const;

async function readJson<T>(path: string, lang: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { "X-LAN": lang },
  });
  return ((await response.json()) as { data: T }).data;
}

/** The prompt of a category with the longest title, filed first under that category. */
async function longestTitled(category: string, lang: string): Promise<string> {
  const page = await readJson<PromptPage>(`/api/listPrompt?page=1&size=50&categoryCode=${category}`, lang);
  const mine = page.list.filter((p) => p.categories[0]?.code === category).sort((a, b) => b.title.length - a.title.length);
  if (!mine[0]) throw new Error(`no prompt filed under ${category}`);
  return mine[0].code;
}

describe.each(languages)("typography in %s", (lang) => {
  let breadcrumb: string;
  let details: string[];
  beforeAll(async () => {
    const catalog = (await import(`../web/locales/${lang}/catalog.json`)) as { detail: { breadcrumb: string } };
    breadcrumb = catalog.detail.breadcrumb;
    // The longest category name (翻译与语言, Translation & Language) and 编程开发, reported split.
    details = await Promise.all(["translation", "programming"].map((c) => longestTitled(c, lang)));
  });

  it.each(widths)("at %i px: pills on one line, crumbs on one line each, no word split", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 844 }, locale: lang });
    await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
    const page = await context.newPage();
    for (const path of ["/", "/category", "/blog", ...details.map((code) => `/detail/${code}`)]) {
      // A public page's language is its address (/zh-TW/…, /en/…).
      await page.goto(`${baseUrl}${localisedPath(path, lang)}`);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      // A prompt's description under its title is body text: it breaks between any two characters.
      const detail = path.startsWith("/detail/");
      const report = await measureLines(page, breadcrumb, detail ? "main h1, main h2, main h3" : "main h1, main h2, main h3, main h1 + p");
      expect(report.pageWidth, path).toBeLessThanOrEqual(width);
      expect(report.wrappedPills, path).toEqual([]);
      expect(report.splitWords, path).toEqual([]);
      if (detail) {
        expect(report.crumbs.length, path).toBe(3);
        expect(
          report.crumbs.filter((crumb) => crumb.lines !== 1),
          path,
        ).toEqual([]);
        expect(report.currentCrumb, path).toEqual({ ellipsis: true, cut: width === 320 ? true : expect.any(Boolean) });
      } else {
        expect(report.heroLines, path).toBeGreaterThan(0);
      }
      // English wraps at spaces as before: the home hero line takes two lines on the narrowest phone.
      if (lang === "en" && width === 320 && path === "/") expect(report.heroLines).toBeGreaterThan(1);
    }
    await context.close();
  });
});

describe("typefaces", () => {
  it("draw each language in its own face first: Taiwan forms for zh-TW, a Latin face for English", async () => {
    const page = await browser.newPage();
    const firstFace = async (path: string) => {
      await page.goto(`${baseUrl}${path}`);
      return page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]!.trim().replace(/"/g, ""));
    };
    try {
      expect({ "zh-CN": await firstFace("/"), "zh-TW": await firstFace("/zh-TW/"), en: await firstFace("/en/") }).toEqual({
        "zh-CN": "PingFang SC",
        "zh-TW": "PingFang TC",
        en: "-apple-system",
      });
    } finally {
      await page.close();
    }
  });
});
