/**
 * Anonymous public GET replies (and server-rendered pages) are the same for every visitor of a
 * language, so they are kept in memory for a short time and dropped whenever a write that may
 * change them succeeds (every write, unless its route says it changes nothing public).
 * With REDIS_URL the drop is published so every instance forgets at once, before the write's
 * reply leaves: a client that reads from another instance once the write is acknowledged never
 * gets the old reply. Each entry carries an ETag, so a revalidating browser gets a 304 without a body.
 *
 * The short time only bounds how old the counters shown may be (a write drops everything at
 * once). So an entry past it may still be served, for at most `staleSeconds` more, while one
 * background request computes its successor: no visitor waits for a page render because a
 * popular page's time ran out. Measured worth it on PostgreSQL only (see app.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NO_VIEW_HEADER } from "../../contract/constants.ts";
import { compress, isCompressible, preferredEncoding, type Encoding } from "./cached-encoding.ts";
import { redactUrl } from "./log-redaction.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Seconds an anonymous reply of this route may be served from memory. */
    cacheSeconds?: number;
    /** The reply is the same in every language (sitemaps, robots.txt): one entry, no language in Vary. */
    languageFree?: boolean;
    /** A GET route that changes data (the deletes and counters are GETs); its success empties the cache. */
    mutates?: boolean;
    /**
     * false: this write changes nothing a visitor sees (a sign-in, a password), so its success
     * keeps the cache; one that sometimes does empties it itself. Unset, a write empties it, so a
     * forgotten route errs towards fresh pages (issue #22: a sign-in used to empty it).
     */
    changesPublicContent?: false;
  }
}

type Entry = {
  body: Buffer;
  contentType: string;
  /** Headers that describe this body and are served with it (a page's CSP names its scripts). */
  headers: Record<string, string>;
  etag: string;
  expires: number;
  generation: number;
  /** Compressed copies, made on the first hit that asks for each (ResponseCache.encoded). */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Bytes this entry holds: its body and compressed copies (the budget counts them). */
  bytes: number;
};
/** `seconds`: how long from now the entry is fresh. */
type NewEntry = { body: string | Buffer; contentType: string; headers?: Record<string, string>; seconds: number; generation: number };
/** The reply headers kept with an entry's body (see Entry.headers). */
const BODY_HEADERS = ["content-security-policy"] as const;

/**
 * The bytes the entries may hold, bodies and compressed copies. A budget in bytes, not entries:
 * a detail page is about 60 KB and a JSON reply a few, and 5,000 pages held 300 MB and more of a
 * server's memory at 100,000 prompts (docs/benchmarks/cold-path.md). 96 MB keeps about 1,500 pages.
 */
export const MAX_CACHE_BYTES = 96 * 2 ** 20;
/**
 * How long a page, or a prompt's detail reply, is served from memory. What can change under it
 * without a write is only the counters it shows (views, copies), and the browser already keeps GET
 * replies 3 minutes (web/lib/request/get-cache.ts). Every recomputation is a database read and, for a page, a
 * React render (~5 and ~11 ms on PGlite, decision 015): at 10 s, a thousand popular pages cost a
 * hundred of them a second, a whole core on PGlite.
 */
export const PAGE_CACHE_SECONDS = 60;
/** How long past its time an entry may be served while its successor is computed, on PostgreSQL. */
export const STALE_SECONDS = 60;
/** Marks the background request that recomputes an expired entry (with a per-process secret). */
const REFRESH_HEADER = "x-pp-cache-refresh";
/** Headers a reply may depend on, copied to the background request (see cacheKey, variantOf). */
const VARYING_HEADERS = ["x-lan", "cookie", "accept-language"] as const;
/** A request waiting for another one to compute the same reply gives up after this long. */
const COALESCE_WAIT_MS = 5000;
const HIT = Symbol("response-cache-hit");
const RELEASE = Symbol("response-cache-release");
type Marked = FastifyRequest & { [HIT]?: boolean; [RELEASE]?: () => void };

export type ResponseCache = {
  /**
   * The entry, unless a write dropped it or it is more than `staleSeconds` past its time;
   * `fresh` when it is within its time.
   */
  lookup(key: string): { entry: Entry; fresh: boolean } | undefined;
  set(key: string, entry: NewEntry): Entry | undefined;
  /** The entry's body in `encoding`, compressed on the first ask and kept with it. */
  encoded(key: string, entry: Entry, encoding: Encoding): Buffer;
  generation(): number;
  /** A write here: forget everything, and tell the other instances (onWrite). */
  invalidate(): void;
  /** Settles once the announcements of the writes so far are done (or have given up). */
  announced(): Promise<void>;
  /** Forget everything, for a write elsewhere (the broadcast) or while other instances' writes cannot be heard. */
  invalidateLocal(): void;
  /** Caches derived from public content, emptied with this one on every invalidation, local or remote. */
  onInvalidate(listener: () => void): void;
  /** Told of this instance's own writes only (the broadcast publishes them, and returns when done). */
  onWrite(listener: () => unknown): void;
  size(): number;
  /** Bytes the entries hold (at most MAX_CACHE_BYTES). */
  bytes(): number;
  /** Lookups answered and not answered since start (the metrics). */
  stats(): { hits: number; misses: number };
};

