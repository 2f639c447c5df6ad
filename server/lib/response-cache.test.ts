import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../test/databases.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";

describe.each(engines())("the response cache on %s", (engine) => {
  let t: TestApp;
  let computed = 0;
  let slowComputed = 0;
  const big = "提示词".repeat(600);
  beforeAll(async () => {
    t = await buildTestApp(engine, {}, (app) => {
      app.get("/api/__test/counted", { config: { access: "public", cacheSeconds: 30 } }, async () => ({ code: 0, msg: "ok", data: ++computed }));
      app.get("/api/__test/slow", { config: { access: "public", cacheSeconds: 30 } }, async () => {
        slowComputed++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { code: 0, msg: "ok", data: slowComputed };
      });
      app.get("/api/__test/big", { config: { access: "public", cacheSeconds: 30 } }, async () => ({ code: 0, msg: "ok", data: big }));
      app.post("/api/__test/write", { config: { access: "public" } }, async () => ({ code: 0, msg: "ok", data: null }));
      app.post("/api/__test/failed-write", { config: { access: "public" } }, async (_request, reply) => reply.status(400).send({ code: 1, msg: "no", data: null }));
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

  it("never shares a reply made for a caller with a token", async () => {
    const before = computed;
    await t.call({ method: "GET", url: "/api/__test/counted?y=1", headers: { "x-pp-token": "anything" } });
    await t.call({ method: "GET", url: "/api/__test/counted?y=1", headers: { "x-pp-token": "anything" } });
    expect(computed).toBe(before + 2);
  });
});
