/**
 * Anonymous public GET replies (and server-rendered pages) are the same for every visitor of a
 * language, so they are kept in memory for a short time and dropped whenever a write succeeds.
 * With REDIS_URL the drop is published so every instance forgets at once. Each entry carries an
 * ETag, so a revalidating browser gets a 304 without a body.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Seconds an anonymous reply of this route may be served from memory. */
    cacheSeconds?: number;
    /** A GET route that changes data (the spec has a few); its success empties the cache. */
    mutates?: boolean;
  }
}

type Entry = { body: string | Buffer; contentType: string; etag: string; expires: number; generation: number };

const MAX_ENTRIES = 5000;
const HIT = Symbol("response-cache-hit");

export type ResponseCache = {
  get(key: string): Entry | undefined;
  set(key: string, entry: Omit<Entry, "generation" | "etag"> & { generation: number }): Entry | undefined;
  generation(): number;
  /** Forget everything (locally, and on other instances through the broadcast). */
  invalidate(): void;
  /** Called by the broadcast from another instance. */
  invalidateLocal(): void;
  onInvalidate(listener: () => void): void;
  size(): number;
};

export function createResponseCache(now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, Entry>();
  const listeners: Array<() => void> = [];
  let generation = 0;
  const invalidateLocal = () => {
    generation++;
    entries.clear();
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now() || entry.generation !== generation) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, entry) {
      // A reply computed before a write finished must not outlive that write.
      if (entry.generation !== generation) return undefined;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const stored = { ...entry, etag: `W/"${createHash("sha1").update(entry.body).digest("base64url").slice(0, 22)}"` };
      entries.set(key, stored);
      return stored;
    },
    generation: () => generation,
    invalidate() {
      invalidateLocal();
      for (const listener of listeners) listener();
    },
    invalidateLocal,
    onInvalidate: (listener) => listeners.push(listener),
    size: () => entries.size,
  };
}

/** Only callers without a token share replies; anything personal is never cached. */
function cacheKey(request: FastifyRequest, language: string): string | undefined {
  const seconds = request.routeOptions.config?.cacheSeconds;
  if (!seconds || request.method !== "GET" || request.headers["x-pp-token"]) return undefined;
  return `${language}|${request.url}`;
}

function sendCached(reply: FastifyReply, entry: Entry, ifNoneMatch: string | undefined) {
  reply.header("etag", entry.etag).header("cache-control", "no-cache");
  if (ifNoneMatch === entry.etag) return reply.code(304).send();
  return reply.header("content-type", entry.contentType).send(entry.body);
}

/**
 * Installs the hooks. languageOf tells which language a request is served in (X-LAN for the API,
 * cookie / Accept-Language for pages) because that is part of what the reply depends on.
 */
export function installResponseCache(app: FastifyInstance, cache: ResponseCache, languageOf: (request: FastifyRequest) => string, now: () => number = Date.now) {
  app.decorateRequest("cacheGeneration", 0);
  app.addHook("preHandler", async (request, reply) => {
    const key = cacheKey(request, languageOf(request));
    if (!key) return;
    request.cacheGeneration = cache.generation();
    const entry = cache.get(key);
    if (!entry) return;
    (request as unknown as Record<symbol, boolean>)[HIT] = true;
    return sendCached(reply, entry, request.headers["if-none-match"]);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if ((request as unknown as Record<symbol, boolean>)[HIT] || reply.statusCode !== 200) return payload;
    const key = cacheKey(request, languageOf(request));
    if (!key || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
    const seconds = request.routeOptions.config.cacheSeconds!;
    const stored = cache.set(key, {
      body: payload,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      expires: now() + seconds * 1000,
      generation: request.cacheGeneration,
    });
    if (stored) {
      reply.header("etag", stored.etag).header("cache-control", "no-cache");
      if (request.headers["if-none-match"] === stored.etag) {
        reply.code(304);
        return "";
      }
    }
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    const writes = request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS";
    if ((writes || request.routeOptions.config?.mutates) && reply.statusCode < 400) cache.invalidate();
  });
}

declare module "fastify" {
  interface FastifyRequest {
    /** The cache generation when this request started; a reply from an older one is not kept. */
    cacheGeneration: number;
  }
}
