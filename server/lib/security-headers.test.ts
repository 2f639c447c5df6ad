import fastifyHelmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installSecurityHeaders } from "./security-headers.ts";

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } }, crossOriginEmbedderPolicy: false };

describe("security headers", () => {
  it("are the ones the helmet plugin sets, on answered and refused requests alike", async () => {
    const plugin = Fastify();
    await plugin.register(fastifyHelmet, options);
    plugin.get("/x", async () => "ok");
    const ours = Fastify();
    await installSecurityHeaders(ours, options);
    ours.get("/x", async () => "ok");
    const expected = (await plugin.inject("/x")).headers;
    for (const url of ["/x", "/missing"]) {
      const { headers } = await ours.inject(url);
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "x-content-type-options",
        "referrer-policy",
        "cross-origin-opener-policy",
        "strict-transport-security",
      ]) {
        expect(headers[name], name).toBe(expected[name]);
      }
    }
    await Promise.all([plugin.close(), ours.close()]);
  });
});
