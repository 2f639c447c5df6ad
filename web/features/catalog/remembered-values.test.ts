import { describe, expect, it, vi } from "vitest";
import { createRememberedValues, MAX_REMEMBERED_PROMPTS, MAX_REMEMBERED_VALUE } from "./components/fill-in/remembered-values.ts";

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    storage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
  };
}

describe("remembered fill-in values", () => {
  it("keeps typed values per prompt, drops blank ones, and forgets a prompt with nothing typed", () => {
    const { storage, data } = memory();
    const store = createRememberedValues(() => storage);
    store.write("a", { 主题: "秋天", 风格: "  " });
    store.write("b", { topic: "autumn" });
    expect(store.read("a")).toEqual({ 主题: "秋天" });
    expect(store.read("b")).toEqual({ topic: "autumn" });
    store.write("a", { 主题: "" });
    expect(store.read("a")).toEqual({});
    store.forget("b");
    expect(data.has("pp.fillIn")).toBe(false);
  });

  it("gives the same snapshot until something changes, and tells its subscribers", () => {
    const { storage } = memory();
    const store = createRememberedValues(() => storage);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.write("a", { x: "1" });
    expect(store.read("a")).toBe(store.read("a"));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it(`keeps the ${MAX_REMEMBERED_PROMPTS} prompts used last and no value over ${MAX_REMEMBERED_VALUE} characters`, () => {
    const { storage } = memory();
    const store = createRememberedValues(() => storage);
    for (let i = 0; i <= MAX_REMEMBERED_PROMPTS; i++) store.write(`p${i}`, { v: String(i) });
    store.write("p1", { v: "again" });
    expect(store.read("p0")).toEqual({});
    expect(store.read("p1")).toEqual({ v: "again" });
    expect(store.read(`p${MAX_REMEMBERED_PROMPTS}`)).toEqual({ v: String(MAX_REMEMBERED_PROMPTS) });
    store.write("big", { code: "x".repeat(MAX_REMEMBERED_VALUE + 1), lang: "Go" });
    expect(store.read("big")).toEqual({ lang: "Go" });
  });

  it("turned off, forgets everything and keeps nothing until turned back on", () => {
    const { storage } = memory();
    const store = createRememberedValues(() => storage);
    store.write("a", { x: "1" });
    store.setRemembering(false);
    expect(store.remembering()).toBe(false);
    expect(store.read("a")).toEqual({});
    store.write("a", { x: "2" });
    expect(store.read("a")).toEqual({});
    store.setRemembering(true);
    store.write("a", { x: "3" });
    expect(store.read("a")).toEqual({ x: "3" });
  });

  it("reads damaged or foreign entries as nothing, and never throws when storage does", () => {
    expect(createRememberedValues(() => memory({ "pp.fillIn": "{not json" }).storage).read("a")).toEqual({});
    expect(createRememberedValues(() => memory({ "pp.fillIn": '{"a":{"x":1,"y":"ok"},"b":"str"}' }).storage).read("a")).toEqual({ y: "ok" });
    const broken = createRememberedValues(() => ({
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    }));
    expect(() => broken.write("a", { x: "1" })).not.toThrow();
    expect(broken.read("a")).toEqual({});
    expect(broken.remembering()).toBe(true);
  });
});
