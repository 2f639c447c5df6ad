/**
 * Server rendering: every path no API route claims goes to React Router. Production serves the
 * client build and the server build from BUILD_DIR (build/); development runs Vite in middleware mode inside
 * this same Fastify instance (one process, one port, hot reload).
 */
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isApiPath } from "./lib/access.ts";
import { inlineScriptSources, withScriptSources } from "./lib/page-csp.ts";
import type { AppContext } from "./lib/app-context.ts";
import { pageDataFor } from "./page-data.ts";
import { PAGE_CACHE_SECONDS } from "./lib/response-cache.ts";
import { pageLanguageOf, splitLanguagePrefix } from "../contract/language-paths.ts";
import { NO_VIEW_HEADER } from "../contract/constants.ts";

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

export async function registerSsr(app: FastifyInstance, ctx: AppContext) {
  const dev = ctx.config.env === "development";
  // React Router derives its route table from a build object once, and from a build function on
  // every request (what development needs, to see edits): about 4 % of a production page's CPU.
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: "custom",
    });
    await app.register((await import("@fastify/middie")).default);
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = ctx.config.buildDir;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client"),
      wildcard: false,
      setHeaders(res, filePath) {
        // Vite puts content hashes in every file under assets/: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "public, max-age=300");
      },
    });
    build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  }
  const handler = createRequestHandler(build, dev ? "development" : "production");

  await app.register(async (pages) => {
    // Pages take their body raw (React Router reads it); the JSON parser is for the API only.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.addHook("onSend", async (request, reply, payload) => {
      const counted = request.headers[NO_VIEW_HEADER] === undefined;
      if (counted && request.method === "GET" && (reply.statusCode === 200 || reply.statusCode === 304))
        ctx.onPageServed(splitLanguagePrefix(request.url.split("?")[0]!).path, request);
      return payload;
    });
    pages.all("/*", { config: { access: "public", cacheSeconds: ctx.config.env === "production" ? PAGE_CACHE_SECONDS : 0 } }, async (request, reply) => {
      // An API address no route takes answers the JSON envelope (lib/api-fallback.ts), not a page.
      if (isApiPath(request.url)) return reply.callNotFound();
      const controller = new AbortController();
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const { lang } = pageLanguageOf(request.url.split("?")[0]!, request.headers.cookie, request.headers["accept-language"]);
      const dataRequest = request.url.split("?")[0]!.endsWith(".data");
      const response = await handler(toWebRequest(request, controller.signal), {
        lang,
        data: pageDataFor(ctx, request, lang),
        publicUrl: ctx.config.publicUrl,
        dataRequest,
        openDataLicense: ctx.config.openDataLicense,
      });
      // A page is read whole: its CSP names its inline scripts before the first byte goes out, and
      // the response cache keeps it with that CSP. Other replies (.data, redirects) stream.
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        const html = await response.text();
        response.headers.forEach((value, name) => {
          if (name !== "content-length") reply.header(name, value);
        });
        reply.header("content-security-policy", withScriptSources(String(reply.getHeader("content-security-policy") ?? ""), inlineScriptSources(html)));
        return reply.status(response.status).send(html);
      }
      return reply.send(response);
    });
  });
}