export function createResponseCache(now: () => number = Date.now, staleSeconds = 0, maxBytes = MAX_CACHE_BYTES): ResponseCache {
  const staleMs = staleSeconds * 1000;
  // Insertion order is eviction order: the oldest entry goes first when the budget is reached. By
  // hand on a Map, not lru-cache: its set() would also move an entry to the front whenever its
  // compressed copy is counted, and the whole budget is two sums here.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const makeRoom = (needed: number) => {
    for (const [key, entry] of entries) {
      if (bytes + needed <= maxBytes) return;
      remove(key, entry);
    }
  };
  const listeners: Array<() => void> = [];
  const writeListeners: Array<() => unknown> = [];
  let announcing: Promise<void> = Promise.resolve();
  let generation = 0;
  const stats = { hits: 0, misses: 0 };
  const invalidateLocal = () => {
    generation++;
    entries.clear();
    bytes = 0;
    for (const listener of listeners) listener();
  };
  return {
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) {
        stats.misses++;
        return undefined;
      }
      const time = now();
      if (entry.generation !== generation || entry.expires + staleMs <= time) {
        remove(key, entry);
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      return { entry, fresh: entry.expires > time };
    },
    set(key, entry) {
      // A reply computed before a write finished must not outlive that write.
      if (entry.generation !== generation) return undefined;
      // Kept as bytes: a hit is then written without encoding the text again.
      const body = typeof entry.body === "string" ? Buffer.from(entry.body) : entry.body;
      if (body.length > maxBytes) return undefined;
      const replaced = entries.get(key);
      if (replaced) remove(key, replaced);
      makeRoom(body.length);
      const stored: Entry = {
        body,
        contentType: entry.contentType,
        headers: entry.headers ?? {},
        generation: entry.generation,
        expires: now() + entry.seconds * 1000,
        encoded: {},
        bytes: body.length,
        etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      };
      entries.set(key, stored);
      bytes += body.length;
      return stored;
    },
    encoded(key, entry, encoding) {
      const made = entry.encoded[encoding];
      if (made) return made;
      const copy = compress(entry.body, encoding);
      entry.encoded[encoding] = copy;
      entry.bytes += copy.length;
      // An entry dropped meanwhile no longer counts against the budget.
      if (entries.get(key) === entry) {
        bytes += copy.length;
        makeRoom(0);
      }
      return copy;
    },
    generation: () => generation,
    invalidate() {
      invalidateLocal();
      const sent = writeListeners.map((listener) => listener());
      const previous = announcing;
      announcing = Promise.allSettled([previous, ...sent]).then(() => undefined);
    },
    announced: () => announcing,
    invalidateLocal,
    onInvalidate: (listener) => listeners.push(listener),
    onWrite: (listener) => writeListeners.push(listener),
    size: () => entries.size,
    bytes: () => bytes,
    stats: () => ({ ...stats }),
  };
}

/** Only callers without a token share replies; anything personal is never cached. */
function cacheKey(request: FastifyRequest, language: string): string | undefined {
  const seconds = request.routeOptions.config?.cacheSeconds;
  if (!seconds || request.method !== "GET" || request.headers["x-pp-token"]) return undefined;
  return `${language}|${request.url}`;
}

/** Which language a reply is in, and the request headers that chose it (none when its address did). */
export type Variant = { lang: string; varyOn: readonly string[] };

function sendCached(request: FastifyRequest, reply: FastifyReply, cache: ResponseCache, key: string, entry: Entry, variant: Variant) {
  reply.header("etag", entry.etag).header("cache-control", "no-cache").headers(entry.headers);
  if (variant.varyOn.length > 0) reply.header("vary", variant.varyOn.join(", "));
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  reply.header("content-type", entry.contentType);
  if (!isCompressible(entry.contentType, entry.body.length)) return reply.send(entry.body);
  reply.header("vary", [...variant.varyOn, "accept-encoding"].join(", "));
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(entry.body);
  const encoded = cache.encoded(key, entry, encoding);
  // A content-encoding already set makes the compress plugin pass the bytes through.
  return reply.header("content-encoding", encoding).send(encoded);
}

