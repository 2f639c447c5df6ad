/**
 * One rule for query strings: parameters a route does not know are ignored (cache-busters such as
 * `_t=…` that request helpers add to every GET, tracking parameters), the ones it reads are
 * validated as declared. Bodies keep their schemas as written, strict where they say so.
 */
import type { FastifySchemaCompiler } from "fastify";
import { z } from "zod";

export function ignoreUnknownQueryParameters<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) =>
    route.httpPart === "querystring" && route.schema instanceof z.ZodObject ? compile({ ...route, schema: route.schema.strip() as T }) : compile(route);
}
