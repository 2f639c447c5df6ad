/** buildApp(config) assembles the Fastify instance (no listen): plugins, guards, modules, pages. */
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { validatorCompiler } from "fastify-type-provider-zod";
import { MAX_BODY_BYTES } from "../contract/constants.ts";
import type { Config } from "./config.ts";
import { installAccessControl, isApiPath } from "./lib/access.ts";
import type { AppContext } from "./lib/app-context.ts";
import { installApiFallback, type RouterOptions } from "./lib/api-fallback.ts";
import { frameworkErrorHandler, installErrorHandler } from "./lib/error-handler.ts";
import { installJsonBodyParser } from "./lib/json-body.ts";
import { serializeRequest } from "./lib/log-redaction.ts";
import { ignoreUnknownQueryParameters } from "./lib/query-rule.ts";
import { installSecurityHeaders } from "./lib/security-headers.ts";
import { apiLanguage } from "../contract/language.ts";
import { pageLanguageOf } from "../contract/language-paths.ts";
import { installWriteLimits } from "./lib/write-limits.ts";
import { installResponseCache } from "./lib/response-cache.ts";
import { accountsRoutes } from "./modules/accounts/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { consoleRoutes } from "./modules/console/routes.ts";
import { promptAdminRoutes } from "./modules/prompts/routes.ts";
import { blogRoutes } from "./modules/blog/routes.ts";
import { openDataRoutes } from "./modules/open-data/routes.ts";
import { promptFileRoutes } from "./modules/prompt-files/routes.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { shareRoutes } from "./modules/share/routes.ts";
import { translationRoutes } from "./modules/translation/routes.ts";
import { uploadRoutes } from "./modules/uploads/routes.ts";
import { adminUserRoutes } from "./modules/admin-users/routes.ts";
import { moderationRoutes } from "./modules/moderation/routes.ts";
import { mcpRoutes } from "./modules/mcp/routes.ts";
import { apiDocsRoutes } from "./modules/api-docs/routes.ts";
import { installOpenApi } from "./lib/openapi.ts";
import { benchRoutes } from "./modules/bench/routes.ts";
import { installMetrics } from "./modules/metrics/metrics.ts";
import { registerSsr } from "./ssr.ts";
import { buildServices, type ServiceOptions } from "./boot.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared services, for tests and scripts that need to reach past HTTP (flush counters). */
    appContext: AppContext;
  }
}

const ROUTER_OPTIONS: RouterOptions = { ignoreTrailingSlash: true, maxParamLength: 200 };

export type BuildOptions = ServiceOptions & {
  /** Skip the pages (API-only tests do not need a client build). */
  pages?: boolean;
  /** Where log lines go instead of stdout (tests that read them). */
  logStream?: DestinationStream;
};

/** A number of proxies is proxy-addr's hop count (Fastify's types lack the number form). */
function trustedProxies(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest }, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    routerOptions: ROUTER_OPTIONS,
    frameworkErrors: frameworkErrorHandler({ hsts: config.publicUrl.startsWith("https://") }),
  });
  app.setValidatorCompiler(ignoreUnknownQueryParameters(validatorCompiler));
  // Reply schemas document (OpenAPI) and type the handlers; replies are written as built, not
  // filtered or checked at run time: tests validate real replies against the document (decision 030).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installJsonBodyParser(app);

  // The services, built in order before any route (boot.ts).
  const services = await buildServices(config, options, app.log);
  const ctx = services.ctx;
  app.decorate("appContext", ctx);

  installErrorHandler(app);
  installApiFallback(app, ROUTER_OPTIONS);

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Pages add the hashes of their own inline scripts (lib/page-csp.ts).
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:", "http:"],
        connectSrc: ["'self'", ...(config.env === "development" ? ["ws:"] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", "mailto:"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over HTTPS; behind a TLS proxy it is that proxy's header.
    strictTransportSecurity: config.publicUrl.startsWith("https://"),
    crossOriginEmbedderPolicy: false,
  });
  // After helmet (hooks run in order): a request the guard refuses still gets the security headers.
  // Before any module, so its onRoute check sees every route.
  installAccessControl(app, () => ctx.authenticator);
  installWriteLimits(app, ctx);
  installMetrics(app, ctx);
  await installOpenApi(app, config.publicUrl);
  // Before compression, so the cache keeps the plain body and compression applies to hits too.
  installResponseCache(app, ctx.responseCache, (request) =>
    isApiPath(request.url)
      ? { lang: apiLanguage(request.headers["x-lan"]), varyOn: ["x-lan"] }
      : pageLanguageOf(request.url.split("?")[0]!, request.headers.cookie, request.headers["accept-language"]),
  );
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(healthRoutes, ctx);
  await app.register(accountsRoutes, ctx);
  await app.register(catalogRoutes, ctx);
  await app.register(consoleRoutes, ctx);
  await app.register(promptAdminRoutes, ctx);
  await app.register(blogRoutes, ctx);
  await app.register(seoRoutes, ctx);
  await app.register(openDataRoutes, ctx);
  await app.register(shareRoutes, ctx);
  await app.register(promptFileRoutes, ctx);
  await app.register(translationRoutes, ctx);
  await app.register(uploadRoutes, ctx);
  await app.register(adminUserRoutes, ctx);
  await app.register(moderationRoutes, ctx);
  await app.register(mcpRoutes, ctx);
  await app.register(apiDocsRoutes);
  if (config.benchCeiling) await app.register(benchRoutes);

  if (options.pages !== false) await registerSsr(app, ctx);

  // After in-flight requests: the background work stops, then the database closes (boot.ts).
  app.addHook("onClose", () => services.close());
  return app;
}
