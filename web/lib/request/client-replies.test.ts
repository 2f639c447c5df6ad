import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BusinessError, HttpError, NetworkError } from "./errors.ts";
import { buildClient, closedPort, ok, reply, startTestServer, type TestServer } from "./http-server.test-support.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("request client replies", () => {
  it("resolves with the data of a reply whose code is 0", async () => {
    server.handle((_request, res) => reply(res, 200, ok({ categories: [{ id: 1 }] })));
    const { client } = buildClient(server.baseUrl);
    await expect(client.get("/api/index")).resolves.toEqual({
      categories: [{ id: 1 }],
    });
  });

  it("throws a business error for a non-zero code and does not retry it", async () => {
    server.handle((_request, res) => reply(res, 200, { code: 2001, msg: "already rated", data: null }));
    const { client, sleeps } = buildClient(server.baseUrl);
    const error = await failure(client.post("/api/prompt/rate", { rateScore: 10 }));
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({
      code: 2001,
      msg: "already rated",
      status: 200,
    });
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("does not retry a 4xx and keeps the server's message", async () => {
    server.handle((_request, res) => reply(res, 404, { code: 404, msg: "prompt not found", data: null }));
    const { client, sleeps } = buildClient(server.baseUrl);
    const error = await failure(client.get("/api/prompt/nope"));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, serverMsg: "prompt not found" });
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("retries a 5xx three times with 1 s, 2 s and 4 s delays, then fails", async () => {
    server.handle((_request, res) => reply(res, 503, { code: 503, msg: "busy", data: null }));
    const { client, sleeps } = buildClient(server.baseUrl);
    const error = await failure(client.get("/api/index"));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, serverMsg: "busy" });
    expect(server.requests).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it("succeeds when a 5xx goes away before the retries run out", async () => {
    server.handle((_request, res, index) => (index < 2 ? reply(res, 500, "oops") : reply(res, 200, ok("fine"))));
    const { client, sleeps } = buildClient(server.baseUrl);
    await expect(client.get("/api/index")).resolves.toBe("fine");
    expect(sleeps).toEqual([1000, 2000]);
  });

  it("retries a connection the server destroyed and reports it as closed", async () => {
    server.handle((_request, res) => res.socket?.destroy());
    const { client, sleeps } = buildClient(server.baseUrl);
    const error = await failure(client.get("/api/index"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: "closed" });
    expect(server.requests).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it("reports a body cut off mid-way as closed", async () => {
    server.handle((_request, res) => {
      res.writeHead(200, { "Content-Length": "100" });
      res.write('{"code":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const { client } = buildClient(server.baseUrl);
    await expect(client.get("/api/index")).rejects.toMatchObject({
      kind: "closed",
    });
  });

  it("retries a refused connection and reports it as a network error", async () => {
    const { client, sleeps } = buildClient(`http://127.0.0.1:${await closedPort()}`);
    const error = await failure(client.get("/api/index"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: "network" });
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it("reports a 2xx page that is not an envelope as an unknown failure without retrying", async () => {
    server.handle((_request, res) => reply(res, 200, "<html>captive portal</html>"));
    const { client } = buildClient(server.baseUrl);
    await expect(client.get("/api/index")).rejects.toMatchObject({
      kind: "unknown",
    });
    expect(server.requests).toHaveLength(1);
  });

  it("passes the caller's abort through without retrying", async () => {
    const controller = new AbortController();
    server.handle(() => controller.abort(new DOMException("left", "AbortError")));
    const { client, sleeps } = buildClient(server.baseUrl);
    const error = await failure(client.get("/api/index", undefined, { signal: controller.signal }));
    expect(error).toMatchObject({ name: "AbortError" });
    expect(sleeps).toEqual([]);
  });
});
