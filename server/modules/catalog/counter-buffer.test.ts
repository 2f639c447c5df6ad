import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { CounterBuffer } from "./counter-buffer.ts";

/** The database, with every transaction from the `failFrom`-th on refused while `away` is set. */
function flakyDatabase(db: Db, failFrom: number) {
  const state = { away: true, transactions: 0 };
  const flaky = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return (...args: Parameters<Db["transaction"]>) => {
        state.transactions++;
        if (state.away && state.transactions >= failFrom) return Promise.reject(new Error("database away"));
        return target.transaction(...args);
      };
    },
  });
  return { flaky, state };
}

describe.each(engines())("the counter buffer on %s", (engine) => {
  let t: TestApp;
  let db: Db;
  let codes: string[];
  const copies = async () => {
    const rows = await db.select({ code: prompts.code, copies: prompts.copyCnt }).from(prompts).where(inArray(prompts.code, codes));
    return Object.fromEntries(rows.map((r) => [r.code, r.copies]));
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    db = t.app.appContext.database.db;
    codes = (await db.select({ code: prompts.code }).from(prompts).limit(10)).map((r) => r.code);
  });
  afterAll(() => t.close());

  it("writes a flush over several chunks, every increment once", async () => {
    const buffer = new CounterBuffer(db, () => new Date(), { intervalMs: 60_000, chunk: 3 });
    const before = await copies();
    codes.forEach((code, k) => {
      for (let n = 0; n <= k; n++) buffer.add(code, "copies");
    });
    await buffer.flush();
    await buffer.flush();
    expect(await copies()).toEqual(Object.fromEntries(codes.map((code, k) => [code, before[code]! + k + 1])));
  });

  // Issue #26: instances flushing the same prompts at once (on PostgreSQL, in parallel transactions). The
  // fixed lock order is what rules out a deadlock; at demo size the planner locks in table order anyway,
  // so this test proves the sums, not the order (docs/decisions/036-several-instances.md).
  it("loses no increment when two instances flush the same prompts at once, in opposite orders", async () => {
    const all = (await db.select({ code: prompts.code }).from(prompts)).map((r) => r.code);
    const total = async () => (await db.select({ copies: prompts.copyCnt }).from(prompts)).reduce((sum, r) => sum + r.copies, 0);
    const instances = [new CounterBuffer(db, () => new Date(), { intervalMs: 60_000 }), new CounterBuffer(db, () => new Date(), { intervalMs: 60_000 })];
    const before = await total();
    const rounds = 30;
    for (let round = 0; round < rounds; round++) {
      for (const code of all) instances[0]!.add(code, "copies");
      for (const code of [...all].reverse()) instances[1]!.add(code, "copies");
      await Promise.all(instances.map((buffer) => buffer.flush()));
    }
    expect(await total()).toBe(before + 2 * rounds * all.length);
  });

  it("keeps what a failed chunk did not write for the next flush, and never writes a chunk twice", async () => {
    const { flaky, state } = flakyDatabase(db, 2);
    const buffer = new CounterBuffer(flaky, () => new Date(), { intervalMs: 60_000, chunk: 3 });
    const before = await copies();
    for (const code of codes) buffer.add(code, "copies");
    await expect(buffer.flush()).rejects.toThrow("database away");
    // The first chunk went in; the rest waits.
    const between = await copies();
    expect(codes.filter((code) => between[code] !== before[code])).toHaveLength(3);
    state.away = false;
    await buffer.flush();
    expect(await copies()).toEqual(Object.fromEntries(codes.map((code) => [code, before[code]! + 1])));
  });
});
