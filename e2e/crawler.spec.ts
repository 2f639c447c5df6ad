// Issue #20, "done when": a crawler (plain HTTP, no cookie, no JavaScript) starting at /robots.txt
// reaches every public prompt in every language it is written in through the sitemaps, and every
// page it fetches answers 200 in its address's language with the hreflang set, its canonical, its
// own title and description, and structured data that parses and carries what its type needs.
// Addresses a visitor may not open answer the normal 404 page.
import { JSDOM } from "jsdom";
import type { BlogPosting, BreadcrumbList, CreativeWork, WebSite, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { PromptDetail, PromptPage } from "../contract/catalog.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, PAGE_SIZE_MAX, type Language } from "../contract/constants.ts";
import { splitLanguagePrefix } from "../contract/language-paths.ts";
import { readDemoCatalogue } from "../server/db/seed/demo-data.ts";
import { readData } from "./support/api.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
// A few hundred server-rendered pages on a machine that may be busy.
const CRAWL_TIMEOUT_MS = 600_000;
const PARALLEL_FETCHES = 4;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

type SitemapEntry = { loc: string; alternates: Record<string, string> };
type Page = {
  status: number;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: Record<string, string>;
  structuredData: unknown[];
};

function parseXml(text: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

async function fetchText(address: string): Promise<{ status: number; text: string }> {
  // No cookie, no Accept-Language: what a crawler sends.
  const response = await fetch(address, { redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

async function fetchPage(address: string): Promise<Page> {
  const { status, text } = await fetchText(address);
  const { document } = new JSDOM(text).window;
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    status,
    lang: document.documentElement.getAttribute("lang"),
    title: document.title,
    description: attribute('meta[name="description"]', "content"),
    canonical: attribute('link[rel="canonical"]', "href"),
    robots: attribute('meta[name="robots"]', "content"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll("link[rel=alternate][hreflang]")].map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!]),
    ),
    // A block that is not JSON fails the test here.
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as unknown),
  };
}

/** Runs `work` over `items` with a few requests in flight. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: PARALLEL_FETCHES }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The language an address is in, from its path prefix alone. */
function languageOf(address: string): Language {
  return splitLanguagePrefix(new URL(address).pathname).lang ?? DEFAULT_LANGUAGE;
}

/** Every public prompt a visitor can list, by code. */
async function publicPromptCodes(): Promise<Set<string>> {
  const codes = new Set<string>();
  for (let page = 1; ; page++) {
    const reply = await readData<PromptPage>(baseUrl, `/api/listPrompt?page=${page}&size=${PAGE_SIZE_MAX}&sortByTime=1`);
    for (const prompt of reply.list) codes.add(prompt.code);
    if (!reply.hasMore) return codes;
  }
}

// What each type of structured data must carry. The checks are zod schemas whose output type must
// fit schema-dts' type for it (the `satisfies` lines below), so they cannot ask for a field the
// vocabulary lacks or spell one differently.
const absoluteUrl = z.url({ protocol: /^https?$/ });
const isoDate = z.iso.datetime().or(z.iso.date());
const inLanguage = z.enum(LANGUAGES);
const WebSiteData = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("WebSite"),
  name: z.string().min(1),
  url: absoluteUrl,
  inLanguage,
  potentialAction: z.object({
    "@type": z.literal("SearchAction"),
    target: z.object({ "@type": z.literal("EntryPoint"), urlTemplate: z.string().includes("{search_term_string}") }),
    "query-input": z.literal("required name=search_term_string"),
  }),
});
const BreadcrumbData = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z.array(z.object({ "@type": z.literal("ListItem"), position: z.number().int().min(1), name: z.string().min(1), item: absoluteUrl })).min(1),
});
const CreativeWorkData = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("CreativeWork"),
  name: z.string().min(1),
  description: z.string(),
  text: z.string().min(1),
  url: absoluteUrl,
  inLanguage,
  author: z.object({ "@type": z.literal("Person"), name: z.string().min(1) }),
  datePublished: isoDate,
  dateModified: isoDate,
  aggregateRating: z
    .object({
      "@type": z.literal("AggregateRating"),
      ratingValue: z.number().min(1).max(5),
      bestRating: z.literal(5),
      worstRating: z.literal(1),
      ratingCount: z.number().int().min(1),
    })
    .optional(),
  interactionStatistic: z
    .array(
      z.object({
        "@type": z.literal("InteractionCounter"),
        interactionType: z.object({ "@type": z.enum(["ShareAction", "BookmarkAction", "ViewAction"]) }),
        userInteractionCount: z.number().int().min(0),
      }),
    )
    .min(1),
});
const BlogPostingData = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BlogPosting"),
  headline: z.string().min(1),
  description: z.string().min(1),
  datePublished: isoDate,
  url: absoluteUrl,
  inLanguage,
  publisher: z.object({ "@type": z.literal("Organization"), name: z.string().min(1) }),
});
({}) as z.infer<typeof WebSiteData> satisfies WithContext<WebSite>;
({}) as z.infer<typeof BreadcrumbData> satisfies WithContext<BreadcrumbList>;
({}) as z.infer<typeof CreativeWorkData> satisfies WithContext<CreativeWork>;
({}) as z.infer<typeof BlogPostingData> satisfies WithContext<BlogPosting>;
const STRUCTURED_DATA = { WebSite: WebSiteData, BreadcrumbList: BreadcrumbData, CreativeWork: CreativeWorkData, BlogPosting: BlogPostingData };

