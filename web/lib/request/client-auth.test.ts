import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "./errors.ts";
import { buildClient, ok, reply, startTestServer, type TestServer } from "./http-server.test-support.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  // Only "token-2" is valid: the client starts with "token-1", which has expired.
  server.handle((request, res) =>
    request.headers["x-pp-token"] === "token-2" ? reply(res, 200, ok({ user: "ada" })) : reply(res, 401, { code: 401, msg: "token expired", data: null }),
  );
});
afterEach(() => server.close());

const tokensSent = () => server.requests.map((request) => request.headers["x-pp-token"]);

describe("request client authentication", () => {
  it("refreshes once on a 401 and retries the call with the new token", async () => {
    const built = buildClient(server.baseUrl);
    built.refresh.mockImplementation(async () => {
      built.session.token = "token-2";
      return true;
    });
    await expect(built.client.get("/auth/profile")).resolves.toEqual({
      user: "ada",
    });
    expect(built.refresh).toHaveBeenCalledOnce();
    expect(built.onAuthFailure).not.toHaveBeenCalled();
    expect(tokensSent()).toEqual(["token-1", "token-2"]);
  });

  it("ends the session once and throws the 401 when the refresh fails", async () => {
    const built = buildClient(server.baseUrl);
    built.refresh.mockResolvedValue(false);
    const error = await built.client.get("/auth/profile").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, serverMsg: "token expired" });
    expect(built.onAuthFailure).toHaveBeenCalledOnce();
    expect(server.requests).toHaveLength(1);
  });

  it("ends the session once when the retried call is refused with 401 again", async () => {
    const built = buildClient(server.baseUrl);
    built.refresh.mockImplementation(async () => {
      built.session.token = "token-3";
      return true;
    });
    await expect(built.client.get("/auth/profile")).rejects.toMatchObject({
      status: 401,
    });
    expect(built.refresh).toHaveBeenCalledOnce();
    expect(built.onAuthFailure).toHaveBeenCalledOnce();
    expect(tokensSent()).toEqual(["token-1", "token-3"]);
  });

  it("ends the session without a refresh call when no refresh token is stored", async () => {
    const built = buildClient(server.baseUrl);
    built.session.refreshToken = null;
    await expect(built.client.get("/auth/profile")).rejects.toMatchObject({
      status: 401,
    });
    expect(built.refresh).not.toHaveBeenCalled();
    expect(built.onAuthFailure).toHaveBeenCalledOnce();
  });

  it("treats a 401 without a token as an answer, such as a wrong password", async () => {
    const built = buildClient(server.baseUrl);
    built.session.token = null;
    await expect(built.client.post("/api/user/login", { loginName: "ada", pwd: "nope" })).rejects.toMatchObject({
      status: 401,
      serverMsg: "token expired",
    });
    expect(built.refresh).not.toHaveBeenCalled();
    expect(built.onAuthFailure).not.toHaveBeenCalled();
  });

  it("never refreshes for a call that opted out, such as the refresh call itself", async () => {
    const built = buildClient(server.baseUrl);
    await expect(built.client.post("/auth/refresh", undefined, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(built.refresh).not.toHaveBeenCalled();
    expect(built.onAuthFailure).not.toHaveBeenCalled();
  });

  it("shares one refresh among calls that hit 401 together", async () => {
    const built = buildClient(server.baseUrl);
    built.refresh.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      built.session.token = "token-2";
      return true;
    });
    const results = await Promise.all([
      built.client.get("/auth/profile"),
      built.client.get("/api/user/detail"),
      built.client.put("/auth/profile", { nickname: "A" }),
    ]);
    expect(results).toEqual([{ user: "ada" }, { user: "ada" }, { user: "ada" }]);
    expect(built.refresh).toHaveBeenCalledOnce();
  });

  it("retries without a second refresh when another call renewed the token meanwhile", async () => {
    const built = buildClient(server.baseUrl);
    server.handle((request, res) => {
      if (request.headers["x-pp-token"] === "token-2") return reply(res, 200, ok("renewed"));
      built.session.token = "token-2";
      reply(res, 401, { code: 401, msg: "token expired", data: null });
    });
    await expect(built.client.get("/api/user/detail")).resolves.toBe("renewed");
    expect(built.refresh).not.toHaveBeenCalled();
    expect(tokensSent()).toEqual(["token-1", "token-2"]);
  });

  it("does not retry a 401 as if it were a transient failure", async () => {
    const built = buildClient(server.baseUrl);
    built.refresh.mockResolvedValue(false);
    await built.client.get("/auth/profile").catch(() => undefined);
    expect(built.sleeps).toEqual([]);
  });
});
