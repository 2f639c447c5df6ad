// Issue #20, share cards and posters: every public page carries Open Graph and Twitter card tags
// in its own language with a 1200×630 image; the share dialog shows a poster whose QR code decodes
// to the page's address in the reader's language (decoded here with jsQR), links to Weibo and X
// that open in a new tab (never followed here), and copy-link; WeChat's browser opens on the poster.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../contract/constants.ts";
import { localisedPath } from "../contract/language-paths.ts";
import en from "../web/locales/en/catalog.json" with { type: "json" };
import zhCN from "../web/locales/zh-CN/catalog.json" with { type: "json" };
import zhTW from "../web/locales/zh-TW/catalog.json" with { type: "json" };
import { desktop, launchBrowser, phone, whenHydrated } from "./support/browser.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
const CODE = "writing-polish-article";
const catalog = { "zh-CN": zhCN, "zh-TW": zhTW, en } as const;
const OG_LOCALE = { "zh-CN": "zh_CN", "zh-TW": "zh_TW", en: "en_US" } as const;
const SHOTS = process.env.SHOTS_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function headOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  const tags = [...html.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[2]!, decode(m[3]!)] as const);
  const all = (key: string) => tags.filter(([k]) => k === key).map(([, v]) => v);
  return {
    status: response.status,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    one: (key: string) => all(key)[0],
    all,
  };
}

/** The PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("share tags on every public page", () => {
  it.each(["/", "/?category=writing", "/category", "/blog", "/blog/prompt-structure", "/about", `/detail/${CODE}`])(
    "%s has Open Graph and Twitter tags in its own language",
    async (path) => {
      const titles = new Set<string>();
      for (const lang of LANGUAGES) {
        const address = localisedPath(path, lang);
        const head = await headOf(address);
        expect(head.status, address).toBe(200);
        expect(head.one("og:title"), address).toBe(head.title);
        expect(head.one("twitter:title"), address).toBe(head.title);
        expect(head.one("og:description"), address).toBeTruthy();
        expect(head.one("og:url"), address).toBe(head.canonical);
        expect(head.one("og:locale"), address).toBe(OG_LOCALE[lang]);
        expect(head.all("og:locale:alternate").sort(), address).toEqual(
          LANGUAGES.filter((l) => l !== lang)
            .map((l) => OG_LOCALE[l])
            .sort(),
        );
        expect(head.one("og:type"), address).toMatch(/^(website|article)$/);
        expect(head.one("twitter:card"), address).toBe("summary_large_image");
        expect([head.one("og:image:width"), head.one("og:image:height")], address).toEqual(["1200", "630"]);
        const image = head.one("og:image")!;
        expect(image, address).toContain(`/og/${lang}/`);
        expect(head.one("twitter:image"), address).toBe(image);
        const response = await fetch(image);
        expect(response.status, image).toBe(200);
        expect(response.headers.get("content-type"), image).toBe("image/png");
        expect(pngSize(Buffer.from(await response.arrayBuffer())), image).toEqual({ width: 1200, height: 630 });
        titles.add(head.title);
      }
      expect(titles.size, "a title per language").toBe(3);
    },
  );
});

async function openShare(context: BrowserContext, lang: Language): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${localisedPath(`/detail/${CODE}`, lang)}`);
  await whenHydrated(page);
  await page
    .locator("main")
    .getByRole("button", { name: new RegExp(`^${catalog[lang].actions.share}`) })
    .first()
    .click();
  await page.getByRole("dialog").waitFor();
  return page;
}

/** The poster shown in the dialog, loaded, read back as the bytes the browser got, and its QR code decoded. */
async function posterQr(page: Page, lang: Language): Promise<string | undefined> {
  const poster = page.getByRole("dialog").getByRole("img");
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const src = (await poster.getAttribute("src"))!;
  expect(src).toBe(`/og/${lang}/poster/${CODE}.png`);
  const png = PNG.sync.read(Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer()));
  return jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data;
}

describe("the share dialog", () => {
  it.each(["zh-CN", "en"] as const)("in %s shows a poster whose QR code opens the page in that language, Weibo and X links and copy-link", async (lang) => {
    const context = await browser.newContext({ ...desktop, locale: lang });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    try {
      const page = await openShare(context, lang);
      const t = catalog[lang].share;
      const address = `${baseUrl}${localisedPath(`/detail/${CODE}`, lang)}`;
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: t.poster }).click();
      expect(await posterQr(page, lang)).toBe(address);

      for (const [name, host] of [
        [t.weibo, "service.weibo.com"],
        [t.x, "x.com"],
      ] as const) {
        const link = dialog.getByRole("link", { name });
        expect(await link.getAttribute("target")).toBe("_blank");
        const href = new URL((await link.getAttribute("href"))!);
        expect(href.host).toBe(host);
        expect(href.searchParams.get("url")).toBe(address);
      }
      await dialog.getByRole("button", { name: t.copyLink }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });

  it("opens on the poster in WeChat's browser", async () => {
    const context = await browser.newContext({
      ...phone,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN",
    });
    try {
      const page = await openShare(context, "zh-CN");
      expect(await posterQr(page, "zh-CN")).toBe(`${baseUrl}/detail/${CODE}`);
    } finally {
      await context.close();
    }
  });

  // Screenshots for people to look at, when SHOTS_DIR names a folder (not part of the suite's checks).
  it.skipIf(!SHOTS).each(LANGUAGES)("screenshots of the poster dialog in %s", async (lang) => {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: lang });
      try {
        const page = await openShare(context, lang);
        await page.getByRole("dialog").getByRole("button", { name: catalog[lang].share.poster }).click();
        await posterQr(page, lang);
        await page.screenshot({ path: `${SHOTS}/dialog-${lang}-${width}.png` });
      } finally {
        await context.close();
      }
    }
  });
});
