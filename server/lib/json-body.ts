/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body is no
 * body: many request helpers send `Content-Type: application/json` on every call, including the
 * ones that take none (refresh, logout). A call that needs a body still fails its schema with 400.
 */
import type { FastifyInstance } from "fastify";

export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body.toString(), done);
  });
}
