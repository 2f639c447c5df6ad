/** The public catalogue calls: index, categories, prompt lists and details, counters, ratings, merging favourites. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ListPromptQuerySchema, MergeFavouritesBodySchema, PromptCodeParamsSchema, RateBodySchema, UpdateCountQuerySchema } from "../../../contract/catalog.ts";
import {
  CategoryIndexReplySchema,
  CategorySummarySchema,
  envelope,
  IndexReplySchema,
  int,
  PromptDetailSchema,
  PromptPageSchema,
  RateReplySchema,
  TrueEnvelopeSchema,
} from "../../../contract/replies.ts";
import { COUNT_ACTION, NO_VIEW_HEADER } from "../../../contract/constants.ts";
import { requireUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { publicationOf } from "../../lib/review-policy.ts";
import { PAGE_CACHE_SECONDS } from "../../lib/response-cache.ts";
import { categoryOverview, homeIndex, listCategories } from "./category-service.ts";
import { favourite, mergeFavourites, rate, unfavourite } from "./engagement-service.ts";
import "./messages.ts";
import { PromptLookup } from "./prompt-lookup.ts";
import { listPrompts, openPrompt } from "./prompt-service.ts";
import { languageOf, viewerOf } from "./viewer.ts";

const EmptyQuerySchema = z.object({}).strict();

export async function catalogRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const count = ctx.countOnce;
  const lookup = new PromptLookup(db);
  ctx.responseCache.onInvalidate(() => lookup.clear());

  app.get(
    "/api/index",
    { config: { access: "public", cacheSeconds: 30 }, schema: { querystring: EmptyQuerySchema, response: { 200: envelope(IndexReplySchema) } } },
    async (request) => ok(await homeIndex(db, viewerOf(request), languageOf(request))),
  );

  app.get(
    "/api/listCategory",
    { config: { access: "public", cacheSeconds: 30 }, schema: { querystring: EmptyQuerySchema, response: { 200: envelope(z.array(CategorySummarySchema)) } } },
    async (request) => ok(await listCategories(db, viewerOf(request), languageOf(request))),
  );

  app.get(
    "/api/categoryIndex",
    { config: { access: "public", cacheSeconds: 30 }, schema: { querystring: EmptyQuerySchema, response: { 200: envelope(CategoryIndexReplySchema) } } },
    async (request) => ok(await categoryOverview(db, viewerOf(request), languageOf(request), ctx.clock.now())),
  );

  app.get(
    "/api/listPrompt",
    { config: { access: "public", cacheSeconds: 10 }, schema: { querystring: ListPromptQuerySchema, response: { 200: envelope(PromptPageSchema) } } },
    async (request) => ok(await listPrompts(db, viewerOf(request), languageOf(request), request.query)),
  );

  // Registered before /api/prompt/:code so "updateCnt" is never read as a prompt code.
  app.get(
    "/api/prompt/updateCnt",
    { config: { access: "public" }, schema: { querystring: UpdateCountQuerySchema, response: { 200: TrueEnvelopeSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      const { promptCode, action } = request.query;
      const promptId = await lookup.visibleId(viewer, promptCode);
      if (action === COUNT_ACTION.copy) await count(request, promptCode, "copies");
      else if (action === COUNT_ACTION.share) await count(request, promptCode, "shares");
      else if (viewer.userId !== null) {
        // A visitor's favourites stay in the browser until sign-in merges them (docs/decisions).
        if (action === COUNT_ACTION.favourite) await favourite(db, viewer.userId, promptId);
        else await unfavourite(db, viewer.userId, promptId);
      }
      return ok(true);
    },
  );

  app.get(
    "/api/prompt/:code",
    {
      config: { access: "public", cacheSeconds: PAGE_CACHE_SECONDS },
      schema: { params: PromptCodeParamsSchema, querystring: EmptyQuerySchema, response: { 200: envelope(PromptDetailSchema) } },
      // Counted on the way out so that a reply served from the cache is a view too.
      onSend: async (request, reply, payload) => {
        const alreadyCounted = request.headers[NO_VIEW_HEADER] !== undefined;
        if (!alreadyCounted && (reply.statusCode === 200 || reply.statusCode === 304))
          await count(request, (request.params as { code: string }).code, "clicks");
        return payload;
      },
    },
    async (request) => ok(await openPrompt(db, viewerOf(request), languageOf(request), request.params.code, ctx.clock.now())),
  );

  app.post(
    "/api/prompt/rate",
    { config: { access: "user", writeLimit: "rating" }, schema: { body: RateBodySchema, response: { 200: envelope(RateReplySchema) } } },
    async (request) => {
      const user = requireUser(request);
      const promptId = await lookup.visibleId(viewerOf(request), request.body.promptCode);
      const status = await publicationOf(ctx, user, [request.body.rateComment], "rateComment");
      return ok(await rate(db, user.id, promptId, { score: request.body.rateScore, content: request.body.rateComment, status }, ctx.clock.now()));
    },
  );

  // Only favourite counters change, which the page cache lets age like views (as favouriting through updateCnt does).
  app.post(
    "/api/user/mergeFavourites",
    {
      config: { access: "user", changesPublicContent: false },
      schema: { body: MergeFavouritesBodySchema, response: { 200: envelope(z.object({ added: int.describe("Favourites added") })) } },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({ added: await mergeFavourites(db, { userId: user.id, level: user.role }, request.body.codes) });
    },
  );
}
