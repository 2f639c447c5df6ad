/**
 * Health for operators and load balancers: /api/health (is the database up), /api/health/live
 * (the process answers: restart it if not) and /api/health/ready (send it traffic: 503 while the
 * database is down or the instance drains before stopping). A 503 carries the same envelope.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, HealthReplySchema, LiveReplySchema, ReadyReplySchema } from "../../../contract/replies.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";

const NoQuery = z.object({}).strict();
const config = { access: "public" as const };
const HealthEnvelopeSchema = envelope(HealthReplySchema);
const ReadyEnvelopeSchema = envelope(ReadyReplySchema);

export async function healthRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/health",
    { config, schema: { querystring: NoQuery, response: { 200: HealthEnvelopeSchema, 503: HealthEnvelopeSchema } } },
    async (_request, reply) => {
      const dbUp = await ctx.database.ping();
      if (!dbUp) reply.status(503);
      return ok({ status: dbUp ? ("ok" as const) : ("degraded" as const), db: dbUp ? ("up" as const) : ("down" as const), engine: ctx.database.engine });
    },
  );

  app.get("/api/health/live", { config, schema: { querystring: NoQuery, response: { 200: envelope(LiveReplySchema) } } }, async () =>
    ok({ status: "live" as const }),
  );

  app.get(
    "/api/health/ready",
    { config, schema: { querystring: NoQuery, response: { 200: ReadyEnvelopeSchema, 503: ReadyEnvelopeSchema } } },
    async (_request, reply) => {
      const status = ctx.lifecycle.draining ? ("draining" as const) : (await ctx.database.ping()) ? ("ready" as const) : ("degraded" as const);
      if (status !== "ready") reply.status(503);
      return ok({ status });
    },
  );
}
