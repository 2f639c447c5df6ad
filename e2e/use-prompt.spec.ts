// Issue 19, done when: in each UI language a reader fills in a demo prompt's variables and copies
// the filled text, opens it in DeepSeek (copy, then open) and in ChatGPT (prefilled address), both
// with the filled text, switches to the English tab (?v=en), copies the English text, saves it as
// their own, finds it on /admin, and its detail links back. The
// assistants' addresses cannot be reached from here: every request off this machine is answered
// by a stub and recorded, and the new tabs are checked by their address.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANTS } from "../contract/assistants.ts";
import type { PromptDetail } from "../contract/catalog.ts";
import { LANGUAGES, type Language } from "../contract/constants.ts";
import { localisedPath } from "../contract/language-paths.ts";
import { fillTemplate } from "../contract/variables.ts";
import { variableField } from "../web/lib/variable-fields.ts";
import { newUserContext } from "./support/accounts.test-support.ts";
import { desktop, launchBrowser, whenHydrated } from "./support/browser.test-support.ts";
import en from "../web/locales/en/catalog.json" with { type: "json" };
import zhCN from "../web/locales/zh-CN/catalog.json" with { type: "json" };
import zhTW from "../web/locales/zh-TW/catalog.json" with { type: "json" };
import enFill from "../web/locales/en/fill-in.json" with { type: "json" };
import zhCNFill from "../web/locales/zh-CN/fill-in.json" with { type: "json" };
import zhTWFill from "../web/locales/zh-TW/fill-in.json" with { type: "json" };
import { watchProblems } from "./support/page-problems.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
const CODE = "programming-code-review";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function detailIn(lan: Language): Promise<PromptDetail> {
  const response = await fetch(`${baseUrl}/api/prompt/${CODE}`, { headers: { "X-LAN": lan, "X-PP-No-View": "1" } });
  return ((await response.json()) as { data: PromptDetail }).data;
}

/** Answers every request that would leave this machine with a stub page, and lists them. */
async function stubOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" });
    },
  );
  return outside;
}

/** Clicks `button` and returns the address the new tab was opened at, then closes the tab. */
async function newTabAddress(page: Page, click: () => Promise<void>): Promise<string> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), click()]);
  await tab.waitForLoadState("domcontentloaded");
  const address = tab.url();
  await tab.close();
  await page.bringToFront();
  return address;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const catalogues = { "zh-CN": zhCN, "zh-TW": zhTW, en } as const;
const fillIns = { "zh-CN": zhCNFill, "zh-TW": zhTWFill, en: enFill } as const;
/** The page's words, from the catalogues the page uses. */
function wordsOf(lang: Language) {
  const c = catalogues[lang];
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
  return {
    openIn: (name: string) => fill(c.openIn.button, { name }),
    more: c.openIn.more,
    copied: fill(c.openIn.copied, { name: "DeepSeek" }),
    copy: (title: string) => fill(c.actions.named, { label: c.actions.copy, title }),
    copySuccess: c.actions.copySuccess,
    save: c.saveAsMine.button,
    fillIn: c.fillIn.open,
    copyFilled: fillIns[lang].copyFilled,
    basedOn: c.saveAsMine.basedOn,
  };
}

