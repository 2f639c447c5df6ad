import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGetCache, getCacheKey } from "./get-cache.ts";

const MINUTE = 60_000;

describe("GET cache", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("serves an entry for 3 minutes and forgets it after", () => {
    const cache = createGetCache();
    cache.set("a", { n: 1 });
    vi.advanceTimersByTime(3 * MINUTE - 1);
    expect(cache.get("a")).toEqual({ value: { n: 1 } });
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeUndefined();
    cache.dispose();
  });

  it("keeps at most 100 entries and evicts the oldest first", () => {
    const cache = createGetCache();
    for (let i = 0; i < 101; i += 1) cache.set(`k${i}`, i);
    expect(cache.size()).toBe(100);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k1")).toEqual({ value: 1 });
    expect(cache.get("k100")).toEqual({ value: 100 });
    cache.dispose();
  });

  it("treats a re-stored entry as the newest when evicting", () => {
    const cache = createGetCache({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    cache.set("c", 4);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toEqual({ value: 3 });
    cache.dispose();
  });

  it("sweeps expired entries every 10 minutes without being read", () => {
    const cache = createGetCache();
    cache.set("a", 1);
    vi.advanceTimersByTime(5 * MINUTE);
    cache.set("b", 2);
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(cache.size()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(cache.size()).toBe(0);
  });

  it("starts its sweep timer only when the first entry arrives and stops it when empty", () => {
    const cache = createGetCache();
    expect(vi.getTimerCount()).toBe(0);
    cache.set("a", 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(vi.getTimerCount()).toBe(0);
    cache.set("b", 1);
    cache.clear();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("unrefs its sweep timer so that it never keeps a Node process alive", () => {
    vi.useRealTimers();
    const unref = vi.fn();
    vi.spyOn(globalThis, "setInterval").mockReturnValue({
      unref,
    } as unknown as ReturnType<typeof setInterval>);
    vi.spyOn(globalThis, "clearInterval").mockImplementation(() => undefined);
    const cache = createGetCache();
    cache.set("a", 1);
    expect(unref).toHaveBeenCalledOnce();
    cache.dispose();
  });

  it("hands out copies so that a caller's mutation does not reach the next hit", () => {
    const cache = createGetCache();
    const original = { list: [1] };
    cache.set("a", original);
    original.list.push(2);
    const first = cache.get("a")?.value as { list: number[] };
    first.list.push(3);
    expect(cache.get("a")).toEqual({ value: { list: [1] } });
    cache.dispose();
  });

  it("drops a value read before a clear, because it may predate a write", () => {
    const cache = createGetCache();
    const generation = cache.generation();
    cache.clear();
    cache.set("a", 1, generation);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 2, cache.generation());
    expect(cache.get("a")).toEqual({ value: 2 });
    cache.dispose();
  });

  it("keys by URL, language and whether a token is present", () => {
    const keys = new Set([
      getCacheKey("/api/index", "en", false),
      getCacheKey("/api/index", "zh-CN", false),
      getCacheKey("/api/index", "en", true),
      getCacheKey("/api/index?page=2", "en", false),
    ]);
    expect(keys.size).toBe(4);
    expect(getCacheKey("/api/index", "en", true)).toBe(getCacheKey("/api/index", "en", true));
  });
});
