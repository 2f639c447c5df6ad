/** The console's calls: categories, groups and statistics, administrators only. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AddCategoryBodySchema,
  AddMarkGroupBodySchema,
  AddMarkGroupPromptsBodySchema,
  DeleteCategoryQuerySchema,
  DeleteMarkGroupQuerySchema,
  ListMarkGroupsQuerySchema,
  RemoveMarkGroupPromptQuerySchema,
  UpdateCategoryBodySchema,
  UpdateMarkGroupBodySchema,
} from "../../../contract/console.ts";
import {
  AddMarkGroupPromptsReplySchema,
  AdminCategorySchema,
  AdminStatsSchema,
  MarkGroupSchema,
  RemoveMarkGroupPromptReplySchema,
} from "../../../contract/console-replies.ts";
import { apiLanguage } from "../../../contract/language.ts";
import { envelope, TrueEnvelopeSchema } from "../../../contract/replies.ts";
import { assertNoBlockedTerm } from "../../lib/review-policy.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { addCategory, deleteCategory, listAdminCategories, updateCategory } from "./category-service.ts";
import { addMarkGroup, addMarkGroupPrompts, deleteMarkGroup, listMarkGroups, removeMarkGroupPrompt, updateMarkGroup } from "./group-service.ts";
import { adminStats } from "./stats-service.ts";

const EmptyQuerySchema = z.object({}).strict();
const admin = { access: "admin" } as const;
/** GET calls that change data (the deletes are GETs: deleteCategory, deleteMarkGroup, removeMarkGroupPrompt) must still empty the public reply cache. */
const adminWrite = { access: "admin", mutates: true } as const;
const lanOf = (request: FastifyRequest) => apiLanguage(request.headers["x-lan"]);

/** A category's names in every language it is sent in: none may carry a blocked term (docs/decisions/028). */
const categoryNames = (body: { category: string; i18n?: Partial<Record<string, { category: string } | undefined>> }) => [
  body.category,
  ...Object.values(body.i18n ?? {}).map((version) => version?.category ?? ""),
];

export async function consoleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const writer = (request: FastifyRequest) => ({ lan: lanOf(request), now: ctx.clock.now() });
  /** `.then(translated)` after a category write that returns its cid: the queue plans its languages. */
  const translated = async <T extends { cid: number }>(category: T): Promise<T> => {
    await ctx.translations.categoryWritten(category.cid);
    return category;
  };

  app.get(
    "/admin/api/listCategories",
    { config: admin, schema: { querystring: EmptyQuerySchema, response: { 200: envelope(z.array(AdminCategorySchema)) } } },
    async (request) => ok(await listAdminCategories(db, lanOf(request))),
  );
  app.post(
    "/admin/api/addCategory",
    { config: admin, schema: { body: AddCategoryBodySchema, response: { 200: envelope(AdminCategorySchema) } } },
    async (request) =>
      ok(
        await assertNoBlockedTerm(ctx, categoryNames(request.body), "category")
          .then(() => addCategory(db, request.body, writer(request)))
          .then(translated),
      ),
  );
  app.post(
    "/admin/api/updateCategory",
    { config: admin, schema: { body: UpdateCategoryBodySchema, response: { 200: envelope(AdminCategorySchema) } } },
    async (request) =>
      ok(
        await assertNoBlockedTerm(ctx, categoryNames(request.body), "category")
          .then(() => updateCategory(db, request.body, writer(request)))
          .then(translated),
      ),
  );
  app.get(
    "/admin/api/deleteCategory",
    { config: adminWrite, schema: { querystring: DeleteCategoryQuerySchema, response: { 200: TrueEnvelopeSchema } } },
    async (request) => ok(await deleteCategory(db, request.query.categoryId).then(() => true)),
  );

  app.get(
    "/admin/api/listMarkGroups",
    { config: admin, schema: { querystring: ListMarkGroupsQuerySchema, response: { 200: envelope(z.array(MarkGroupSchema)) } } },
    async (request) => ok(await listMarkGroups(db, request.query)),
  );
  app.post(
    "/admin/api/addMarkGroup",
    { config: admin, schema: { body: AddMarkGroupBodySchema, response: { 200: envelope(MarkGroupSchema) } } },
    async (request) =>
      ok(await assertNoBlockedTerm(ctx, [request.body.title, request.body.titleEn], "title").then(() => addMarkGroup(db, request.body, ctx.clock.now()))),
  );
  app.post(
    "/admin/api/updateMarkGroup",
    { config: admin, schema: { body: UpdateMarkGroupBodySchema, response: { 200: envelope(MarkGroupSchema) } } },
    async (request) =>
      ok(
        await assertNoBlockedTerm(ctx, [request.body.title, request.body.titleEn ?? ""], "title").then(() =>
          updateMarkGroup(db, request.body, ctx.clock.now()),
        ),
      ),
  );
  app.get(
    "/admin/api/deleteMarkGroup",
    { config: adminWrite, schema: { querystring: DeleteMarkGroupQuerySchema, response: { 200: TrueEnvelopeSchema } } },
    async (request) => ok(await deleteMarkGroup(db, request.query.markId).then(() => true)),
  );
  app.post(
    "/admin/api/addMarkGroupPrompts",
    { config: admin, schema: { body: AddMarkGroupPromptsBodySchema, response: { 200: envelope(AddMarkGroupPromptsReplySchema) } } },
    async (request) => ok(await addMarkGroupPrompts(db, request.body, ctx.clock.now())),
  );
  app.get(
    "/admin/api/removeMarkGroupPrompt",
    { config: adminWrite, schema: { querystring: RemoveMarkGroupPromptQuerySchema, response: { 200: envelope(RemoveMarkGroupPromptReplySchema) } } },
    async (request) => ok(await removeMarkGroupPrompt(db, request.query)),
  );

  app.get("/admin/stats", { config: admin, schema: { querystring: EmptyQuerySchema, response: { 200: envelope(AdminStatsSchema) } } }, async () =>
    ok(await adminStats(db, ctx.clock.now())),
  );
}
