/**
 * Security headers (helmet's) on every reply. @fastify/helmet runs helmet again for each request,
 * which parses the CSP directives and rebuilds every header each time: about 7% of the cost of a
 * small reply. Our policy is the same for every request (no nonces), so the headers are computed
 * once, by asking the plugin itself on a throwaway instance, and then copied onto each reply.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/** Headers a bare reply carries without helmet; everything else the probe answers with is helmet's. */
const NOT_HELMET = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get("/", async () => "");
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_HELMET.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
