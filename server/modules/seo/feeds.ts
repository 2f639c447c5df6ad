/**
 * RSS 2.0 feeds per language (issue #20): the newest public prompts, the newest of one category,
 * and the blog. Written by the feed package; only what a visitor may open; cached as public
 * replies and dropped with them on every write, so a publish shows at once.
 */
import { Feed } from "feed";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ListPromptQuerySchema } from "../../../contract/catalog.ts";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { translate } from "../../lib/messages.ts";
import { listCategories } from "../catalog/category-service.ts";
import { listPrompts } from "../catalog/prompt-service.ts";
import { VISITOR } from "../catalog/viewer.ts";
import "./messages.ts";

const FEED_SIZE = 30;
const CACHE_SECONDS = 600;
const RSS = "application/rss+xml; charset=utf-8";

const LangParams = z.object({ lang: z.enum(LANGUAGES) });
const CategoryParams = LangParams.extend({ file: z.string().regex(/^[a-z0-9_-]{1,64}\.xml$/i) });

export async function feedRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const origin = ctx.config.publicUrl;
  const blog = ctx.blog.service;
  const address = (path: string, lang: Language) => `${origin}${localisedPath(path, lang)}`;
  const config = { access: "public" as const, cacheSeconds: CACHE_SECONDS, languageFree: true };

  const feed = (lang: Language, title: string, page: string, self: string) =>
    new Feed({
      id: address(page, lang),
      link: address(page, lang),
      title,
      description: translate(lang, "feedDescription"),
      language: lang,
      copyright: translate(lang, "siteName"),
      feedLinks: { rss: `${origin}${self}` },
    });

  async function promptFeed(lang: Language, title: string, page: string, self: string, categoryCode?: string) {
    const list = await listPrompts(db, VISITOR, lang, ListPromptQuerySchema.parse({ sortByTime: "1", size: FEED_SIZE, categoryCode }));
    const out = feed(lang, title, page, self);
    for (const item of list.list) {
      const link = address(`/detail/${encodeURIComponent(item.code)}`, lang);
      out.addItem({
        title: item.title,
        id: link,
        link,
        description: item.description,
        date: new Date(Number(item.updateTime) * 1000),
        published: new Date(Number(item.createTime) * 1000),
        author: [{ name: item.author.nickName }],
        category: item.categories.map((c) => ({ name: c.category })),
      });
    }
    return out.rss2();
  }

  app.get("/feeds/:lang/prompts.xml", { config, schema: { params: LangParams } }, async (request, reply) => {
    const { lang } = request.params;
    return reply.type(RSS).send(await promptFeed(lang, translate(lang, "feedPrompts"), "/", request.url));
  });

  app.get("/feeds/:lang/category/:file", { config, schema: { params: CategoryParams } }, async (request, reply) => {
    const { lang, file } = request.params;
    const code = file.slice(0, -".xml".length).toLowerCase();
    const category = (await listCategories(db, VISITOR, lang)).find((c) => c.code.toLowerCase() === code);
    if (!category) throw errors.notFound("feedNotFound");
    const page = `/?category=${encodeURIComponent(code)}`;
    return reply.type(RSS).send(await promptFeed(lang, translate(lang, "feedCategory", { category: category.category }), page, request.url, code));
  });

  app.get("/feeds/:lang/blog.xml", { config, schema: { params: LangParams } }, async (request, reply) => {
    const { lang } = request.params;
    const out = feed(lang, translate(lang, "feedBlog"), "/blog", request.url);
    for (const post of blog.list(lang).list) {
      const link = address(`/blog/${post.id}`, lang);
      out.addItem({
        title: post.title,
        id: link,
        link,
        description: post.excerpt,
        date: new Date(post.date),
        category: post.categories.map((name) => ({ name })),
      });
    }
    return reply.type(RSS).send(out.rss2());
  });
}
