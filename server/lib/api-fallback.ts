/**
 * What an API address no route takes answers: the JSON envelope, never the HTML page. A path
 * another method takes is a 405 with Allow naming those methods, anything else a 404. The API
 * routes are mirrored into a router of their own, matched as Fastify matches (same options).
 */
import type { FastifyInstance } from "fastify";
import Router, { type HTTPMethod } from "find-my-way";
import { apiLanguage } from "../../contract/language.ts";
import { isApiPath } from "./access.ts";
import { sendError } from "./error-handler.ts";
import { translate } from "./messages.ts";

export type RouterOptions = { ignoreTrailingSlash: boolean; maxParamLength: number };

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

export function installApiFallback(app: FastifyInstance, options: RouterOptions) {
  const apiRoutes = Router(options);
  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url)) return;
    for (const method of [route.method].flat()) apiRoutes.on(method.toUpperCase() as HTTPMethod, route.url, () => {});
  });
  // The pages' catch-all hands API addresses here too (reply.callNotFound) instead of rendering them.
  app.setNotFoundHandler((request, reply) => {
    const lan = apiLanguage(request.headers["x-lan"]);
    if (!isApiPath(request.url)) return sendError(reply, 404, 40400, translate(lan, "notFound"));
    const path = request.url.split("?")[0]!;
    const allowed = METHODS.filter((method) => apiRoutes.find(method, path) !== null);
    if (allowed.length === 0) return sendError(reply, 404, 40400, translate(lan, "routeNotFound"));
    reply.header("allow", allowed.join(", "));
    return sendError(reply, 405, 40500, translate(lan, "methodNotAllowed"));
  });
}
