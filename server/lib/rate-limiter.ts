/**
 * Fixed-window counters keyed by string. In-process by default (a Map swept of expired windows,
 * timed by the app clock so tests can move time); with REDIS_URL the counters live in Redis so
 * every instance sees the same counts (INCR + PEXPIRE in one script, timed by Redis itself).
 */
import { Redis } from "ioredis";
import type { Clock } from "./app-context.ts";

export type RateRule = { limit: number; windowMs: number };

export type RateDecision = {
  /** false once the count passes the limit. */
  allowed: boolean;
  count: number;
  /** Until the window resets; the Retry-After of a 429. */
  retryAfterMs: number;
};

export type RateLimiter = {
  /** Counts one event under `key` and says whether it is within `rule`. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** Gives back one event counted by `hit` in the current window (a reservation the rules forgive). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

type Window = { count: number; resetAt: number };

const SWEEP_INTERVAL_MS = 60_000;
/** Beyond this many live keys the oldest windows are dropped: memory stays bounded under a key flood. */
export const MAX_KEYS = 100_000;
/** At the cap, expired windows are swept at most this often; between sweeps the oldest windows go. */
const CAP_SWEEP_INTERVAL_MS = 1_000;
/**
 * How many of the oldest windows go at once when the cap is reached with none expired. A Map finds
 * its first key by skipping the holes its deletions leave at the front, so dropping one per new
 * key cost about 30 µs a key in a flood of new readers (docs/benchmarks/cold-path.md).
 */
const CAP_DROP = MAX_KEYS / 100;

function dropOldest(windows: Map<string, Window>, count: number): void {
  let dropped = 0;
  for (const key of windows.keys()) {
    windows.delete(key);
    if (++dropped >= count) return;
  }
}

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, Window>();
  let lastCapSweep = -Infinity;
  const sweep = () => {
    const now = clock.now().getTime();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();

  const current = (key: string, now: number): Window | undefined => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };

  return {
    async hit(key, rule) {
      const now = clock.now().getTime();
      let window = current(key, now);
      if (!window) {
        if (windows.size >= MAX_KEYS) {
          // A sweep walks every window: at most one a second, not one per new key of a flood.
          if (now - lastCapSweep >= CAP_SWEEP_INTERVAL_MS) {
            lastCapSweep = now;
            sweep();
          }
          if (windows.size >= MAX_KEYS) dropOldest(windows, CAP_DROP);
        }
        window = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= rule.limit, count: window.count, retryAfterMs: window.resetAt - now };
    },
    async release(key) {
      const window = current(key, clock.now().getTime());
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(timer);
      windows.clear();
    },
  };
}

// The expiry is set with the first count; a key found without one (a crash between the two
// commands on an older server) gets it here too, so no counter lives forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Never below zero, and never on a key whose window has ended (it would live without an expiry).
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end`;

/**
 * `keyPrefix` (REDIS_KEY_PREFIX) keeps apps that share one Redis apart: another site, or another
 * test's database, whose user ids repeat. While Redis is away (at start or later) each instance
 * counts in `fallback`, its own memory: limits hold per instance rather than failing every request.
 */
export function createRedisRateLimiter(redisUrl: string, keyPrefix: string, fallback: RateLimiter): RateLimiter {
  const KEY_PREFIX = `${keyPrefix}rate:`;
  // Commands sent before the first connection wait for it (or fail after one retry when Redis is down).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  // Errors surface on the commands; an unhandled 'error' event would crash the process.
  redis.on("error", () => {});
  // Once the first connection has succeeded or failed, counts go to memory at once whenever Redis
  // is not connected, rather than queueing behind reconnection attempts.
  let settled = false;
  const settle = () => (settled = true);
  redis.once("ready", settle).once("error", settle).once("close", settle);
  const away = () => settled && redis.status !== "ready";
  return {
    async hit(key, rule) {
      if (away()) return fallback.hit(key, rule);
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, String(rule.windowMs))) as [number, number];
        return { allowed: count <= rule.limit, count, retryAfterMs: Math.max(0, ttl) };
      } catch {
        return fallback.hit(key, rule);
      }
    },
    async release(key) {
      if (away()) return fallback.release(key);
      await redis.eval(RELEASE_SCRIPT, 1, KEY_PREFIX + key).catch(() => fallback.release(key));
    },
    async reset(key) {
      await Promise.all([redis.del(KEY_PREFIX + key).catch(() => {}), fallback.reset(key)]);
    },
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when configured, else in-process. */
export function createRateLimiter(options: { redisUrl?: string; redisKeyPrefix?: string; clock: Clock }): RateLimiter {
  const memory = createMemoryRateLimiter(options.clock);
  return options.redisUrl ? createRedisRateLimiter(options.redisUrl, options.redisKeyPrefix ?? "pp:", memory) : memory;
}
