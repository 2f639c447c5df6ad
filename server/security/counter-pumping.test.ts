/**
 * Issue #22, anonymous counters cannot be pumped: 60 copies (and shares, and detail reads) of one
 * prompt from one reader raise its counter by one within the hour; another reader, another prompt,
 * or the next hour counts again. The reply stays `data: true` either way. On each
 * engine, in process and with TEST_REDIS_URL in Redis.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNT_ACTION } from "../../contract/constants.ts";
import { prompts } from "../db/schema.ts";
import { readDemoCatalogue } from "../db/seed/demo-data.ts";
import { COUNT_ONCE_WINDOW_MS } from "../modules/catalog/count-once.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const demo = readDemoCatalogue();
const [first, second] = demo.prompts.filter((p) => p.vipLevel === 0);
const PUMPS = 60;
const backends = engines().flatMap((engine) => [
  { engine, counters: "in process", env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ engine, counters: "Redis", env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
]);
/** Random, so marks a shared Redis keeps from another run never meet these. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(backends)("counter pumping under $counters marks on $engine", ({ engine, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", ...env });
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  const counts = async (code: string) => {
    await t.app.appContext.counters!.flush();
    const [row] = await t.database.db
      .select({ clicks: prompts.clickCnt, copies: prompts.copyCnt, shares: prompts.shareCnt })
      .from(prompts)
      .where(eq(prompts.code, code));
    return row!;
  };
  const pump = (code: string, action: number, remoteAddress: string, token?: string) =>
    Promise.all(
      Array.from({ length: PUMPS }, () =>
        t.call<boolean>({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${code}&action=${action}`, remoteAddress, token }),
      ),
    );

  it("counts 60 anonymous copies and shares from one address once each, replying data: true to all", async () => {
    const address = randomAddress();
    const before = await counts(first!.code);
    const copies = await pump(first!.code, COUNT_ACTION.copy, address);
    const shares = await pump(first!.code, COUNT_ACTION.share, address);
    for (const reply of [...copies, ...shares]) expect(reply).toMatchObject({ status: 200, body: { code: 0, data: true } });
    const after = await counts(first!.code);
    expect(after.copies).toBe(before.copies + 1);
    expect(after.shares).toBe(before.shares + 1);
  });

  it("counts 60 detail reads from one address as one view", async () => {
    const address = randomAddress();
    const before = await counts(second!.code);
    await Promise.all(Array.from({ length: PUMPS }, () => t.call({ method: "GET", url: `/api/prompt/${second!.code}`, remoteAddress: address })));
    expect((await counts(second!.code)).clicks).toBe(before.clicks + 1);
  });

  it("counts another address, a signed-in reader, another prompt and the next hour again", async () => {
    const address = randomAddress();
    const before = [await counts(first!.code), await counts(second!.code)];
    await pump(first!.code, COUNT_ACTION.copy, address);
    await pump(first!.code, COUNT_ACTION.copy, randomAddress());
    await pump(second!.code, COUNT_ACTION.copy, address);
    // A signed-in reader is counted by account, whatever address it comes from.
    const { token } = await buildSignedInUser(t);
    await pump(first!.code, COUNT_ACTION.copy, address, token);
    await pump(first!.code, COUNT_ACTION.copy, randomAddress(), token);
    expect((await counts(first!.code)).copies).toBe(before[0]!.copies + 3);
    expect((await counts(second!.code)).copies).toBe(before[1]!.copies + 1);
    if (!env.REDIS_URL) {
      // Redis times its own windows; the in-process marks follow the app clock.
      t.clock.advance(COUNT_ONCE_WINDOW_MS + 1000);
      try {
        await pump(second!.code, COUNT_ACTION.copy, address);
        expect((await counts(second!.code)).copies).toBe(before[1]!.copies + 2);
      } finally {
        t.clock.reset();
      }
    }
  });
});
