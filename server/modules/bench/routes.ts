/**
 * The bench's ceiling: a fixed 3 KB JSON reply from a bare route of the same process, through
 * the same hooks (helmet, access control, response cache, compression) as every other route, so
 * `npm run bench` can state each endpoint as a share of what this server can do at all.
 * Registered only when BENCH_CEILING is set: production never carries it.
 */
import type { FastifyInstance } from "fastify";

/** About 3 KB once serialised, shaped like a list page: what a real reply weighs. */
const BODY = JSON.stringify({
  code: 0,
  msg: "success",
  data: {
    list: Array.from({ length: 12 }, (_, k) => ({
      code: `bench-${k}`,
      title: `Bench prompt ${k}`,
      description: "A fixed reply used as the ceiling of the API bench; it never touches the database.",
      author: { nickName: "bench", avatar: "" },
      cnt: { click: 1000 + k, copy: 100 + k, share: 10 + k, mark: k, score: 4.5 },
    })),
    total: 12,
    page: 1,
    size: 12,
    hasMore: false,
  },
});

export async function benchRoutes(app: FastifyInstance) {
  app.get("/api/bench/ceiling", { config: { access: "public" } }, async (_request, reply) => {
    reply.header("content-type", "application/json; charset=utf-8");
    return BODY;
  });
}
