/**
 * GET /api/openapi.json (the generated document, lib/openapi.ts) and GET /api/docs, a Swagger UI
 * reference page whose script and styles the app serves itself from swagger-ui-dist: no CDN, and
 * the online validator badge is off, so the page reaches nothing but this site. The page is in the
 * reader's language (?lang=, else the site's lang cookie, else Accept-Language) as far as the
 * renderer allows: its title and the document's title and introduction (messages.ts).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { pageLanguage } from "../../../contract/language.ts";
import { translate } from "../../lib/messages.ts";
import "../../lib/openapi-messages.ts";

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

/**
 * Runs the renderer on the document in the page's language; a file rather than an inline script,
 * so it needs nothing of the CSP beyond 'self'.
 */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  var url = ${JSON.stringify(OPENAPI_PATH)} + "?lang=" + encodeURIComponent(document.documentElement.lang);
  window.SwaggerUIBundle({ url: url, dom_id: "#reference", deepLinking: true, validatorUrl: null, tryItOutEnabled: false, displayRequestDuration: true });
});
`;

const page = (lang: Language) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${translate(lang, "apiDocsTitle")}</title>
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
/** ?lang= chooses the language; an unknown one is refused like any bad query. */
const LanguageQuery = z.object({ lang: z.enum(LANGUAGES).optional() }).strict();
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

  // Without ?lang= the document is the one tools read (English introduction); with it, the reader's.
  app.get(OPENAPI_PATH, { config, schema: { ...hidden, querystring: LanguageQuery } }, async (request, reply) => {
    const document = app.swagger();
    const { lang } = request.query;
    const localised = lang
      ? { ...document, info: { ...document.info, title: translate(lang, "apiDocsTitle"), description: translate(lang, "apiDocsDescription") } }
      : document;
    return reply.header("cache-control", "public, max-age=300").send(localised);
  });

  app.get(DOCS_PATH, { config, schema: { ...hidden, querystring: LanguageQuery } }, async (request, reply) => {
    const lang = request.query.lang ?? pageLanguage(request.headers.cookie, request.headers["accept-language"]);
    return reply.type("text/html; charset=utf-8").header("cache-control", "public, max-age=300").header("vary", "cookie, accept-language").send(page(lang));
  });

  app.get(`${DOCS_PATH}/init.js`, { config, schema: hidden }, async (_request, reply) =>
    reply.type("application/javascript; charset=utf-8").header("cache-control", "public, max-age=300").send(INIT_SCRIPT),
  );

  app.get(`${DOCS_PATH}/:version/:file`, { config, schema: { ...hidden, params: AssetParams } }, async (request, reply) =>
    reply.type(ASSETS[request.params.file]!).header("cache-control", "public, max-age=31536000, immutable").send(asset(request.params.file)),
  );
}
