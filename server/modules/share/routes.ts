/**
 * Share images (issue #20): a 1200×630 Open Graph card per prompt, category, blog article and one
 * for the site, and a tall poster per prompt with the QR code of its page, each in the page's
 * language at a stable address:
 *   /og/{lang}/site.png, /og/{lang}/prompt/{code}.png, /og/{lang}/category/{code}.png,
 *   /og/{lang}/blog/{id}.png, /og/{lang}/poster/{code}.png
 * Made on the first request and kept on disk (image-store.ts); only what a visitor may see, any
 * other address (unknown language, hidden or missing subject) is a 404.
 */
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { PAGE_CACHE_SECONDS } from "../../lib/response-cache.ts";
import { createImageStore } from "./image-store.ts";
import { CARD, cardLayout, POSTER, posterLayout, siteSubject, type ShareSubject } from "./layout.ts";
import { qrDataUrl, renderPng } from "./renderer.ts";
import { blogSubject, categorySubject, promptSubject } from "./subjects.ts";
import { cardView, posterView } from "./view.tsx";

/** Bump when the drawing changes, so every stored image is made again. */
const DRAWING_VERSION = 1;
/** The address is stable while the image changes with its subject: browsers and crawlers check back hourly (ETag makes that cheap). */
const CACHE_CONTROL = "public, max-age=3600";
/** Card subjects kept in memory at most; past it the memory starts again empty. */
const MAX_SUBJECTS = 5000;

const LangParams = z.object({ lang: z.string() });
const FileParams = LangParams.extend({ file: z.string() });

/** The page's language from the address: exactly one of LANGUAGES, as page prefixes are. */
function languageOf(value: string): Language {
  const lang = LANGUAGES.find((lan) => lan === value);
  if (!lang) throw errors.notFound("shareImageNotFound");
  return lang;
}

/** `{name}.png` → name; a name no page could have is a 404. */
function nameOf(file: string): string {
  const name = file.endsWith(".png") ? file.slice(0, -".png".length) : "";
  if (name.length < 1 || name.length > 64) throw errors.notFound("shareImageNotFound");
  return name;
}

export async function shareRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const blog = ctx.blog.service;
  const store = createImageStore(path.join(ctx.config.dataDir, "og"));
  const origin = ctx.config.publicUrl;
  const host = new URL(origin).host;
  const config = { access: "public" as const };
  // What a prompt's or category's card shows, read once a minute or per public-content change rather
  // than once per request: a burst of share images otherwise queues a query each on the database
  // (bench, 50 connections on PGlite: 492 req/s, p99 242 ms).
  // The read itself is kept, so a burst of requests for one card at its expiry reads once.
  const subjects = new Map<string, { subject: Promise<ShareSubject>; until: number }>();
  ctx.responseCache.onInvalidate(() => subjects.clear());
  function remembered(key: string, read: () => Promise<ShareSubject>): Promise<ShareSubject> {
    const now = ctx.clock.now().getTime();
    const kept = subjects.get(key);
    if (kept && kept.until > now) return kept.subject;
    if (subjects.size >= MAX_SUBJECTS) subjects.clear();
    const subject = read();
    subjects.set(key, { subject, until: now + PAGE_CACHE_SECONDS * 1000 });
    // A refused read (no such prompt) is not kept: the next request asks again.
    subject.catch(() => {
      if (subjects.get(key)?.subject === subject) subjects.delete(key);
    });
    return subject;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, subject: string, content: unknown, draw: () => Promise<Buffer>) {
    const image = await store.get(subject, JSON.stringify([DRAWING_VERSION, host, content]), draw);
    const etag = `"${image.version}"`;
    reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("image/png").send(image.bytes);
  }

  function sendCard(request: FastifyRequest, reply: FastifyReply, subject: string, lang: Language, about: ShareSubject) {
    const layout = cardLayout(about, lang);
    return send(request, reply, subject, layout, () => renderPng(cardView(layout, host), CARD.width, CARD.height));
  }

  app.get("/og/:lang/site.png", { config, schema: { params: LangParams } }, async (request, reply) => {
    const lang = languageOf(request.params.lang);
    return sendCard(request, reply, `site/${lang}`, lang, siteSubject(lang));
  });

  app.get("/og/:lang/prompt/:file", { config, schema: { params: FileParams } }, async (request, reply) => {
    const lang = languageOf(request.params.lang);
    const code = nameOf(request.params.file);
    return sendCard(request, reply, `prompt/${lang}/${code}`, lang, await remembered(`prompt/${lang}/${code}`, () => promptSubject(db, lang, code)));
  });

  app.get("/og/:lang/category/:file", { config, schema: { params: FileParams } }, async (request, reply) => {
    const lang = languageOf(request.params.lang);
    const code = nameOf(request.params.file).toLowerCase();
    return sendCard(request, reply, `category/${lang}/${code}`, lang, await remembered(`category/${lang}/${code}`, () => categorySubject(db, lang, code)));
  });

  app.get("/og/:lang/blog/:file", { config, schema: { params: FileParams } }, async (request, reply) => {
    const lang = languageOf(request.params.lang);
    const id = nameOf(request.params.file);
    return sendCard(request, reply, `blog/${lang}/${id}`, lang, blogSubject(blog, lang, id));
  });

  app.get("/og/:lang/poster/:file", { config, schema: { params: FileParams } }, async (request, reply) => {
    const lang = languageOf(request.params.lang);
    const code = nameOf(request.params.file);
    const address = `${origin}${localisedPath(`/detail/${encodeURIComponent(code)}`, lang)}`;
    const layout = posterLayout(await promptSubject(db, lang, code), lang, address);
    return send(request, reply, `poster/${lang}/${code}`, layout, async () =>
      renderPng(posterView(layout, host, await qrDataUrl(address)), POSTER.width, POSTER.height),
    );
  });
}
