import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { createResponseCache, STALE_SECONDS } from "./response-cache.ts";

describe("invalidating the response cache", () => {
  it("empties the derived caches for a write here or elsewhere, and announces only a write here", () => {
    const cache = createResponseCache();
    const events: string[] = [];
    cache.onInvalidate(() => events.push("derived emptied"));
    cache.onWrite(() => events.push("announced"));
    cache.invalidateLocal();
    expect(events).toEqual(["derived emptied"]);
    cache.invalidate();
    expect(events).toEqual(["derived emptied", "derived emptied", "announced"]);
  });

  it("settles announced() only once every write's announcement is done", async () => {
    const cache = createResponseCache();
    const pending: Array<() => void> = [];
    cache.onWrite(() => new Promise<void>((resolve) => pending.push(resolve)));
    cache.invalidate();
    cache.invalidate();
    let settled = false;
    const waiting = cache.announced().then(() => (settled = true));
    pending[1]!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    pending[0]!();
    await waiting;
    expect(settled).toBe(true);
  });
});

describe("the response cache's memory budget", () => {
  const page = (bytes: number, generation = 0) => ({ body: Buffer.alloc(bytes, "a"), contentType: "text/html", seconds: 60, generation });

  it("drops the oldest entries when the bytes, not the count, would pass the budget", () => {
    const cache = createResponseCache(Date.now, 0, 10_000);
    cache.set("a", page(4000));
    cache.set("b", page(4000));
    cache.set("c", page(4000));
    expect(cache.lookup("a")).toBeUndefined();
    expect(cache.lookup("b")).toBeDefined();
    expect(cache.lookup("c")).toBeDefined();
    expect(cache.bytes()).toBe(8000);
    for (let i = 0; i < 100; i++) cache.set(`small ${i}`, page(10));
    expect(cache.size()).toBe(102);
  });

  it("counts the compressed copies it keeps, and keeps nothing larger than the budget", () => {
    const cache = createResponseCache(Date.now, 0, 10_000);
    const tooBig = cache.set("a", { body: "提示词".repeat(4000), contentType: "text/html", seconds: 60, generation: 0 });
    expect(tooBig).toBeUndefined();
    const small = cache.set("b", page(3000))!;
    const gzip = cache.encoded("b", small, "gzip");
    expect(zlib.gunzipSync(gzip).equals(small.body)).toBe(true);
    expect(cache.encoded("b", small, "gzip")).toBe(gzip);
    expect(cache.bytes()).toBe(3000 + gzip.length);
  });

  it("counts a replaced entry once, and nothing after a write", () => {
    const cache = createResponseCache(Date.now, 0, 10_000);
    cache.set("a", page(3000));
    cache.set("a", page(2000));
    expect(cache.bytes()).toBe(2000);
    cache.invalidate();
    expect(cache.bytes()).toBe(0);
    expect(cache.set("a", page(2000, 0))).toBeUndefined();
    expect(cache.set("a", page(2000, 1))).toBeDefined();
    expect(cache.bytes()).toBe(2000);
  });
});

