/**
 * What search engines read first (issue #20): robots.txt, and a sitemap index with per-language
 * sitemaps of the public pages, categories, blog articles and prompts (chunked), each address with
 * its hreflang alternates. Only what a visitor may open; cached like public replies and dropped
 * with them on every write, so a publish shows up at once.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileLanguageOf } from "../../../contract/blog.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { hasVersion } from "../blog/content.ts";
import { feedRoutes } from "./feeds.ts";
import { categoryCodes } from "./sitemap-repository.ts";
import "./messages.ts";
import { sitemapIndex, urlSet, type Alternate, type SitemapUrl } from "./sitemap-xml.ts";

/** Prompts per sitemap file: far under the format's 50,000 and 50 MB; with 3–4 alternates each a file is about 1 MB, quick to render and to send under load. */
export const SITEMAP_CHUNK = 2_000;
const CACHE_SECONDS = 600;
const XML = "application/xml; charset=utf-8";
const STATIC_PAGES = ["/", "/category", "/blog", "/about", "/open-data"];

const PromptSitemapParams = z.object({ lang: z.enum(LANGUAGES), file: z.string().regex(/^prompts-[1-9]\d{0,4}\.xml$/) });

export async function seoRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const blog = ctx.blog.content;
  const origin = ctx.config.publicUrl;
  const address = (path: string, lang: Language) => `${origin}${localisedPath(path, lang)}`;
  /** The page's address in each language it exists in, and x-default when Chinese is one. */
  const alternatesOf = (path: string, languages: readonly Language[]): Alternate[] => {
    const alternates: Alternate[] = languages.map((lang) => ({ hreflang: lang, href: address(path, lang) }));
    if (languages.includes(DEFAULT_LANGUAGE)) alternates.push({ hreflang: "x-default", href: address(path, DEFAULT_LANGUAGE) });
    return alternates;
  };
  const entries = (path: string, languages: readonly Language[], lastmod?: Date): SitemapUrl[] =>
    languages.map((lang) => ({ loc: address(path, lang), lastmod, alternates: alternatesOf(path, languages) }));
  const config = { access: "public" as const, cacheSeconds: CACHE_SECONDS, languageFree: true };
  await feedRoutes(fastify, ctx);

  const indexNow = ctx.config.indexNow;
  if (indexNow) {
    // The key file proves to the engines that the pings come from the site's owner.
    app.get(`/${indexNow.key}.txt`, { config: { access: "public" } }, async (_request, reply) => reply.type("text/plain; charset=utf-8").send(indexNow.key));
  }

  app.get("/robots.txt", { config }, async (_request, reply) => {
    // The pages outside the catalogue, at every language's address, and the API.
    const privatePages = ["/admin", "/superAdmin", "/profile", "/login", "/emailLogin"];
    const disallowed = [...LANGUAGES.flatMap((lang) => privatePages.map((p) => localisedPath(p, lang))), "/api/", "/auth/", "/upload/"];
    const lines = ["User-agent: *", "Allow: /", ...disallowed.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""];
    return reply.type("text/plain; charset=utf-8").send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { config }, async (_request, reply) => {
    const files = [`${origin}/sitemaps/pages.xml`];
    const snapshot = await ctx.sitemap.current();
    for (const lang of LANGUAGES) {
      const count = snapshot[lang].length;
      for (let chunk = 1; chunk <= Math.ceil(count / SITEMAP_CHUNK); chunk++) files.push(`${origin}/sitemaps/${lang}/prompts-${chunk}.xml`);
    }
    return reply.type(XML).send(sitemapIndex(files.map((loc) => ({ loc }))));
  });

  app.get("/sitemaps/pages.xml", { config }, async (_request, reply) => {
    const urls = STATIC_PAGES.flatMap((path) => entries(path, LANGUAGES));
    for (const category of await categoryCodes(db))
      urls.push(...entries(`/?category=${encodeURIComponent(category.code.toLowerCase())}`, LANGUAGES, category.updatedAt));
    for (const post of blog.index().entries) {
      // Chinese articles are shown in either script; an English page exists only with an English file.
      const languages = LANGUAGES.filter((lang) => hasVersion(post, fileLanguageOf(lang)));
      urls.push(...entries(`/blog/${post.id}`, languages, new Date(post.date)));
    }
    return reply.type(XML).send(urlSet(urls));
  });

  app.get("/sitemaps/:lang/:file", { config, schema: { params: PromptSitemapParams } }, async (request, reply) => {
    const { lang, file } = request.params;
    const chunk = Number(/\d+/.exec(file)![0]);
    const rows = (await ctx.sitemap.current())[lang].slice((chunk - 1) * SITEMAP_CHUNK, chunk * SITEMAP_CHUNK);
    if (rows.length === 0) throw errors.notFound("sitemapNotFound");
    const urls = rows.map((row) => {
      const path = `/detail/${encodeURIComponent(row.code)}`;
      return { loc: address(path, lang), lastmod: new Date(row.updatedAtMs), alternates: alternatesOf(path, row.languages) };
    });
    return reply.type(XML).send(urlSet(urls));
  });
}
