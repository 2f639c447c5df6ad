import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter, MAX_KEYS, type RateLimiter } from "./rate-limiter.ts";

const rule = { limit: 3, windowMs: 60_000 };

/** A clock the test moves (the harness has one too, but importing it would build the whole app). */
function controlledClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms), reset: () => (offset = 0) };
}

describe("the in-process rate limiter", () => {
  const clock = controlledClock();
  let limiter: RateLimiter;
  beforeAll(() => {
    limiter = createMemoryRateLimiter(clock);
  });
  afterAll(() => limiter.close());

  it("allows events up to the limit and refuses the next one with the time left in the window", async () => {
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit("a", rule));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.count).toBe(4);
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(59_000);
    expect(decisions[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 3; i++) await limiter.hit("b", rule);
    expect((await limiter.hit("c", rule)).allowed).toBe(true);
  });

  it("past its key cap drops expired windows first, then the oldest live ones a hundredth of the cap at a time, and keeps the rest", async () => {
    const flood = createMemoryRateLimiter(clock);
    const short = { limit: 1, windowMs: 1_000 };
    const long = { limit: 1, windowMs: 3_600_000 };
    for (let i = 0; i < MAX_KEYS / 2; i++) await flood.hit(`expiring-${i}`, short);
    for (let i = 0; i < MAX_KEYS / 2; i++) await flood.hit(`live-${i}`, long);
    clock.advance(2_000);
    // At the cap: the sweep frees the expired half, so no live window is dropped.
    for (let i = 0; i < 10; i++) await flood.hit(`new-${i}`, long);
    expect((await flood.hit("live-0", long)).count).toBe(2);
    // Full of live windows: the first new key past the cap pushes out the oldest hundredth at once.
    for (let i = 10; i < MAX_KEYS / 2 + 1; i++) await flood.hit(`new-${i}`, long);
    expect((await flood.hit(`live-${MAX_KEYS / 100 - 1}`, long)).count).toBe(1);
    for (let i = MAX_KEYS / 2 + 1; i < MAX_KEYS / 2 + 10; i++) await flood.hit(`new-${i}`, long);
    expect((await flood.hit("live-1", long)).count).toBe(1);
    expect((await flood.hit(`live-${MAX_KEYS / 2 - 1}`, long)).count).toBe(2);
    await flood.close();
    clock.reset();
  });

  it("starts a new window once the old one has passed on the app clock", async () => {
    for (let i = 0; i < 4; i++) await limiter.hit("d", rule);
    clock.advance(60_001);
    expect(await limiter.hit("d", rule)).toMatchObject({ allowed: true, count: 1 });
    clock.reset();
  });

  it("gives back a released event, never below zero", async () => {
    for (let i = 0; i < 3; i++) await limiter.hit("e", rule);
    await limiter.release("e");
    expect(await limiter.hit("e", rule)).toMatchObject({ allowed: true, count: 3 });
    await limiter.release("never-hit");
    await limiter.release("never-hit");
    expect(await limiter.hit("never-hit", rule)).toMatchObject({ count: 1 });
  });

  it("forgets a key on reset", async () => {
    for (let i = 0; i < 4; i++) await limiter.hit("f", rule);
    await limiter.reset("f");
    expect(await limiter.hit("f", rule)).toMatchObject({ allowed: true, count: 1 });
  });
});

// Runs where a Redis is available, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)("the Redis rate limiter", () => {
  let limiter: RateLimiter;
  let other: RateLimiter;
  const prefix = `test-${randomBytes(4).toString("hex")}`;
  beforeAll(() => {
    limiter = createRedisRateLimiter(process.env.TEST_REDIS_URL!, "pp:", createMemoryRateLimiter(controlledClock()));
    other = createRedisRateLimiter(process.env.TEST_REDIS_URL!, "pp:", createMemoryRateLimiter(controlledClock()));
  });
  afterAll(async () => {
    await limiter.close();
    await other.close();
  });

  it("shares counts between instances and refuses past the limit", async () => {
    const key = `${prefix}:shared`;
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await other.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    const fourth = await other.hit(key, rule);
    expect(fourth).toMatchObject({ allowed: false, count: 4 });
    expect(fourth.retryAfterMs).toBeGreaterThan(50_000);
    await other.release(key);
    expect(await limiter.hit(key, rule)).toMatchObject({ allowed: false, count: 4 });
    await limiter.reset(key);
    await other.release(key);
    expect(await other.hit(key, rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it("lets a window expire in Redis", async () => {
    const key = `${prefix}:short`;
    const short = { limit: 1, windowMs: 150 };
    await limiter.hit(key, short);
    expect((await limiter.hit(key, short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit(key, short)).allowed).toBe(true);
  });
});