describe.each(engines())("the response cache on %s", (engine) => {
  let t: TestApp;
  let computed = 0;
  let slowComputed = 0;
  const big = "提示词".repeat(600);
  beforeAll(async () => {
    t = await buildTestApp(engine, { CACHE_STALE_SECONDS: String(STALE_SECONDS) }, (app) => {
      app.get("/api/__test/counted", { config: { access: "public", cacheSeconds: 30 } }, async () => ({ code: 0, msg: "ok", data: ++computed }));
      app.get("/api/__test/slow", { config: { access: "public", cacheSeconds: 30 } }, async () => {
        slowComputed++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { code: 0, msg: "ok", data: slowComputed };
      });
      app.get("/api/__test/big", { config: { access: "public", cacheSeconds: 30 } }, async () => ({ code: 0, msg: "ok", data: big }));
      app.get("/api/__test/headers", { config: { access: "public", cacheSeconds: 30 } }, async (request) => ({
        code: 0,
        msg: "ok",
        data: { computed: ++computed, noView: request.headers["x-pp-no-view"] ?? null, lan: request.headers["x-lan"] ?? null },
      }));
      app.post("/api/__test/write", { config: { access: "public" } }, async () => ({ code: 0, msg: "ok", data: null }));
      app.post("/api/__test/failed-write", { config: { access: "public" } }, async (_request, reply) =>
        reply.status(400).send({ code: 1, msg: "no", data: null }),
      );
    });
  });
  afterAll(() => t.close());

  it("serves an anonymous reply from memory per language until a write succeeds", async () => {
    const first = await t.call<number>({ method: "GET", url: "/api/__test/counted" });
    const again = await t.call<number>({ method: "GET", url: "/api/__test/counted" });
    expect(again.body.data).toBe(first.body.data);
    const english = await t.call<number>({ method: "GET", url: "/api/__test/counted", lan: "en" });
    expect(english.body.data).toBe(first.body.data + 1);
    await t.call({ method: "POST", url: "/api/__test/failed-write" });
    expect((await t.call<number>({ method: "GET", url: "/api/__test/counted" })).body.data).toBe(first.body.data);
    await t.call({ method: "POST", url: "/api/__test/write" });
    expect((await t.call<number>({ method: "GET", url: "/api/__test/counted" })).body.data).toBe(first.body.data + 2);
  });

  it("sends a write's reply only after its announcement to the other instances", async () => {
    const events: string[] = [];
    let holding = true;
    t.app.appContext.responseCache.onWrite(() =>
      holding ? new Promise((resolve) => setTimeout(resolve, 50)).then(() => events.push("announced")) : undefined,
    );
    try {
      await t.call({ method: "POST", url: "/api/__test/write" });
      events.push("replied");
    } finally {
      holding = false;
    }
    expect(events).toEqual(["announced", "replied"]);
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/__test/counted?x=1" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await t.app.inject({ method: "GET", url: "/api/__test/counted?x=1", headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("computes a reply once when many visitors ask for it at the same moment", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: "GET", url: "/api/__test/slow" })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((r) => r.json<{ data: number }>().data)).size).toBe(1);
    expect(slowComputed).toBe(1);
  });

  it("serves a cached reply compressed as the caller accepts, the same text once decoded", async () => {
    await t.app.inject({ method: "GET", url: "/api/__test/big" });
    const br = await t.app.inject({ method: "GET", url: "/api/__test/big", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).data).toBe(big);
    const gzip = await t.app.inject({ method: "GET", url: "/api/__test/big", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).data).toBe(big);
    const plain = await t.app.inject({ method: "GET", url: "/api/__test/big", headers: { "accept-encoding": "br;q=0" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json<{ data: string }>().data).toBe(big);
  });

  /** Waits for the background refresh an expired entry started (it runs on this event loop). */
  async function settled(until: () => boolean) {
    for (let i = 0; i < 200 && !until(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(until()).toBe(true);
  }

  it("serves an expired reply at once while one background request computes the next", async () => {
    const get = () => t.call<number>({ method: "GET", url: "/api/__test/counted?stale=1" });
    const first = (await get()).body.data;
    t.clock.advance(31_000);
    const before = computed;
    // Every visitor in the meantime gets the old reply, and only one recomputation runs.
    const during = await Promise.all([get(), get(), get()]);
    expect(during.map((r) => r.body.data)).toEqual([first, first, first]);
    await settled(() => computed === before + 1);
    expect((await get()).body.data).toBe(computed);
    expect(computed).toBe(before + 1);
  });

  it("recomputes in the caller's language and counts no view for it", async () => {
    type Seen = { computed: number; noView: string | null; lan: string | null };
    const get = () => t.call<Seen>({ method: "GET", url: "/api/__test/headers", lan: "en" });
    expect((await get()).body.data).toMatchObject({ noView: null, lan: "en" });
    t.clock.advance(31_000);
    const before = computed;
    await get();
    await settled(() => computed === before + 1);
    expect((await get()).body.data).toEqual({ computed: before + 1, noView: "1", lan: "en" });
  });

  it("never serves an expired reply after a write, nor long after its time", async () => {
    const get = () => t.call<number>({ method: "GET", url: "/api/__test/counted?stale=2" });
    const first = (await get()).body.data;
    t.clock.advance(31_000);
    await t.call({ method: "POST", url: "/api/__test/write" });
    expect((await get()).body.data).toBe(first + 1);
    // Past its time and the stale window: computed while the caller waits.
    t.clock.advance(31_000 + STALE_SECONDS * 1000);
    expect((await get()).body.data).toBe(first + 2);
  });

  it("serves expired replies while recomputing by default on PostgreSQL only", async () => {
    // Measured: it helps when the database is another process and hurts when PGlite's queries
    // run on the server's own thread (docs/decisions/015-performance.md).
    const plain = await buildTestApp(engine, {}, (app) => {
      app.get("/api/__test/default", { config: { access: "public", cacheSeconds: 30 } }, async () => ({ code: 0, msg: "ok", data: ++computed }));
    });
    try {
      const get = () => plain.call<number>({ method: "GET", url: "/api/__test/default" });
      const first = (await get()).body.data;
      plain.clock.advance(31_000);
      const next = (await get()).body.data;
      if (engine === "postgres") expect(next).toBe(first);
      else expect(next).toBe(first + 1);
      // Either way exactly one recomputation, finished before the app closes.
      await settled(() => computed === first + 1);
    } finally {
      await plain.close();
    }
  });

  it("never shares a reply made for a caller with a token", async () => {
    const before = computed;
    await t.call({ method: "GET", url: "/api/__test/counted?y=1", headers: { "x-pp-token": "anything" } });
    await t.call({ method: "GET", url: "/api/__test/counted?y=1", headers: { "x-pp-token": "anything" } });
    expect(computed).toBe(before + 2);
  });
});
