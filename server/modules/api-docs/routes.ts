/**
 * GET /api/openapi.json (the generated document, lib/openapi.ts) and GET /api/docs, a Swagger UI
 * reference page whose script and styles the app serves itself from swagger-ui-dist: no CDN, and
 * the online validator badge is off, so the page reaches nothing but this site.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";

const uiDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const uiVersion = (JSON.parse(fs.readFileSync(path.join(uiDir, "package.json"), "utf8")) as { version: string }).version;
/** The renderer's files the page loads; addressed by version, so a browser may keep them for good. */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "application/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};
const assetPath = (file: string) => `${DOCS_PATH}/${uiVersion}/${file}`;

/** Runs the renderer; a file rather than an inline script, so it needs nothing of the CSP beyond 'self'. */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: "#reference", deepLinking: true, validatorUrl: null, tryItOutEnabled: false, displayRequestDuration: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Prompt Plaza API · 提示词广场</title>
<link rel="icon" href="${assetPath("favicon-32x32.png")}">
<link rel="stylesheet" href="${assetPath("swagger-ui.css")}">
<style>body { margin: 0; } .swagger-ui .info .title { font-family: system-ui, "Noto Sans CJK SC", sans-serif; }</style>
</head>
<body>
<div id="reference"></div>
<script src="${assetPath("swagger-ui-bundle.js")}"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const AssetParams = z.object({ version: z.literal(uiVersion), file: z.enum(Object.keys(ASSETS) as [string, ...string[]]) }).strict();
const NoQuery = z.object({}).strict();
const hidden = { hide: true } as const;

export async function apiDocsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: "public" as const };
  const assets = new Map<string, Buffer>();
  const asset = (file: string) => {
    let content = assets.get(file);
    if (!content) assets.set(file, (content = fs.readFileSync(path.join(uiDir, file))));
    return content;
  };

  app.get(OPENAPI_PATH, { config, schema: { ...hidden, querystring: NoQuery } }, async (_request, reply) => reply.header("cache-control", "public, max-age=300").send(app.swagger()));

  app.get(DOCS_PATH, { config, schema: { ...hidden, querystring: NoQuery } }, async (_request, reply) => reply.type("text/html; charset=utf-8").header("cache-control", "public, max-age=300").send(PAGE));

  app.get(`${DOCS_PATH}/init.js`, { config, schema: hidden }, async (_request, reply) =>
    reply.type("application/javascript; charset=utf-8").header("cache-control", "public, max-age=300").send(INIT_SCRIPT),
  );

  app.get(`${DOCS_PATH}/:version/:file`, { config, schema: { ...hidden, params: AssetParams } }, async (request, reply) =>
    reply.type(ASSETS[request.params.file]!).header("cache-control", "public, max-age=31536000, immutable").send(asset(request.params.file)),
  );
}
