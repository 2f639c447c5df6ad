/** The public catalogue calls of spec section 7. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ListPromptQuerySchema,
  MergeFavouritesBodySchema,
  PromptCodeParamsSchema,
  RateBodySchema,
  UpdateCountQuerySchema,
} from "../../../contract/catalog.ts";
import { COUNT_ACTION } from "../../../contract/constants.ts";
import { requireUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { categoryOverview, homeIndex, listCategories } from "./category-service.ts";
import { CounterBuffer } from "./counter-buffer.ts";
import { favourite, mergeFavourites, rate, unfavourite } from "./engagement-service.ts";
import "./messages.ts";
import { listPrompts, promptDetail, promptIdByCode, recordView } from "./prompt-service.ts";
import { languageOf, viewerOf } from "./viewer.ts";

const EmptyQuerySchema = z.object({}).strict();

export async function catalogRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const counters = new CounterBuffer(db, () => ctx.clock.now(), 2000, undefined, (error) => app.log.warn({ err: error }, "counter flush failed"));
  counters.start();
  ctx.counters = counters;
  ctx.beforeClose.push(() => counters.stop());

  app.get("/api/index", { config: { access: "public" }, schema: { querystring: EmptyQuerySchema } }, async (request) =>
    ok(await homeIndex(db, viewerOf(request), languageOf(request))),
  );

  app.get("/api/listCategory", { config: { access: "public" }, schema: { querystring: EmptyQuerySchema } }, async (request) =>
    ok(await listCategories(db, viewerOf(request), languageOf(request))),
  );

  app.get("/api/categoryIndex", { config: { access: "public" }, schema: { querystring: EmptyQuerySchema } }, async (request) =>
    ok(await categoryOverview(db, viewerOf(request), languageOf(request), ctx.clock.now())),
  );

  app.get("/api/listPrompt", { config: { access: "public" }, schema: { querystring: ListPromptQuerySchema } }, async (request) =>
    ok(await listPrompts(db, viewerOf(request), languageOf(request), request.query)),
  );

  // Registered before /api/prompt/:code so "updateCnt" is never read as a prompt code.
  app.get("/api/prompt/updateCnt", { config: { access: "public" }, schema: { querystring: UpdateCountQuerySchema } }, async (request) => {
    const viewer = viewerOf(request);
    const promptId = await promptIdByCode(db, viewer, request.query.promptCode);
    const { action } = request.query;
    if (action === COUNT_ACTION.copy) counters.add(promptId, "copies");
    else if (action === COUNT_ACTION.share) counters.add(promptId, "shares");
    else if (viewer.userId !== null) {
      // A visitor's favourites stay in the browser until sign-in merges them (docs/decisions).
      if (action === COUNT_ACTION.favourite) await favourite(db, viewer.userId, promptId);
      else await unfavourite(db, viewer.userId, promptId);
    }
    return ok(true);
  });

  app.get("/api/prompt/:code", { config: { access: "public" }, schema: { params: PromptCodeParamsSchema, querystring: EmptyQuerySchema } }, async (request) => {
    const viewer = viewerOf(request);
    const detail = await promptDetail(db, viewer, languageOf(request), request.params.code);
    counters.add(detail.id, "clicks");
    if (viewer.userId !== null) await recordView(db, viewer.userId, detail.id, ctx.clock.now());
    return ok(detail);
  });

  app.post("/api/prompt/rate", { config: { access: "user" }, schema: { body: RateBodySchema } }, async (request) => {
    const user = requireUser(request);
    const promptId = await promptIdByCode(db, viewerOf(request), request.body.promptCode);
    await rate(db, user.id, promptId, request.body.rateScore, request.body.rateComment, ctx.clock.now());
    return ok(true);
  });

  app.post("/api/user/mergeFavourites", { config: { access: "user" }, schema: { body: MergeFavouritesBodySchema } }, async (request) => {
    const user = requireUser(request);
    return ok({ added: await mergeFavourites(db, { userId: user.id, level: user.role }, request.body.codes) });
  });
}
