/**
 * Issue #22, every limit is atomic: 100 attempts fired at once at each limit are checked no more
 * often than the limit allows (a slot is reserved before the work, not counted after it), on each
 * engine and, with TEST_REDIS_URL, with the counters in Redis.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../modules/accounts/throttle.ts";
import { makePng } from "../modules/uploads/images.test-support.ts";
import { engines } from "../test/databases.test-support.ts";
import { WRITE_LIMITS } from "../lib/write-limits.ts";
import { buildSignedInUser, buildUser, signIn, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../test/harness.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { multipartBody } from "./support/images.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const PARALLEL = 100;
const backends = engines().flatMap((engine) => [
  { engine, counters: "in process", env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ engine, counters: "Redis", env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
]);

/** Random, so counters a shared Redis keeps from another run or file never meet these. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const count = (replies: Array<{ status: number }>, status: number) => replies.filter((r) => r.status === status).length;

describe.each(backends)("limits under $counters counters on $engine", ({ engine, env }) => {
  let t: TestApp;
  const figures: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(engine, env);
  });
  afterAll(async () => {
    report(`atomic limits (${engine}, ${env.REDIS_URL ? "Redis" : "in process"}): ${figures.join("; ")}`);
    if (t) await closeWithin(() => t.close());
  });

  const login = (loginName: string, remoteAddress: string) =>
    t.call({ method: "POST", url: "/api/user/login", payload: { loginName, pwd: "wrong-password" }, remoteAddress });
  /** Fires PARALLEL at once; every reply is a checked failure or a 429, and at most `limit` were checked. */
  async function burst(name: string, limit: number, checked: number, fire: (i: number) => Promise<{ status: number }>) {
    const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => fire(i)));
    expect(count(replies, checked) + count(replies, 429)).toBe(PARALLEL);
    expect(count(replies, checked)).toBe(limit);
    figures.push(`${name}: ${count(replies, checked)} of ${PARALLEL} checked (limit ${limit})`);
  }

  it("sign-in per client address", async () => {
    const address = randomAddress();
    await burst("sign-in per address", RULES.loginAddress.limit, 401, () => login(uniqueName("spray"), address));
  });

  it("sign-in per account and address", async () => {
    const user = await buildUser(t);
    const address = randomAddress();
    await burst("sign-in per account and address", RULES.loginPair.limit, 401, () => login(user.loginName, address));
  });

  it("sign-in per account from many addresses", async () => {
    const user = await buildUser(t);
    await burst("sign-in per account", RULES.loginAccount.limit, 401, () => login(user.loginName, randomAddress()));
  });

  it("wrong current passwords on change-password", async () => {
    const { token } = await buildSignedInUser(t, { loginName: uniqueName("chg") });
    await burst("change-password", RULES.passwordChange.limit, 400, () =>
      t.call({
        method: "POST",
        url: "/auth/change-password",
        token,
        payload: { currentPassword: "wrong-password", newPassword: "another-pass-1", confirmNewPassword: "another-pass-1" },
      }),
    );
  });

  it("registration per client address", async () => {
    const address = randomAddress();
    await burst("registration", RULES.registerAddress.limit, 200, () => {
      const name = uniqueName("reg");
      return t.call({
        method: "POST",
        url: "/api/user/register",
        payload: { loginName: name, email: `${name}@example.com`.toLowerCase(), pwd: "correct-horse-42" },
        remoteAddress: address,
      });
    });
  });

  it("e-mail links per client address", async () => {
    const address = randomAddress();
    await burst("e-mail links", RULES.emailPerClient.limit, 200, () =>
      t.call({ method: "GET", url: `/api/user/emailLogin?email=${uniqueName("m")}%40example.org`, remoteAddress: address }),
    );
  });

  it("uploads per account", async () => {
    const { token } = await buildSignedInUser(t, { loginName: uniqueName("up") });
    const { body, contentType } = multipartBody([{ filename: "a.png", type: "image/png", bytes: makePng(1, 1) }]);
    await burst("uploads", WRITE_LIMITS.upload.account, 200, async () => {
      const reply = await t.app.inject({ method: "POST", url: "/upload", headers: { "x-pp-token": token, "content-type": contentType }, payload: body });
      return { status: reply.statusCode };
    });
  });

  it("reports per reporter (a visitor is their address)", async () => {
    const admin = await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD });
    const category = await t.call<{ cid: number }>({
      method: "POST",
      url: "/admin/api/addCategory",
      token: admin.token,
      payload: { category: `举报分类 ${uniqueName("c")}` },
    });
    const prompts = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        t.call<{ code: string }>({
          method: "POST",
          url: "/admin/api/addPrompt",
          token: admin.token,
          payload: { title: `举报并发 ${i}`, prompt: "内容", categoryIds: [category.body.data.cid] },
        }),
      ),
    );
    const address = randomAddress();
    // Each attempt names one of three prompts: past the first report on each, the rest are
    // duplicates (409); the limiter must still let no more than its limit through.
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.call({ method: "POST", url: "/api/report", payload: { promptCode: prompts[i % 3]!.body.data.code, reason: "spam" }, remoteAddress: address }),
      ),
    );
    expect(count(replies, 200) + count(replies, 409)).toBe(WRITE_LIMITS.report.visitor);
    expect(count(replies, 429)).toBe(PARALLEL - WRITE_LIMITS.report.visitor);
    expect(count(replies, 200)).toBe(3);
    figures.push(`reports: ${PARALLEL - count(replies, 429)} of ${PARALLEL} checked (limit ${WRITE_LIMITS.report.visitor})`);
  });
});
