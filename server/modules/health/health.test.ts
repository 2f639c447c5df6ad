import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

describe.each(engines())("health on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it("reports the database as up", async () => {
    const { status, body } = await t.call({ method: "GET", url: "/api/health" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { status: "ok", db: "up", engine } });
  });

  it("answers an unknown API path with a localised 404 envelope", async () => {
    const zh = await t.call({ method: "GET", url: "/api/does-not-exist" });
    expect(zh.status).toBe(404);
    expect(zh.body.msg).toBe("接口不存在");
    const en = await t.call({ method: "GET", url: "/api/does-not-exist", lan: "en" });
    expect(en.body.msg).toBe("No such endpoint");
  });

  it("is live and ready, and while draining is live but not ready", async () => {
    // Draining is one way: on an app of its own, so no other test depends on running before it.
    const draining = await buildTestApp(engine);
    try {
      expect(await draining.call({ method: "GET", url: "/api/health/live" })).toMatchObject({ status: 200, body: { data: { status: "live" } } });
      expect(await draining.call({ method: "GET", url: "/api/health/ready" })).toMatchObject({ status: 200, body: { data: { status: "ready" } } });
      draining.app.appContext.lifecycle.startDraining();
      expect(await draining.call({ method: "GET", url: "/api/health/ready" })).toMatchObject({ status: 503, body: { data: { status: "draining" } } });
      expect((await draining.call({ method: "GET", url: "/api/health/live" })).status).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
