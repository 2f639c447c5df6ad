/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless (a new server and transport
 * per request, JSON replies rather than an event stream), read-only, as a visitor, limited per
 * client address. GET and DELETE, which open and end sessions, are refused: there are none.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiLanguage } from "../../../contract/language.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { translate } from "../../lib/messages.ts";
import { CatalogReader } from "./catalog-reader.ts";
import "./messages.ts";
import { createCatalogMcpServer } from "./server.ts";

export const MCP_PATH = "/mcp";
const MINUTE_MS = 60_000;
export const MCP_RATE_KEY = (address: string) => `mcp:ip:${address}`;

/** A JSON-RPC error outside any request (the id is unknown), as the SDK's transport answers them. */
function jsonRpcError(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type("application/json")
    .send({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
}

/** The standard Request the SDK's transport reads; the body goes separately, already parsed. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(new URL(request.url, "http://localhost"), { method: request.method, headers });
}

export async function mcpRoutes(app: FastifyInstance, ctx: AppContext) {
  const reader = new CatalogReader(ctx.database.db, ctx.config.publicUrl);
  ctx.responseCache.onInvalidate(() => reader.clear());
  const limiter = ctx.limiter;
  const rule = { limit: ctx.config.mcpRequestsPerMinute, windowMs: MINUTE_MS };
  // Reading changes nothing, so a call must not empty the page cache as a POST otherwise would.
  const config = { access: "public" as const, changesPublicContent: false as const };

  app.post(MCP_PATH, {
    config,
    // Before the body is read: a client over its limit costs no parsing.
    onRequest: async (request, reply) => {
      const decision = await limiter.hit(MCP_RATE_KEY(request.ip), rule);
      if (decision.allowed) return;
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      reply.header("retry-after", String(seconds));
      return jsonRpcError(reply, 429, translate(apiLanguage(request.headers["x-lan"]), "mcpTooManyRequests", { count: seconds }));
    },
    handler: async (request, reply) => {
      const server = createCatalogMcpServer(reader, apiLanguage(request.headers["x-lan"]));
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(webRequest(request), { parsedBody: request.body });
        reply.code(response.status);
        response.headers.forEach((value, name) => void reply.header(name, value));
        const body = await response.text();
        return reply.send(body || undefined);
      } finally {
        await server.close();
      }
    },
  });

  for (const method of ["GET", "DELETE"] as const) {
    app.route({
      method,
      url: MCP_PATH,
      config,
      handler: async (request, reply) => {
        reply.header("allow", "POST");
        return jsonRpcError(reply, 405, translate(apiLanguage(request.headers["x-lan"]), "mcpStatelessOnly"));
      },
    });
  }
}
