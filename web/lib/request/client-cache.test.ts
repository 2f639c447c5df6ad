import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildClient, ok, reply, startTestServer, type TestServer } from "./http-server.test-support.ts";

const MINUTE = 60_000;
let server: TestServer;
let clock: number;
beforeEach(async () => {
  clock = 0;
  server = await startTestServer();
  server.handle((request, res, index) => reply(res, 200, ok({ url: request.url, index })));
});
afterEach(() => server.close());

function build() {
  const built = buildClient(server.baseUrl, { now: () => clock });
  return {
    ...built,
    gets: () => server.requests.filter((request) => request.method === "GET").length,
  };
}

describe("request client GET cache", () => {
  it("answers a repeated GET from the cache within 3 minutes", async () => {
    const { client, gets } = build();
    const first = await client.get("/api/index");
    clock += 3 * MINUTE - 1;
    await expect(client.get("/api/index")).resolves.toEqual(first);
    expect(gets()).toBe(1);
    client.dispose();
  });

  it("asks the server again once 3 minutes have passed", async () => {
    const { client, gets } = build();
    await client.get("/api/index");
    clock += 3 * MINUTE;
    await expect(client.get("/api/index")).resolves.toMatchObject({ index: 1 });
    expect(gets()).toBe(2);
    client.dispose();
  });

  it("keeps separate entries per query, language and signed-in state", async () => {
    const { client, session, gets } = build();
    await client.get("/api/listPrompt", { page: 1 });
    await client.get("/api/listPrompt", { page: 2 });
    session.language = "zh-TW";
    await client.get("/api/listPrompt", { page: 1 });
    session.token = null;
    await client.get("/api/listPrompt", { page: 1 });
    expect(gets()).toBe(4);
    client.dispose();
  });

  it("forgets every cached GET when a write is sent", async () => {
    const { client, gets } = build();
    await client.get("/api/index");
    await client.post("/api/prompt/rate", { rateScore: 8 });
    await client.get("/api/index");
    expect(gets()).toBe(2);
    client.dispose();
  });

  it("does not cache a GET that was answered while a write was in flight", async () => {
    const { client, gets } = build();
    let releaseGet = () => {};
    server.handle((request, res) => {
      if (request.method === "GET" && gets() === 1) releaseGet = () => reply(res, 200, ok("before the write"));
      else reply(res, 200, ok("after the write"));
    });
    const staleGet = client.get("/api/index");
    await server.waitForRequests(1);
    const write = client.post("/admin/api/updatePrompt", { id: 1 });
    await server.waitForRequests(2);
    releaseGet();
    await Promise.all([staleGet, write]);
    await expect(client.get("/api/index")).resolves.toBe("after the write");
    client.dispose();
  });

  it("bypasses the cache when asked to", async () => {
    const { client, gets } = build();
    await client.get("/api/index");
    await expect(client.get("/api/index", undefined, { cache: false })).resolves.toMatchObject({ index: 1 });
    expect(gets()).toBe(2);
    client.dispose();
  });

  it("does not cache a failed GET", async () => {
    const { client, gets } = build();
    server.handle((_request, res, index) => (index === 0 ? reply(res, 404, { code: 404, msg: "gone", data: null }) : reply(res, 200, ok("back"))));
    await expect(client.get("/api/prompt/x")).rejects.toMatchObject({
      status: 404,
    });
    await expect(client.get("/api/prompt/x")).resolves.toBe("back");
    expect(gets()).toBe(2);
    client.dispose();
  });

  it("evicts the oldest GET once 100 replies are cached", async () => {
    const { client, gets } = build();
    for (let page = 0; page <= 100; page += 1) await client.get("/api/listPrompt", { page });
    await client.get("/api/listPrompt", { page: 100 });
    await client.get("/api/listPrompt", { page: 1 });
    expect(gets()).toBe(101);
    await client.get("/api/listPrompt", { page: 0 });
    expect(gets()).toBe(102);
    client.dispose();
  });

  it("lets a caller mutate its reply without changing what the next caller gets", async () => {
    const { client } = build();
    const first = await client.get<{ url: string }>("/api/index");
    first.url = "changed";
    await expect(client.get("/api/index")).resolves.toMatchObject({
      url: "/api/index",
    });
    client.dispose();
  });

  it("empties on clearCache", async () => {
    const { client, gets } = build();
    await client.get("/api/index");
    client.clearCache();
    await client.get("/api/index");
    expect(gets()).toBe(2);
    client.dispose();
  });
});
