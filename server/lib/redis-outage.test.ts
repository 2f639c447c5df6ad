/**
 * Issue #26 (b)-(d): two instances on one database and one Redis (a private redis-server this test
 * starts and stops), and Redis going away. Sign-in keeps working on in-process limits, a write on
 * one instance reaches the other's cache within a bounded time, an instance starts while Redis is
 * down, and the broadcast works again once Redis is back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategorySummary } from "../../contract/catalog.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildAdmin, signIn } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { freePort } from "../../e2e/support/server.test-support.ts";

function startRedis(port: number): ChildProcess {
  return spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
}

async function stopRedis(redis: ChildProcess) {
  const exited = new Promise((resolve) => redis.once("exit", resolve));
  redis.kill("SIGKILL");
  await exited;
}

/** Polls `read` until it returns true; false after `attempts` tries 100 ms apart. */
async function eventually(read: () => Promise<boolean>, attempts = 100): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await read()) return true;
    await sleep(100);
  }
  return false;
}

const hasRedisServer = await new Promise<boolean>((resolve) =>
  spawn("redis-server", ["--version"])
    .on("error", () => resolve(false))
    .on("exit", (code) => resolve(code === 0)),
);

// Skipped where the machine has no redis-server binary to start a private Redis with.
describe.skipIf(!hasRedisServer).each(engines())("two instances while Redis goes away, on %s", (engine) => {
  let port: number;
  let redis: ChildProcess;
  let first: TestApp;
  let second: TestApp;
  const late: TestApp[] = [];
  // One site: the instances share the key prefix, and with it the broadcast channel.
  const env = () => ({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `outage-${port}:` });

  const categoryNames = async (t: TestApp) => (await t.call<CategorySummary[]>({ method: "GET", url: "/api/listCategory" })).body.data.map((c) => c.category);
  const rename = async (token: string, cid: number, name: string) => {
    const { status } = await first.call({ method: "POST", url: "/admin/api/updateCategory", token, payload: { id: cid, category: name } });
    expect(status).toBe(200);
  };

  beforeAll(async () => {
    port = await freePort();
    redis = startRedis(port);
    first = await buildTestApp(engine, { ...env(), SEED: "demo" });
    second = await buildTestApp(engine, env(), undefined, { reuse: first.database });
  }, 120_000);
  afterAll(async () => {
    for (const t of [...late, second]) await t.close({ keepDatabase: true });
    await first.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  it("keeps sign-in, cache invalidation and start-up working, and heals when Redis is back", async () => {
    const admin = await buildAdmin(first);
    const { token } = await signIn(first, admin);
    const [category] = (await first.call<CategorySummary[]>({ method: "GET", url: "/api/listCategory" })).body.data;
    // With Redis up, a write on the first instance empties the second's cache.
    expect(await categoryNames(second)).toContain(category!.category);
    await rename(token, category!.cid, "经由 Redis");
    expect(await eventually(async () => (await categoryNames(second)).includes("经由 Redis"))).toBe(true);

    await stopRedis(redis);
    const signIns = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        first.call({ method: "POST", url: "/api/user/login", payload: { loginName: admin.loginName, pwd: admin.password, rememberMe: false } }),
      ),
    );
    expect(signIns.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const wrong = await first.call({
      method: "POST",
      url: "/api/user/login",
      payload: { loginName: admin.loginName, pwd: "not-the-password", rememberMe: false },
    });
    expect(wrong.status).toBe(401);

    await rename(token, category!.cid, "Redis 不在时");
    expect(await eventually(async () => (await categoryNames(second)).includes("Redis 不在时"))).toBe(true);

    const startedWithoutRedis = await buildTestApp(engine, env(), undefined, { reuse: first.database });
    late.push(startedWithoutRedis);
    expect((await startedWithoutRedis.call({ method: "GET", url: "/api/health/ready" })).status).toBe(200);

    redis = startRedis(port);
    // Back on the channel, the late instance no longer forgets its cache on a timer…
    const keepsItsCache = async () => {
      await categoryNames(startedWithoutRedis);
      await sleep(2_500);
      return startedWithoutRedis.app.appContext.responseCache.size() > 0;
    };
    expect(await eventually(keepsItsCache, 20)).toBe(true);
    // …and hears a write on the first one.
    await rename(token, category!.cid, "Redis 回来后");
    expect(await eventually(async () => (await categoryNames(startedWithoutRedis)).includes("Redis 回来后"))).toBe(true);
  }, 120_000);
});
