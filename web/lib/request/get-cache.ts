/** GET replies live 3 minutes, at most 100, swept every 10 minutes. */
export const GET_CACHE_DEFAULTS = {
  ttlMs: 3 * 60_000,
  maxEntries: 100,
  sweepIntervalMs: 10 * 60_000,
} as const;

export interface GetCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  sweepIntervalMs?: number;
  now?: () => number;
}

export interface CacheHit {
  value: unknown;
}

export interface GetCache {
  get(key: string): CacheHit | undefined;
  /**
   * Stores a value unless the cache was cleared since `generation` was read: a GET that was in
   * flight while a write happened may carry the state from before the write.
   */
  set(key: string, value: unknown, generation?: number): void;
  /** Bumps with every clear; read it before sending a GET and hand it back to `set`. */
  generation(): number;
  clear(): void;
  /** Drops expired entries; the timer calls it, tests may too. */
  sweep(): void;
  size(): number;
  /** Stops the sweep timer, for tests and for tearing a client down. */
  dispose(): void;
}

/** The token's presence, not its value, is in the key: a token must never sit in memory twice. */
export function getCacheKey(url: string, language: string, hasToken: boolean): string {
  return `${hasToken ? "auth" : "anon"}|${language}|${url}`;
}

type Timer = ReturnType<typeof setInterval>;

export function createGetCache(options: GetCacheOptions = {}): GetCache {
  const { ttlMs, maxEntries, sweepIntervalMs } = {
    ...GET_CACHE_DEFAULTS,
    ...options,
  };
  const now = options.now ?? (() => Date.now());
  // A Map iterates in insertion order, so its first key is always the oldest entry.
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  let generation = 0;
  let timer: Timer | undefined;

  function stopTimer() {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  // Started on the first entry, stopped when empty: an idle cache keeps no timer alive.
  function startTimer() {
    if (timer !== undefined) return;
    timer = setInterval(sweep, sweepIntervalMs);
    // In Node (SSR, tests) a pending interval would otherwise keep the process running.
    if (typeof timer === "object" && "unref" in timer) timer.unref();
  }

  function sweep() {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    if (entries.size === 0) stopTimer();
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Callers own what they receive; a mutated reply must not leak into the next hit.
      return { value: structuredClone(entry.value) };
    },
    set(key, value, expectedGeneration = generation) {
      if (expectedGeneration !== generation) return;
      entries.delete(key);
      entries.set(key, {
        value: structuredClone(value),
        expiresAt: now() + ttlMs,
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      startTimer();
    },
    generation: () => generation,
    clear() {
      entries.clear();
      generation += 1;
      stopTimer();
    },
    sweep,
    size: () => entries.size,
    dispose: stopTimer,
  };
}
