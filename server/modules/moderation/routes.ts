/**
 * POST /admin/prompts/{id}/moderate (spec section 7, "Also defined"), the console's list of
 * prompts by status and the audit trail; administrators only.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuditQuerySchema, ModerateBodySchema, ModerationListQuerySchema, PromptIdParamsSchema } from "../../../contract/moderation.ts";
import { requireAdmin } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { auditTrail, listForModeration, moderatePrompt } from "./service.ts";

const admin = { access: "admin" } as const;

export async function moderationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post("/admin/prompts/:id/moderate", { config: admin, schema: { params: PromptIdParamsSchema, body: ModerateBodySchema } }, async (request) =>
    ok(await moderatePrompt(ctx, requireAdmin(request), request.params.id, request.body)),
  );
  app.get("/admin/moderation/prompts", { config: admin, schema: { querystring: ModerationListQuerySchema } }, async (request) => ok(await listForModeration(ctx, request.query)));
  app.get("/admin/audit", { config: admin, schema: { querystring: AuditQuerySchema } }, async (request) => ok(await auditTrail(ctx, request.query)));
}