describe.each(LANGUAGES)("using a prompt in %s", (lang) => {
  it("opens it in DeepSeek and ChatGPT, copies the English version, saves it as mine and finds it on /admin", async () => {
    const w = wordsOf(lang);
    const [shown, english] = await Promise.all([detailIn(lang), detailIn("en")]);
    const { context } = await newUserContext(browser, baseUrl, { ...desktop, locale: lang });
    await context.addCookies([{ name: "lang", value: lang, url: baseUrl }]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const outside = await stubOutside(context);
    const page = await context.newPage();
    const watch = watchProblems(page);

    const detailPath = localisedPath(`/detail/${CODE}`, lang);
    await page.goto(`${baseUrl}${detailPath}`);
    await whenHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe({ "zh-CN": "简体", "zh-TW": "繁體", en: "English" }[lang]);
    expect(await page.locator("main h1").textContent()).toBe(shown.title);

    // Fill in every variable (two lines where text is pasted) and copy the filled prompt.
    const values = Object.fromEntries(shown.variables.map((v, i) => [v.name, variableField(v).multiline ? `第 ${i} 行\nline ${i}` : `值 ${i}`]));
    const filled = fillTemplate(shown.prompt, values);
    expect(filled).not.toBe(shown.prompt);
    await page.getByRole("button", { name: new RegExp(w.fillIn) }).click();
    for (const variable of shown.variables) await page.getByLabel(variableField(variable).label, { exact: true }).fill(values[variable.name]!);
    await page.getByRole("button", { name: w.copyFilled }).click();
    await page.getByText(w.copySuccess).first().waitFor();
    expect(await clipboard(page)).toBe(filled);

    // DeepSeek reads no address: the text goes to the clipboard, a toast says so, its page opens.
    const chooseDeepSeek = async () => {
      if (lang === "en") {
        await page.getByRole("button", { name: w.more }).click();
        await page.getByRole("menuitem", { name: /DeepSeek/ }).click();
      } else {
        await page.getByRole("button", { name: w.openIn("DeepSeek") }).click();
      }
    };
    expect(await newTabAddress(page, chooseDeepSeek)).toBe("https://chat.deepseek.com/");
    await page.getByText(w.copied).waitFor();
    expect(await clipboard(page)).toBe(filled);

    // ChatGPT reads its address: the text arrives in it, encoded. (For English readers it is the
    // main button until DeepSeek was chosen above.)
    const chatGpt = new URL(
      await newTabAddress(page, async () => {
        await page.getByRole("button", { name: w.more }).click();
        await page.getByRole("menuitem", { name: /ChatGPT/ }).click();
      }),
    );
    expect(chatGpt.origin + chatGpt.pathname).toBe("https://chatgpt.com/");
    expect(chatGpt.searchParams.get("q")).toBe(filled);
    // The last choice is the main button now.
    await page.getByRole("button", { name: w.openIn("ChatGPT") }).waitFor();

    // The English tab: the address says so, the page shows it, copy copies it.
    await page.getByRole("tab", { name: "English" }).click();
    await page.waitForURL(`${baseUrl}${detailPath}?v=en`);
    // The address changes first; the page follows in the same navigation.
    await expect.poll(() => page.locator("main h1").textContent()).toBe(english.title);
    // A Chinese reader filled the Chinese variables, not the English version's own: copy gives it
    // as written. An English reader filled these very variables.
    await page.evaluate(() => navigator.clipboard.writeText("-"));
    await page.getByRole("button", { name: w.copy(english.title) }).click();
    await expect.poll(() => clipboard(page)).toBe(lang === "en" ? filled : english.prompt);

    // Save as mine: the copy opens, says what it is based on, and is listed on /admin.
    await page.getByRole("button", { name: w.save }).click();
    await page.waitForURL((url) => url.pathname.startsWith(localisedPath("/detail/", lang)) && !url.pathname.endsWith(CODE));
    await page.locator("main h1", { hasText: english.title }).waitFor();
    const back = page.getByRole("link", { name: shown.title, exact: true });
    expect(await back.getAttribute("href")).toBe(detailPath);
    expect(await back.locator("xpath=..").textContent()).toContain(w.basedOn);
    const copyCode = new URL(page.url()).pathname.split("/").at(-1)!;
    await page.goto(`${baseUrl}/admin`);
    const row = page.locator(`a[href$="/detail/${copyCode}"]`).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(english.title);

    expect(outside.every((url) => ASSISTANTS.some((a) => url.startsWith(a.url) || (a.prefill && url.startsWith(a.prefill))))).toBe(true);
    expect(outside.length).toBeGreaterThanOrEqual(2);
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});

describe("a language tab in the address", () => {
  it("is rendered by the server: without JavaScript ?v=en shows the English version, titled in it", async () => {
    const english = await detailIn("en");
    const context = await browser.newContext({ ...desktop, locale: "zh-CN", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/detail/${CODE}?v=en`);
    expect(await page.locator("main h1").textContent()).toBe(english.title);
    expect(await page.locator("main h1").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("English");
    expect(await page.title()).toContain(english.title);
    expect(await page.locator("main pre").first().textContent()).toBe(english.prompt);
    await context.close();
  });
});
