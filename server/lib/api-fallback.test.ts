import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";

describe.each(engines())("unknown API addresses and methods on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it.each([
    ["POST", "/api/listPrompt", "GET, HEAD"],
    ["GET", "/api/user/login", "POST"],
    ["PUT", "/api/prompt/rate", "GET, HEAD, POST"],
    ["DELETE", "/api/prompt/some-code", "GET, HEAD"],
    ["GET", "/auth/refresh", "POST"],
    ["POST", "/admin/api/listPrompt/", "GET, HEAD"],
  ])("answers %s %s, a path that takes other methods, with a localised 405 naming them", async (method, url, allow) => {
    const en = await t.call({ method: method as "GET", url, lan: "en" });
    expect(en.status).toBe(405);
    expect(en.headers.allow).toBe(allow);
    expect(en.body).toEqual({ code: 40500, msg: "Method not allowed", data: null });
    const zhTW = await t.call({ method: method as "GET", url, lan: "zh-TW" });
    expect(zhTW.body.msg).toBe("不支援該請求方法");
  });

  it.each(["/api/doesNotExist", "/admin/api/doesNotExist", "/auth/doesNotExist", "/upload/doesNotExist", "/api/prompt/rate/extra"])(
    "answers %s, a path no method takes, with a localised 404",
    async (url) => {
      const reply = await t.call({ method: "POST", url, lan: "en" });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 40400, msg: "No such endpoint", data: null });
    },
  );
});
