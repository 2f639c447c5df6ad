import fs from "node:fs";
import { parse } from "csv-parse/sync";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../contract/constants.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { desktop, launchBrowser, phone, whenHydrated } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FOOTER_LINK = { "zh-CN": "开放数据", "zh-TW": "開放資料", en: "Open data" } as const;
const API_TITLE = { "zh-CN": "提示词广场 API", "zh-TW": "提示詞廣場 API", en: "Prompt Plaza API" } as const;
const DOWNLOAD = { "zh-CN": "下载 CSV", "zh-TW": "下載 CSV", en: "Download the CSV" } as const;

describe("the open-data page", () => {
  it.each(LANGUAGES)("is reached from the footer in %s and downloads that language's CSV", async (lang) => {
    const context = await browser.newContext({ ...(lang === "en" ? phone : desktop), acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${localisedPath("/", lang)}`);
    await whenHydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: FOOTER_LINK[lang] }).click();
    await page.waitForURL(`${baseUrl}${localisedPath("/open-data", lang)}`);
    await page.getByRole("heading", { level: 1, name: FOOTER_LINK[lang] }).waitFor();
    expect(JSON.parse(await page.locator("main pre code").innerText())).toEqual({ mcpServers: { "prompt-plaza": { url: `${baseUrl}/mcp` } } });
    const reference = page.getByRole("link", { name: { "zh-CN": "打开接口文档", "zh-TW": "開啟 API 文件", en: "Open the API reference" }[lang] });
    expect(await reference.getAttribute("href")).toBe(`/api/docs?lang=${lang}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: DOWNLOAD[lang] }).click()]);
    expect(download.suggestedFilename()).toBe(`prompts-${lang}.csv`);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text.split("\n")[0]).toBe("act,prompt,code,category,tags,lan,url");
    const records = parse(text, { columns: true }) as Array<{ url: string }>;
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) expect(record.url).toMatch(new RegExp(`^${baseUrl}${localisedPath("/detail/", lang)}[^/]+$`));
    // The API reference follows: Swagger UI's labels are English, the document's title is the page's language.
    await reference.click();
    await page.waitForURL(`${baseUrl}/api/docs?lang=${lang}`);
    await page.locator(".swagger-ui .info .title").getByText(API_TITLE[lang]).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    await context.close();
  });
});
