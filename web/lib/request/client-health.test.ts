import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildClient, ok, reply, startTestServer, type TestServer } from "./http-server.test-support.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe("request client health and timeout", () => {
  it("turns unhealthy after three failed attempts and healthy after the next reply", async () => {
    server.handle((_request, res, index) => (index < 3 ? reply(res, 502, "down") : reply(res, 200, ok(1))));
    const { client } = buildClient(server.baseUrl);
    const seen: boolean[] = [];
    client.health.subscribe((healthy) => seen.push(healthy));
    await client.get("/api/index");
    expect(seen).toEqual([false, true]);
    expect(client.health.isHealthy()).toBe(true);
  });

  it("counts a 4xx as proof that the server is up", async () => {
    server.handle((_request, res) => reply(res, 400, { code: 400, msg: "bad", data: null }));
    const { client } = buildClient(server.baseUrl);
    for (let i = 0; i < 3; i += 1) await client.post("/api/user/register", {}).catch(() => undefined);
    expect(client.health.isHealthy()).toBe(true);
  });

  it("sizes its timeout from how long replies took", async () => {
    let clock = 0;
    server.handle((_request, res) => {
      clock += 25_000;
      reply(res, 200, ok(null));
    });
    const { client } = buildClient(server.baseUrl, { now: () => clock });
    expect(client.timeoutMs()).toBe(60_000);
    await client.get("/api/index");
    expect(client.timeoutMs()).toBe(75_000);
  });
});
