/**
 * Issue #22, anti-spam on every write: 100 parallel attempts at each write limit of
 * lib/write-limits.ts (per account, per new account, per client address) are let through exactly
 * as often as the rule allows, never more, on each engine, in process and with TEST_REDIS_URL in
 * Redis. A refused input gives its slot back; a 429 carries Retry-After and a localised message.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITE_LIMITS } from "../lib/write-limits.ts";
import { adminCaller, categoryIds, userPayload } from "../modules/prompts/prompt-callers.test-support.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildUser, signIn, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const PARALLEL = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const backends = engines().flatMap((engine) => [
  { engine, counters: "in process", env: { NEW_ACCOUNT_HOURS: "24" } as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ engine, counters: "Redis", env: { NEW_ACCOUNT_HOURS: "24", REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
]);

/** Random, so counters a shared Redis keeps from another run or file never meet these. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const count = (replies: Array<{ status: number }>, status: number) => replies.filter((r) => r.status === status).length;

describe.each(backends)("write limits under $counters counters on $engine", ({ engine, env }) => {
  let t: TestApp;
  let categoryId: number;
  let published: string;
  const figures: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", ...env });
    categoryId = Object.values(await categoryIds(t))[0]!;
    const made = await (await adminCaller(t)).add({ ...userPayload(categoryId), title: "被评分的提示词", prompt: "请把这段话翻译成英文。" });
    published = made.body.data.code;
  });
  afterAll(async () => {
    report(`write limits (${engine}, ${env.REDIS_URL ? "Redis" : "in process"}): ${figures.join("; ")}`);
    if (t) await closeWithin(() => t.close());
  });

  /** A signed-in user from its own address; `old` is past NEW_ACCOUNT_HOURS. */
  async function writer(old: boolean) {
    const address = randomAddress();
    const user = await buildUser(t, old ? { createdAt: new Date(t.clock.now().getTime() - 2 * DAY_MS) } : {});
    const { token } = await signIn(t, user, { remoteAddress: address });
    return { token, address, user };
  }

  /** Fires PARALLEL at once; each is done or refused with a 429, and exactly `limit` were done. */
  async function burst(name: string, limit: number, fire: (i: number) => Promise<{ status: number; body: { msg: string }; headers: Record<string, unknown> }>) {
    expect(limit).toBeLessThan(PARALLEL);
    const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => fire(i)));
    expect(count(replies, 200) + count(replies, 429)).toBe(PARALLEL);
    expect(count(replies, 200)).toBe(limit);
    const refused = replies.find((r) => r.status === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    figures.push(`${name}: ${count(replies, 200)} of ${PARALLEL} done (limit ${limit})`);
    return refused;
  }

  const addPrompt = (w: { token: string; address: string }, i: number, lan = "zh-CN") =>
    t.call({
      method: "POST",
      url: "/admin/api/addPrompt",
      token: w.token,
      remoteAddress: w.address,
      lan,
      payload: { ...userPayload(categoryId), title: `并发 ${i}`, prompt: `第 ${i} 个不同的提示词：${uniqueName("p")}` },
    });

  it("prompt creation per new account, with a localised message", async () => {
    const w = await writer(false);
    const refused = await burst("new account creates", WRITE_LIMITS.promptCreate.newAccount, (i) => addPrompt(w, i, "en"));
    expect(refused.body.msg).toBe("Too many changes in a short time, please try again later (new accounts have lower limits)");
  });

  it("prompt creation per account older than NEW_ACCOUNT_HOURS", async () => {
    const w = await writer(true);
    await burst("account creates", WRITE_LIMITS.promptCreate.account, (i) => addPrompt(w, i));
  });

  it("prompt updates per new account", async () => {
    const w = await writer(false);
    const made = await addPrompt(w, 0);
    const id = (made.body.data as { id: number }).id;
    await burst("new account updates", WRITE_LIMITS.promptUpdate.newAccount, (i) =>
      t.call({
        method: "POST",
        url: "/admin/api/updatePrompt",
        token: w.token,
        remoteAddress: w.address,
        payload: { ...userPayload(categoryId), id, title: `改 ${i}`, prompt: `改写 ${i}` },
      }),
    );
  });

  it("save-as-copy per new account", async () => {
    const w = await writer(false);
    await burst("new account copies", WRITE_LIMITS.promptCopy.newAccount, () =>
      t.call({ method: "POST", url: "/api/prompt/saveAsMine", token: w.token, remoteAddress: w.address, payload: { promptCode: published } }),
    );
  });

  it("ratings and comments per new account", async () => {
    const w = await writer(false);
    await burst("new account ratings", WRITE_LIMITS.rating.newAccount, (i) =>
      t.call({
        method: "POST",
        url: "/api/prompt/rate",
        token: w.token,
        remoteAddress: w.address,
        payload: { promptCode: published, rateScore: 8, rateComment: `评论 ${i}` },
      }),
    );
  });

  it("profile changes per new account", async () => {
    const w = await writer(false);
    await burst("new account profile changes", WRITE_LIMITS.profile.newAccount, (i) =>
      t.call({ method: "PUT", url: "/auth/profile", token: w.token, remoteAddress: w.address, payload: { nickName: `昵称 ${i}` } }),
    );
  });

  it("profile changes per client address, many accounts behind it", async () => {
    const address = randomAddress();
    const tokens = await Promise.all(
      Array.from({ length: PARALLEL }, async () => (await signIn(t, await buildUser(t), { remoteAddress: randomAddress() })).token),
    );
    await burst("profile changes per address", WRITE_LIMITS.profile.address, (i) =>
      t.call({ method: "PUT", url: "/auth/profile", token: tokens[i], remoteAddress: address, payload: { nickName: `同址 ${i}` } }),
    );
  });

  it("data exports per account (decision 032)", async () => {
    const w = await writer(true);
    await burst("account exports", WRITE_LIMITS.accountExport.account, () =>
      t.call({ method: "GET", url: "/auth/export", token: w.token, remoteAddress: w.address }),
    );
  });

  it("address changes per new account (decision 032), each a mail", async () => {
    const w = await writer(false);
    await burst("new account address changes", WRITE_LIMITS.accountEmail.newAccount, (i) =>
      t.call({
        method: "POST",
        url: "/auth/email-change",
        token: w.token,
        remoteAddress: w.address,
        payload: { newEmail: `${uniqueName("n")}-${i}@example.org`, currentPassword: w.user.password },
      }),
    );
  });

  it("a refused input gives its slot back; a done write does not", async () => {
    const w = await writer(false);
    for (let i = 0; i < PARALLEL; i++) {
      const refused = await t.call({
        method: "POST",
        url: "/admin/api/addPrompt",
        token: w.token,
        remoteAddress: w.address,
        payload: { ...userPayload(categoryId), title: "" },
      });
      expect(refused.status).toBe(400);
    }
    await burst("new account creates after refused inputs", WRITE_LIMITS.promptCreate.newAccount, (i) => addPrompt(w, i));
  });

  it("administrators are not limited", async () => {
    const admin = await adminCaller(t);
    const replies = await Promise.all(
      Array.from({ length: WRITE_LIMITS.promptCreate.address + 5 }, (_, i) =>
        admin.add({ ...userPayload(categoryId), title: `管理员 ${i}`, prompt: `管理员写的第 ${i} 个：${uniqueName("a")}` }),
      ),
    );
    expect(count(replies, 200)).toBe(replies.length);
  });
});
