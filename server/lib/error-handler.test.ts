import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { engines } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";

describe.each(engines())("the error handler on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // A route that fails the way a bug would, to see what a caller learns from a 500.
    t = await buildTestApp(engine, {}, (app) => {
      app.get("/api/__test/boom", { config: { access: "public" } }, async () => {
        throw new Error("secret detail at /srv/app/file.ts: select * from users");
      });
      app.post(
        "/api/__test/echo",
        { config: { access: "public" }, schema: { body: z.object({ name: z.string().min(1) }).strict() } },
        async (request) => request.body,
      );
    });
  }, 60_000);
  afterAll(() => t.close());

  it("answers malformed JSON with a localised 400, not a 500", async () => {
    const response = await t.call({
      method: "POST",
      url: "/api/__test/echo",
      payload: "{not json",
      headers: { "content-type": "application/json" },
      lan: "en",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 40000, msg: "The request body is not valid JSON", data: null });
  });

  it("names the invalid field in the caller's language", async () => {
    const zh = await t.call({ method: "POST", url: "/api/__test/echo", payload: { name: 5 } });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe("参数 name 无效：类型不正确");
    const en = await t.call({ method: "POST", url: "/api/__test/echo", payload: {}, lan: "en" });
    expect(en.body.msg).toBe("Invalid parameter name: is required");
    expect([zh.body.data, en.body.data]).toEqual([{ field: "name" }, { field: "name" }]);
  });

  it("keeps a write strict: an empty JSON body where one is required is a localised 400 naming what is missing", async () => {
    const response = await t.call({ method: "POST", url: "/api/__test/echo", payload: "", headers: { "content-type": "application/json" }, lan: "en" });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(40001);
    expect(response.body.msg).toMatch(/^Invalid parameter/);
  });

  it("answers a body over 2 MB with 413", async () => {
    const response = await t.call({
      method: "POST",
      url: "/api/health",
      payload: JSON.stringify({ x: "a".repeat(2_100_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(response.body.msg).toContain("2 MB");
  });

  it("hides internals in a 500: no stack, SQL or path, a message in the caller's language", async () => {
    const response = await t.call({ method: "GET", url: "/api/__test/boom", lan: "zh-TW" });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 50000, msg: "伺服器內部錯誤，請稍後再試", data: null });
    expect(JSON.stringify(response.body)).not.toMatch(/secret|select|\/srv|at /);
  });
});
