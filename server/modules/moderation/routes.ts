/**
 * POST /admin/prompts/{id}/moderate {action, reason}, the console's list of
 * prompts by status and the audit trail; administrators only. Reports (anyone may file one) and
 * the queue of reports and of items awaiting review (docs/decisions/028).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuditQuerySchema, ModerateBodySchema, ModerationListQuerySchema, PromptIdParamsSchema } from "../../../contract/moderation.ts";
import {
  AuditPageSchema,
  ModerateReplySchema,
  ModerationPageSchema,
  ReportQueuePageSchema,
  ReportReplySchema,
  ResolveReplySchema,
  ReviewPageSchema,
  ReviewReplySchema,
} from "../../../contract/moderation-replies.ts";
import { envelope } from "../../../contract/replies.ts";
import { requireAdmin } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { ItemParamsSchema, ReportBodySchema, ReportQueueQuerySchema, ResolveBodySchema, ReviewBodySchema } from "../../../contract/reports.ts";
import { viewerOf } from "../catalog/viewer.ts";
import { fileReport, reportQueue, resolveReports } from "./report-service.ts";
import { reviewItem, reviewQueue } from "./review-service.ts";
import { auditTrail, listForModeration, moderatePrompt } from "./service.ts";

const admin = { access: "admin" } as const;

export async function moderationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/admin/prompts/:id/moderate",
    { config: admin, schema: { params: PromptIdParamsSchema, body: ModerateBodySchema, response: { 200: envelope(ModerateReplySchema) } } },
    async (request) => ok(await moderatePrompt(ctx, requireAdmin(request), request.params.id, request.body)),
  );
  app.get(
    "/admin/moderation/prompts",
    { config: admin, schema: { querystring: ModerationListQuerySchema, response: { 200: envelope(ModerationPageSchema) } } },
    async (request) => ok(await listForModeration(ctx, request.query)),
  );
  app.get("/admin/audit", { config: admin, schema: { querystring: AuditQuerySchema, response: { 200: envelope(AuditPageSchema) } } }, async (request) =>
    ok(await auditTrail(ctx, request.query)),
  );

  // A report changes nothing public unless it hides the item, and then the service empties the cache itself.
  // Its limit is the write table's "report" rule, reserved before the handler (lib/write-limits.ts).
  app.post(
    "/api/report",
    {
      config: { access: "public", changesPublicContent: false, writeLimit: "report" },
      schema: { body: ReportBodySchema, response: { 200: envelope(ReportReplySchema) } },
    },
    async (request) => ok(await fileReport(ctx, { user: request.user, viewer: viewerOf(request), address: request.ip }, request.body)),
  );
  app.get(
    "/admin/reports",
    { config: admin, schema: { querystring: ReportQueueQuerySchema, response: { 200: envelope(ReportQueuePageSchema) } } },
    async (request) => ok(await reportQueue(ctx, request.query)),
  );
  app.post(
    "/admin/reports/:targetType/:targetId/resolve",
    { config: admin, schema: { params: ItemParamsSchema, body: ResolveBodySchema, response: { 200: envelope(ResolveReplySchema) } } },
    async (request) => ok(await resolveReports(ctx, requireAdmin(request), request.params.targetType, request.params.targetId, request.body)),
  );
  app.get("/admin/review", { config: admin, schema: { querystring: ReportQueueQuerySchema, response: { 200: envelope(ReviewPageSchema) } } }, async (request) =>
    ok(await reviewQueue(ctx, request.query)),
  );
  app.post(
    "/admin/review/:targetType/:targetId",
    { config: admin, schema: { params: ItemParamsSchema, body: ReviewBodySchema, response: { 200: envelope(ReviewReplySchema) } } },
    async (request) => ok(await reviewItem(ctx, requireAdmin(request), request.params.targetType, request.params.targetId, request.body)),
  );
}
