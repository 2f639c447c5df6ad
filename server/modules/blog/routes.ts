/**
 * The blog. Static files for a plain GET (the index as one entry per language version, BlogIndexFileEntry in contract/blog.ts; the Markdown
 * posts as written), and a JSON API the pages render from (lists per language, articles as
 * sanitised HTML).
 *
 * /blog and /blog/:id are pages (React Router). The static routes below are registered explicitly,
 * so Fastify's router prefers them over the pages' catch-all: /blog/index.json is the file, never
 * an article called "index.json".
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BlogArticleParamsSchema, BlogQuerySchema } from "../../../contract/blog.ts";
import type { Language } from "../../../contract/constants.ts";
import { BlogArticleSchema, BlogListSchema, envelope } from "../../../contract/replies.ts";
import { apiLanguage, normaliseLanguage } from "../../../contract/language.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { sendError } from "../../lib/error-handler.ts";
import { AppError, errors } from "../../lib/errors.ts";
import { translate } from "../../lib/messages.ts";
import "./messages.ts";

/** Five minutes: the files only change with a deploy, and a deploy may change them. */
const STATIC_CACHE = "public, max-age=300";

function sendStatic(reply: FastifyReply, type: string, bytes: Buffer) {
  return reply.header("content-type", type).header("x-content-type-options", "nosniff").header("cache-control", STATIC_CACHE).send(bytes);
}

export async function blogRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { content, service: blog } = ctx.blog;

  app.get("/blog/index.json", { config: { access: "public" } }, async (_request, reply) =>
    sendStatic(reply, "application/json; charset=utf-8", content.indexFile()),
  );

  app.get("/blog/posts/:file", { config: { access: "public" }, schema: { params: z.object({ file: z.string().max(200) }) } }, async (request, reply) => {
    const bytes = content.postFile(request.params.file);
    if (!bytes) throw errors.notFound("blogPostNotFound");
    return sendStatic(reply, "text/markdown; charset=utf-8", bytes);
  });

  // The language of a reply: ?lan= when given (its address then names its language), else X-LAN.
  const languageOf = (query: { lan?: string }, header: string | string[] | undefined): Language => normaliseLanguage(query.lan) ?? apiLanguage(header);

  /** Like the shared error handler, but in the reply's own language (which ?lan= may set). */
  const withLanguage = <T>(reply: FastifyReply, lan: Language, run: () => T) => {
    try {
      reply.header("vary", "x-lan").header("cache-control", STATIC_CACHE);
      return ok(run());
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return sendError(reply, error.status, error.code, translate(lan, error.key, error.params));
      throw error;
    }
  };

  app.get(
    "/api/blog/list",
    { config: { access: "public" }, schema: { querystring: BlogQuerySchema, response: { 200: envelope(BlogListSchema) } } },
    async (request, reply) => {
      const lan = languageOf(request.query, request.headers["x-lan"]);
      return withLanguage(reply, lan, () => blog.list(lan));
    },
  );

  app.get(
    "/api/blog/article/:id",
    { config: { access: "public" }, schema: { params: BlogArticleParamsSchema, querystring: BlogQuerySchema, response: { 200: envelope(BlogArticleSchema) } } },
    async (request, reply) => {
      const lan = languageOf(request.query, request.headers["x-lan"]);
      return withLanguage(reply, lan, () => blog.article(request.params.id, lan));
    },
  );
}