function release(request: FastifyRequest) {
  const marked = request as Marked;
  marked[RELEASE]?.();
  marked[RELEASE] = undefined;
}

/**
 * Installs the hooks. variantOf tells which language a request is served in (X-LAN for the API,
 * the address or else cookie / Accept-Language for pages) because that is part of what the reply
 * depends on; the headers that chose it are named in Vary, so a shared cache in front keeps the
 * languages apart.
 *
 * Hits are answered in onRequest, before validation and the handler: an entry exists only for a
 * URL that was validated and answered 200, so validating it again could only agree. Concurrent
 * misses of one key are coalesced: the first computes, the others wait for its entry, so an
 * expiring page under load is rendered once, not once per connection. An expired entry is served
 * as it is while one background request (through inject, marked with a secret header and
 * counting no view) computes the next.
 */
export function installResponseCache(app: FastifyInstance, cache: ResponseCache, variantOf: (request: FastifyRequest) => Variant) {
  const computing = new Map<string, Promise<void>>();
  const refreshing = new Set<string>();
  const secret = randomBytes(16).toString("hex");
  const refresh = async (request: FastifyRequest, key: string) => {
    refreshing.add(key);
    const headers: Record<string, string> = { [REFRESH_HEADER]: secret, [NO_VIEW_HEADER]: "1" };
    for (const name of VARYING_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    try {
      await app.inject({ method: "GET", url: request.url, headers });
    } catch (error) {
      app.log.warn({ err: error, url: redactUrl(request.url) }, "response cache: background refresh failed");
    } finally {
      refreshing.delete(key);
    }
  };
  app.decorateRequest("cacheGeneration", 0);
  const variantOfRoute = (request: FastifyRequest): Variant => (request.routeOptions.config?.languageFree ? { lang: "", varyOn: [] } : variantOf(request));
  app.addHook("onRequest", async (request, reply) => {
    const variant = variantOfRoute(request);
    const key = cacheKey(request, variant.lang);
    if (!key) return;
    request.cacheGeneration = cache.generation();
    const isRefresh = request.headers[REFRESH_HEADER] === secret;
    // The background refresh itself must compute, whatever is stored.
    const found = isRefresh ? undefined : cache.lookup(key);
    // Past its time (but within the stale window): served as it is while one request recomputes it.
    if (found && !found.fresh && !refreshing.has(key)) void refresh(request, key);
    let entry = found?.entry;
    if (!entry) {
      const inFlight = computing.get(key);
      if (!inFlight) {
        let done!: () => void;
        const promise = new Promise<void>((resolve) => (done = resolve));
        computing.set(key, promise);
        (request as Marked)[RELEASE] = () => {
          if (computing.get(key) === promise) computing.delete(key);
          done();
        };
        return;
      }
      await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, COALESCE_WAIT_MS).unref())]);
      const computed = cache.lookup(key);
      entry = computed?.fresh ? computed.entry : undefined;
      // Not cacheable after all (an error, or a write meanwhile): this request computes its own.
      if (!entry) return;
    }
    (request as Marked)[HIT] = true;
    return sendCached(request, reply, cache, key, entry, variant);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if ((request as Marked)[HIT] || reply.statusCode !== 200) return payload;
    const variant = variantOfRoute(request);
    const key = cacheKey(request, variant.lang);
    if (!key || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
    if (variant.varyOn.length > 0) reply.header("vary", variant.varyOn.join(", "));
    const headers: Record<string, string> = {};
    for (const name of BODY_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const stored = cache.set(key, {
      body: payload,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      headers,
      seconds: request.routeOptions.config.cacheSeconds!,
      generation: request.cacheGeneration,
    });
    release(request);
    if (stored) {
      reply.header("etag", stored.etag).header("cache-control", "no-cache");
      if (request.headers["if-none-match"] === stored.etag) {
        reply.code(304);
        return "";
      }
    }
    return payload;
  });
  // A successful write empties the cache and waits for its announcement before its reply is sent
  // (also when its handler emptied the cache itself), so other instances have forgotten first.
  app.addHook("onSend", async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const writes = request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS";
    if (!(writes || config?.mutates) || reply.statusCode >= 400) return payload;
    if (config?.changesPublicContent !== false) cache.invalidate();
    await cache.announced();
    return payload;
  });
  app.addHook("onRequestAbort", async (request) => release(request));
  app.addHook("onResponse", async (request) => release(request));
}

declare module "fastify" {
  interface FastifyRequest {
    /** The cache generation when this request started; a reply from an older one is not kept. */
    cacheGeneration: number;
  }
}
