import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, HealthReplySchema } from "../../../contract/replies.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";

/** 503 with the same envelope when the database does not answer. */
const HealthEnvelopeSchema = envelope(HealthReplySchema);

export async function healthRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/health", { config: { access: "public" }, schema: { response: { 200: HealthEnvelopeSchema, 503: HealthEnvelopeSchema } } }, async (_request, reply) => {
    const dbUp = await ctx.database.ping();
    reply.header("cache-control", "no-store");
    if (!dbUp) reply.status(503);
    return ok({ status: dbUp ? "ok" : "degraded", db: dbUp ? "up" : "down", engine: ctx.database.engine });
  });
}
