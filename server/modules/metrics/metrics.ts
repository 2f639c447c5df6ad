/**
 * GET /metrics in Prometheus's text format (prom-client), for operators: request rate and latency
 * by route, response-cache hits and misses, translation jobs by state, whether the database answers,
 * the view/copy/share counters not yet written, and on PGlite the size of its WebAssembly memory. Off unless METRICS_TOKEN is set, and then only
 * for `Authorization: Bearer <token>`: the figures say how busy the site is. PostgreSQL's client
 * (postgres.js) exposes no pool figures, so there are none.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { jobCountsByStatus } from "../translation/job-repository.ts";

const METRICS_PATH = "/metrics";

const sameToken = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Installed on the root instance, before the modules, so its timing hook sees every route. */
export function installMetrics(app: FastifyInstance, ctx: AppContext) {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "pp_" });

  const requests = new Histogram({
    name: "pp_http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the address: codes and queries would make a series per prompt.
    requests.observe({ method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Counter({
    name: "pp_response_cache_lookups_total",
    help: "Response-cache lookups since start, by result",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = ctx.responseCache.stats();
      this.reset();
      this.inc({ result: "hit" }, hits);
      this.inc({ result: "miss" }, misses);
    },
  });
  new Gauge({
    name: "pp_response_cache_bytes",
    help: "Bytes the response cache holds, bodies and compressed copies",
    registers: [registry],
    collect() {
      this.set(ctx.responseCache.bytes());
    },
  });
  const databaseMemory = ctx.database.memoryBytes;
  if (databaseMemory)
    new Gauge({
      name: "pp_pglite_memory_bytes",
      help: "Bytes PGlite's WebAssembly memory has grown to; it never shrinks, and the process's resident memory includes what of it was touched",
      registers: [registry],
      collect() {
        this.set(databaseMemory());
      },
    });
  new Gauge({
    name: "pp_translation_jobs",
    help: "Translation jobs by state (pending, running, done, failed)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = await jobCountsByStatus(ctx.database.db);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: "pp_database_up",
    help: "1 when the database answers",
    registers: [registry],
    async collect() {
      this.set((await ctx.database.ping()) ? 1 : 0);
    },
  });
  new Gauge({
    name: "pp_counter_flush_lag_seconds",
    help: "Seconds since the buffered view/copy/share counts were last all written",
    registers: [registry],
    collect() {
      this.set((ctx.clock.now().getTime() - ctx.counters.lastFlushedAt()) / 1000);
    },
  });
  new Gauge({
    name: "pp_counter_pending_prompts",
    help: "Prompts whose view/copy/share counts wait to be written",
    registers: [registry],
    collect() {
      this.set(ctx.counters.pendingPrompts());
    },
  });

  app.get(METRICS_PATH, { config: { access: "public" }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameToken(given, token)) throw errors.unauthorized();
    reply.header("cache-control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
}