/** Checks each block against its type's schema; the parsed blocks by type. */
function structuredDataOf(page: Page, address: string) {
  const byType = new Map<string, unknown>();
  for (const block of page.structuredData) {
    const type = (block as { "@type"?: string })["@type"] ?? "";
    const schema = STRUCTURED_DATA[type as keyof typeof STRUCTURED_DATA];
    expect(schema, `${address}: a JSON-LD block of unknown type ${type}`).toBeDefined();
    const parsed = schema.safeParse(block);
    expect(parsed.error?.issues, `${address}: ${type}`).toBeUndefined();
    expect(byType.has(type), `${address}: two ${type} blocks`).toBe(false);
    byType.set(type, parsed.data);
  }
  return byType;
}

describe("a crawler starting at /robots.txt", () => {
  it(
    "reaches every public prompt in each of its languages, and every page it fetches is whole",
    async () => {
      const robots = await fetchText(`${baseUrl}/robots.txt`);
      expect(robots.status).toBe(200);
      const sitemaps = [...robots.text.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]!);
      expect(sitemaps).toEqual([`${baseUrl}/sitemap.xml`]);

      const index = await fetchText(sitemaps[0]!);
      expect(index.status).toBe(200);
      const files = [...parseXml(index.text).getElementsByTagName("sitemap")].map((s) => s.getElementsByTagName("loc")[0]!.textContent!);
      expect(files.length).toBeGreaterThan(1);
      const entries: SitemapEntry[] = [];
      for (const file of files) {
        const child = await fetchText(file);
        expect(child.status, file).toBe(200);
        for (const url of parseXml(child.text).getElementsByTagName("url")) {
          const links = [...url.getElementsByTagName("xhtml:link")].map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!]);
          entries.push({ loc: url.getElementsByTagName("loc")[0]!.textContent!, alternates: Object.fromEntries(links) });
        }
      }
      expect(new Set(entries.map((e) => e.loc)).size, "each address once").toBe(entries.length);

      // Every public prompt, in each language it has a version in; the demo catalogue's in all three.
      const codes = await publicPromptCodes();
      const details = new Map<string, PromptDetail>();
      await eachLimited(
        [...codes].flatMap((code) => LANGUAGES.map((lang) => ({ code, lang }))),
        async ({ code, lang }) => {
          details.set(`${lang} ${code}`, await readData<PromptDetail>(baseUrl, `/api/prompt/${encodeURIComponent(code)}`, lang));
        },
      );
      const reached = new Map<Language, Set<string>>(LANGUAGES.map((lang) => [lang, new Set()]));
      for (const { loc } of entries) {
        const code = /\/detail\/([^/?]+)$/.exec(loc)?.[1];
        if (code) reached.get(languageOf(loc))!.add(decodeURIComponent(code));
      }
      const versions = (code: string) => details.get(`zh-CN ${code}`)!.versions.map((v) => v.lan);
      expect([...reached.get("zh-CN")!].sort()).toEqual([...codes].sort());
      expect([...reached.get("zh-TW")!].sort()).toEqual([...codes].sort());
      expect([...reached.get("en")!].sort()).toEqual([...codes].filter((code) => versions(code).includes("en")).sort());
      const demoPublic = readDemoCatalogue().prompts.filter((p) => p.vipLevel === 0 && codes.has(p.code));
      expect(demoPublic.length).toBeGreaterThan(40);
      for (const prompt of demoPublic) for (const lang of LANGUAGES) expect(reached.get(lang)!.has(prompt.code), `${lang} ${prompt.code}`).toBe(true);

      const titles = new Map<string, string>();
      await eachLimited(entries, async ({ loc, alternates }) => {
        const lang = languageOf(loc);
        const page = await fetchPage(loc);
        expect(page.status, loc).toBe(200);
        expect(page.lang, loc).toBe(lang);
        expect(page.robots, loc).toBeNull();
        expect(page.canonical, loc).toBe(loc);
        // The full set wherever the page exists in all three languages; the sitemap says the same.
        expect(page.alternates, loc).toEqual(alternates);
        expect(Object.keys(alternates), loc).toContain("x-default");
        expect(alternates[lang], loc).toBe(loc);
        expect(page.title, loc).toBeTruthy();
        expect(page.description, loc).toBeTruthy();
        if (lang === "en") expect(`${page.title} ${page.description}`, loc).not.toMatch(CJK);
        if (lang !== "en") expect(page.title, loc).toMatch(CJK);
        titles.set(loc, page.title);

        const data = structuredDataOf(page, loc);
        for (const block of data.values()) {
          const { inLanguage, url } = block as { inLanguage?: string; url?: string };
          if (inLanguage) expect(inLanguage, loc).toBe(lang);
          if (url) expect(url, loc).toBe(loc);
        }
        const crumbs = data.get("BreadcrumbList") as z.infer<typeof BreadcrumbData> | undefined;
        crumbs?.itemListElement.forEach((crumb, i) => {
          expect(crumb.position).toBe(i + 1);
          expect(languageOf(crumb.item), `${loc}: crumb ${crumb.name}`).toBe(lang);
        });

        const code = /\/detail\/([^/?]+)$/.exec(loc)?.[1];
        if (!code) return;
        // A prompt's page: titled and described in the language's own version.
        const detail = details.get(`${lang} ${decodeURIComponent(code)}`)!;
        expect(page.title, loc).toContain(detail.title);
        expect((detail.description || detail.prompt).trim().startsWith(page.description!.replace(/…$/, "")), loc).toBe(true);
        expect(data.has("BreadcrumbList"), loc).toBe(true);
        const work = data.get("CreativeWork") as z.infer<typeof CreativeWorkData>;
        expect(work, loc).toMatchObject({ name: detail.title, author: { name: detail.author.nickName } });
        expect(work.aggregateRating?.ratingCount, loc).toBe(detail.cnt.rateCnt > 0 ? detail.cnt.rateCnt : undefined);
      });

      // Traditional Chinese is its own text, not the Simplified page again, wherever the script differs.
      for (const code of codes) {
        const simplified = details.get(`zh-CN ${code}`)!;
        const traditional = details.get(`zh-TW ${code}`)!;
        const path = `/detail/${encodeURIComponent(code)}`;
        if (simplified.title !== traditional.title) expect(titles.get(`${baseUrl}/zh-TW${path}`), code).not.toBe(titles.get(`${baseUrl}${path}`));
      }
      // Every other page too: each language titles it in its own words.
      for (const { loc, alternates } of entries) {
        if (languageOf(loc) !== "zh-CN" || !alternates["zh-TW"]) continue;
        expect(titles.get(alternates["zh-TW"]), loc).not.toBe(titles.get(loc));
        if (alternates.en) expect(titles.get(alternates.en), loc).not.toBe(titles.get(loc));
      }
    },
    CRAWL_TIMEOUT_MS,
  );

  it("gets the normal 404 page for unknown language prefixes, unknown prompts and prompts a visitor may not open", async () => {
    const notFound = await fetchPage(`${baseUrl}/no/such/page`);
    expect(notFound.status).toBe(404);
    const membersOnly = readDemoCatalogue().prompts.find((p) => p.vipLevel > 0)!.code;
    const cases: Array<[string, Language]> = [
      ["/fr/", "zh-CN"],
      ["/fr/detail/business-email-writer", "zh-CN"],
      ["/zh-tw/", "zh-CN"],
      ["/zh-tw/detail/business-email-writer", "zh-CN"],
      ["/EN/", "zh-CN"],
      ["/en/detail/does-not-exist", "en"],
      ["/zh-TW/detail/does-not-exist", "zh-TW"],
      ["/detail/does-not-exist", "zh-CN"],
      [`/detail/${membersOnly}`, "zh-CN"],
      [`/en/detail/${membersOnly}`, "en"],
      [`/zh-TW/detail/${membersOnly}`, "zh-TW"],
    ];
    const titles = new Map<Language, string>();
    for (const [path, lang] of cases) {
      const page = await fetchPage(`${baseUrl}${path}`);
      expect(page.status, path).toBe(404);
      expect(page.lang, path).toBe(lang);
      expect(page, path).toMatchObject({ robots: "noindex", canonical: null, alternates: {}, structuredData: [] });
      if (titles.has(lang)) expect(page.title, path).toBe(titles.get(lang));
      else titles.set(lang, page.title);
    }
    expect(titles.get("zh-CN")).toBe(notFound.title);
    expect(new Set(titles.values()).size).toBe(3);
  });
});
