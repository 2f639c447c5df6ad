/**
 * Issue #26: two instances as operators run them, real processes on one PostgreSQL database and
 * one Redis. A write acknowledged by one is never read stale from the other's response cache (the
 * broadcast), and the sign-in limit counts over both (the Redis limiter). redis-outage.test.ts
 * covers Redis going away, with both apps in the test's own process; `npm run bench:cluster`
 * proves the same under load. Needs the client build (`npm test` makes it first), TEST_DATABASE_URL
 * and TEST_REDIS_URL.
 */
import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategorySummary, PromptDetail } from "../contract/catalog.ts";
import { ADMIN, call, readData, signInAdmin } from "../e2e/support/api.test-support.ts";
import { startServer, type RunningServer } from "../e2e/support/server.test-support.ts";
import { RULES } from "./modules/accounts/throttle.ts";
import { createTestDatabase, type TestDatabase } from "./test/databases.test-support.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const databaseReady = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!redisUrl || !databaseReady)("two instances on one PostgreSQL and one Redis", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `cluster-test-${randomBytes(4).toString("hex")}:`,
      TRUST_PROXY: "127.0.0.1",
      SEED: "demo",
    };
    // Started together: the start-up lock lets one migrate and seed.
    const start = () => startServer(env, fs.mkdtempSync(path.join(os.tmpdir(), "cluster-")));
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  it("serves the other instance's acknowledged write at once, every time", async () => {
    const token = await signInAdmin(a.url);
    const [category] = await readData<CategorySummary[]>(a.url, "/api/listCategory");
    const body = (title: string) => ({ title, categoryIds: [category!.cid], prompt: "把下面的句子改写得更简洁。", lan: "zh-CN", ignoreTrans: true });
    const created = await call<{ id: number; code: string }>(a.url, "POST", "/admin/api/addPrompt", { token, body: body("第 0 版") });
    expect(created.status).toBe(200);
    const { id, code } = created.body!.data;
    const titleOn = async (server: RunningServer) => (await readData<PromptDetail>(server.url, `/api/prompt/${code}`)).title;
    const seen: string[] = [];
    for (let round = 1; round <= 10; round++) {
      const [writer, reader] = round % 2 === 1 ? [a, b] : [b, a];
      // The reader has the current version in its cache…
      seen.push(await titleOn(reader));
      const saved = await call(writer.url, "POST", "/admin/api/updatePrompt", { token, body: { id, ...body(`第 ${round} 版`) } });
      expect(saved.status).toBe(200);
      // …and the next read, sent once the write is acknowledged, has the new one.
      seen.push(await titleOn(reader));
    }
    expect(seen).toEqual(Array.from({ length: 10 }, (_, k) => [`第 ${k} 版`, `第 ${k + 1} 版`]).flat());
  });

  it("counts failed sign-ins of one name from one address over both instances", async () => {
    const address = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const limit = RULES.loginPair.limit;
    const attempts = Array.from({ length: 3 * limit }, (_, k) =>
      fetch(`${(k % 2 === 0 ? a : b).url}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ loginName: ADMIN.loginName, pwd: "not-the-admin-password", rememberMe: false }),
      }).then((reply) => reply.status),
    );
    const statuses = await Promise.all(attempts);
    expect({ checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length }).toEqual({
      checked: limit,
      refused: 2 * limit,
    });
  });
});
