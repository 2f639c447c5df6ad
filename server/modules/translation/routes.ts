/** Machine translation and agent entry: the console's translation state and retry calls, and agentAddPrompt. */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiLanguage } from "../../../contract/language.ts";
import { AgentAddPromptBodySchema, RetryTranslationBodySchema, TranslationStatusQuerySchema } from "../../../contract/translation.ts";
import { AgentAddPromptReplySchema, TranslationStatusListSchema } from "../../../contract/console-replies.ts";
import { envelope } from "../../../contract/replies.ts";
import { requireAdmin } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { agentAddPrompt } from "./agent-service.ts";

const admin = { access: "admin" } as const;
/** A text field of 100 KB holds any prompt of 10,000 characters; files are refused. */
const AGENT_FIELD_BYTES = 100 * 1024;

export async function translationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/admin/api/translationStatus",
    { config: admin, schema: { querystring: TranslationStatusQuerySchema, response: { 200: envelope(TranslationStatusListSchema) } } },
    async (request) => ok(await ctx.translations.status(request.query)),
  );
  app.post(
    "/admin/api/retryTranslation",
    { config: admin, schema: { body: RetryTranslationBodySchema, response: { 200: envelope(TranslationStatusListSchema) } } },
    async (request) => {
      const { promptId, categoryId } = request.body;
      return ok(await ctx.translations.retry(promptId !== undefined ? { kind: "prompt", id: promptId } : { kind: "category", id: categoryId ?? 0 }));
    },
  );

  await fastify.register(async (scope) => agentRoutes(scope, ctx));
}

/** Its own scope, so the multipart parser exists for this route only. */
async function agentRoutes(scope: FastifyInstance, ctx: AppContext) {
  await scope.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    limits: { files: 0, fields: 10, fieldSize: AGENT_FIELD_BYTES, parts: 10 },
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/admin/api/agentAddPrompt",
    { config: { ...admin, multipartFiles: 0 }, schema: { body: AgentAddPromptBodySchema, response: { 200: envelope(AgentAddPromptReplySchema) } } },
    async (request) => ok(await agentAddPrompt(ctx, ctx.agentLlm, request.log, requireAdmin(request), apiLanguage(request.headers["x-lan"]), request.body)),
  );
}
