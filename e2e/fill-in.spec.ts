// Issue 19, fill-in variables in a real browser: on a demo prompt, in each UI language, the reader
// fills the form, copies the filled prompt (the clipboard holds exactly the filled text), comes
// back to the values remembered in this browser, and can forget them; a card's "Use" dialog once.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../contract/catalog.ts";
import type { Language } from "../contract/constants.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { fillTemplate } from "../contract/variables.ts";
import { variableField } from "../web/lib/variable-fields.ts";
import { desktop, launchBrowser, phone, whenHydrated } from "./support/browser.test-support.ts";
import { watchProblems } from "./support/page-problems.test-support.ts";
import { readData } from "./support/api.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
const CODE = "programming-code-review";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WORDS: Record<Language, { fillIn: string; copyFilled: string; copied: string; remember: string; use: string }> = {
  "zh-CN": { fillIn: "填写变量", copyFilled: "复制填好的提示词", copied: "已复制到剪贴板", remember: "在此浏览器中记住填写的内容", use: "使用" },
  "zh-TW": { fillIn: "填寫變數", copyFilled: "複製填好的提示詞", copied: "已複製到剪貼簿", remember: "在此瀏覽器中記住填寫的內容", use: "使用" },
  en: { fillIn: "Fill in", copyFilled: "Copy filled prompt", copied: "Copied to the clipboard", remember: "Remember what I type in this browser", use: "Use" },
};

async function readerContext(lang: Language, device = desktop): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, locale: lang });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  return context;
}

/** A value per variable: two lines for pasted text, so line breaks are checked too. */
const valuesFor = (prompt: Pick<PromptDetail, "variables">) =>
  Object.fromEntries(prompt.variables.map((v, i) => [v.name, variableField(v).multiline ? `line ${i} one\nline ${i} two` : `value ${i}`]));

async function fillForm(scope: Page | ReturnType<Page["getByRole"]>, prompt: Pick<PromptDetail, "variables">, values: Record<string, string>) {
  for (const variable of prompt.variables) await scope.getByLabel(variableField(variable).label, { exact: true }).fill(values[variable.name]!);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe("fill-in variables", () => {
  it.each(["zh-CN", "zh-TW", "en"] as const)("fills, copies the filled prompt, remembers and forgets (%s)", async (lang) => {
    const words = WORDS[lang];
    const prompt = await readData<PromptDetail>(baseUrl, `/api/prompt/${CODE}`, lang);
    expect(prompt.variables.length).toBeGreaterThan(1);
    const values = valuesFor(prompt);
    const filled = fillTemplate(prompt.prompt, values);
    expect(filled).not.toBe(prompt.prompt);

    const context = await readerContext(lang);
    const page = await context.newPage();
    const watch = watchProblems(page);
    await page.goto(`${baseUrl}${localisedPath(`/detail/${CODE}`, lang)}`);
    await whenHydrated(page);
    const toggle = page.getByRole("button", { name: new RegExp(words.fillIn) });
    await toggle.click();
    await fillForm(page, prompt, values);
    expect(await page.locator("[data-filled-preview]").textContent()).toBe(filled);
    await page.getByRole("button", { name: words.copyFilled }).click();
    await page.getByText(words.copied).first().waitFor();
    expect(await clipboard(page)).toBe(filled);

    // Back later: the form opens with the values typed last time.
    await page.reload();
    await whenHydrated(page);
    const first = page.getByLabel(variableField(prompt.variables[0]!).label, { exact: true });
    expect(await first.inputValue()).toBe(values[prompt.variables[0]!.name]);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    // Forgotten when the reader unticks "remember".
    await page.getByRole("checkbox", { name: words.remember }).uncheck();
    await page.reload();
    await whenHydrated(page);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => localStorage.getItem("pp.fillIn"))).toBeNull();

    expect(watch.problems).toEqual([]);
    await context.close();
  });

  it("a card's Use dialog fills and copies, on a phone", async () => {
    const context = await readerContext("zh-CN", phone);
    const page = await context.newPage();
    const watch = watchProblems(page);
    const list = await readData<PromptPage>(baseUrl, "/api/listPrompt?categoryCode=programming&size=100", "zh-CN");
    const item = list.list.find((p) => p.variables.length > 0)!;
    await page.goto(`${baseUrl}/?category=programming`);
    await whenHydrated(page);
    await page.getByRole("button", { name: `${WORDS["zh-CN"].use}：${item.title}` }).click();
    const dialog = page.getByRole("dialog", { name: item.title });
    const values = valuesFor(item);
    await fillForm(dialog, item, values);
    await dialog.getByRole("button", { name: WORDS["zh-CN"].copyFilled }).click();
    await page.getByText(WORDS["zh-CN"].copied).first().waitFor();
    expect(await clipboard(page)).toBe(fillTemplate(item.prompt, values));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});
