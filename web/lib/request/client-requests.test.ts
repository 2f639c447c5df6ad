import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../../contract/constants.ts";
import { BodyTooLargeError } from "./errors.ts";
import { buildClient, startTestServer, type TestServer } from "./http-server.test-support.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const lastRequest = () => server.requests.at(-1);

describe("request client requests", () => {
  it("sends the token in X-PP-TOKEN and the language in X-LAN", async () => {
    const { client, session } = buildClient(server.baseUrl);
    session.language = "zh-TW";
    await client.get("/api/user/detail");
    expect(lastRequest()?.headers).toMatchObject({
      "x-pp-token": "token-1",
      "x-lan": "zh-TW",
    });
    expect(lastRequest()?.headers["content-type"]).toBeUndefined();
  });

  it("leaves X-PP-TOKEN out when nobody is signed in", async () => {
    const { client, session } = buildClient(server.baseUrl);
    session.token = null;
    await client.get("/api/index");
    expect(lastRequest()?.headers).not.toHaveProperty("x-pp-token");
    expect(lastRequest()?.headers["x-lan"]).toBe("en");
  });

  it("sends a body as JSON with its content type", async () => {
    const { client } = buildClient(server.baseUrl);
    await client.put("/auth/profile", { nickname: "艾达" });
    expect(lastRequest()).toMatchObject({
      method: "PUT",
      body: '{"nickname":"艾达"}',
    });
    expect(lastRequest()?.headers["content-type"]).toBe("application/json");
    await client.patch("/admin/users/3/status", { status: 0 });
    expect(lastRequest()).toMatchObject({
      method: "PATCH",
      body: '{"status":0}',
    });
  });

  it("sends no content type for a call without a body, which a JSON parser would reject", async () => {
    const { client } = buildClient(server.baseUrl);
    await client.post("/api/user/logout");
    expect(lastRequest()).toMatchObject({ method: "POST", body: "" });
    expect(lastRequest()?.headers["content-type"]).toBeUndefined();
  });

  it("adds the caller's headers, such as the refresh token", async () => {
    const { client } = buildClient(server.baseUrl);
    await client.post("/auth/refresh", undefined, {
      headers: { "X-PP-REFRESH-TOKEN": "refresh-1" },
    });
    expect(lastRequest()?.headers["x-pp-refresh-token"]).toBe("refresh-1");
  });

  it("builds the query string from the given parameters", async () => {
    const { client } = buildClient(server.baseUrl);
    await client.get("/api/listPrompt", {
      categoryCode: "code",
      sortByHot: 1,
      title: undefined,
      page: 2,
      size: 12,
    });
    expect(lastRequest()?.url).toBe("/api/listPrompt?categoryCode=code&sortByHot=1&page=2&size=12");
  });

  it("uploads a form as multipart", async () => {
    const { client } = buildClient(server.baseUrl);
    const form = new FormData();
    form.append("categoryId", "4");
    form.append("prompt", "write a haiku");
    await client.upload("/admin/api/agentAddPrompt", form);
    expect(lastRequest()?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest()?.body).toContain("write a haiku");
  });

  it("refuses a body over 2 MB before anything is sent", async () => {
    const { client } = buildClient(server.baseUrl);
    const error = await client.post("/admin/api/addPrompt", { content: "x".repeat(MAX_BODY_BYTES) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(MAX_BODY_BYTES + 1)]), "big.png");
    await expect(client.upload("/upload", form)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(server.requests).toHaveLength(0);
  });

  it("sends a body of exactly 2 MB", async () => {
    const { client } = buildClient(server.baseUrl);
    await client.post("/admin/api/addPrompt", "x".repeat(MAX_BODY_BYTES - 2));
    expect(lastRequest()?.body).toHaveLength(MAX_BODY_BYTES);
  });
});
