/**
 * The page loaders' reads (contract/page-data.ts): the services behind the public read calls,
 * called directly for the page's reader and language. A page used to call its API back through
 * Fastify, paying for routing, validation and a JSON round trip, and asserting the reply's type.
 */
import type { FastifyRequest } from "fastify";
import { BlogArticleParamsSchema } from "../contract/blog.ts";
import { ListPromptQuerySchema, PromptCodeParamsSchema } from "../contract/catalog.ts";
import type { Language } from "../contract/constants.ts";
import type { PageData, ReadResult } from "../contract/page-data.ts";
import type { AppContext } from "./lib/app-context.ts";
import { AppError } from "./lib/errors.ts";
import { categoryOverview, homeIndex } from "./modules/catalog/category-service.ts";
import { listPrompts, openPrompt } from "./modules/catalog/prompt-service.ts";
import { viewerOf } from "./modules/catalog/viewer.ts";

/** The code a call answers when its input fails its schema (lib/error-handler.ts). */
const INVALID_INPUT = 40001;

export function pageDataFor(ctx: AppContext, request: FastifyRequest, lang: Language): PageData {
  const db = ctx.database.db;
  const viewer = viewerOf(request);
  /** As the call would answer: its error's code, or no code (logged) for a failure that is not one. */
  const read = async <T>(compute: () => T | Promise<T>): Promise<ReadResult<T>> => {
    try {
      return { ok: true, data: await compute() };
    } catch (error) {
      const known = error instanceof AppError;
      if (!known || error.status >= 500) request.log.error({ err: error }, "a page's read failed");
      return { ok: false, code: known ? error.code : null };
    }
  };
  const invalid = { ok: false, code: INVALID_INPUT } as const;

  return {
    index: () => read(() => homeIndex(db, viewer, lang)),
    categoryIndex: () => read(() => categoryOverview(db, viewer, lang, ctx.clock.now())),
    listPrompts: (query) => {
      const parsed = ListPromptQuerySchema.safeParse(Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])));
      return parsed.success ? read(() => listPrompts(db, viewer, lang, parsed.data)) : Promise.resolve(invalid);
    },
    prompt: (code) => {
      const parsed = PromptCodeParamsSchema.safeParse({ code });
      return parsed.success ? read(() => openPrompt(db, viewer, lang, parsed.data.code, ctx.clock.now())) : Promise.resolve(invalid);
    },
    blogList: () => read(() => ctx.blog.service.list(lang)),
    blogArticle: (id) => {
      const parsed = BlogArticleParamsSchema.safeParse({ id });
      return parsed.success ? read(() => ctx.blog.service.article(parsed.data.id, lang)) : Promise.resolve(invalid);
    },
  };
}
