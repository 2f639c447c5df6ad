import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/health", { config: { access: "public" } }, async (_request, reply) => {
    const dbUp = await ctx.database.ping();
    reply.header("cache-control", "no-store");
    if (!dbUp) reply.status(503);
    return ok({ status: dbUp ? "ok" : "degraded", db: dbUp ? "up" : "down", engine: ctx.database.engine });
  });
}
