// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, DEFAULT_TITLES, MAX_TOASTS, toast, toastStore } from "./toast-store.ts";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a toast gets the default title of its type, in the page's language", () => {
    const titles = (lang: string) => {
      document.documentElement.lang = lang;
      const store = createToastStore();
      for (const type of ["success", "error", "warning", "info"] as const) store.show(type, "a");
      return store.getSnapshot().map((t) => t.title);
    };
    expect(titles("zh-CN")).toEqual(["成功", "错误", "警告", "提示"]);
    expect(titles("zh-TW")).toEqual(["成功", "錯誤", "警告", "提示"]);
    expect(titles("en")).toEqual(["Success", "Error", "Warning", "Note"]);
    // Outside a page in a known language (tests, the first paint): the Simplified Chinese ones.
    expect(titles("")).toEqual(["成功", "错误", "警告", "提示"]);
    expect(DEFAULT_TITLES["zh-CN"]).toEqual({ success: "成功", error: "错误", warning: "警告", info: "提示" });
  });

  it("a toast carries id, type, title, message and duration", () => {
    const store = createToastStore();
    const id = store.show("info", "hello", { title: "Hi", duration: 1234 });
    expect(store.getSnapshot()[0]).toMatchObject({ id, type: "info", title: "Hi", message: "hello", duration: 1234 });
  });

  it("a toast disappears after 3000 ms by default", () => {
    const store = createToastStore();
    store.show("success", "saved");
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("an error toast stays 6000 ms", () => {
    const store = createToastStore();
    store.show("error", "failed");
    expect(store.getSnapshot()[0]?.duration).toBe(6000);
    vi.advanceTimersByTime(5999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("a duration of 0 or less stays until dismissed", () => {
    const store = createToastStore();
    const a = store.show("info", "sticky", { duration: 0 });
    store.show("warning", "sticky too", { duration: -1 });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(store.getSnapshot()).toHaveLength(2);
    store.dismiss(a);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["sticky too"]);
  });

  it("dismissing early cancels the timer and tells subscribers once", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show("success", "x");
    store.dismiss(id);
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2); // show, dismiss
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clearAll removes every toast and every timer", () => {
    const store = createToastStore();
    store.show("success", "1");
    store.show("error", "2");
    store.show("info", "3", { duration: 0 });
    store.clearAll();
    expect(store.getSnapshot()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("showing under an existing id replaces that toast and restarts its time", () => {
    const store = createToastStore();
    store.show("error", "expired", { id: "session" });
    vi.advanceTimersByTime(5000);
    store.show("error", "expired again", { id: "session" });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: "session", message: "expired again" })]);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it(`at most ${MAX_TOASTS} toasts show; the oldest give way`, () => {
    const store = createToastStore();
    for (let i = 1; i <= MAX_TOASTS + 2; i++) store.show("info", String(i));
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["3", "4", "5", "6", "7"]);
  });

  it("the snapshot is stable between changes and empty on the server", () => {
    const store = createToastStore();
    store.show("info", "x");
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it("the toast helpers feed the app store", () => {
    toast.success("ok");
    toast.error("bad", { title: "加载失败" });
    expect(toastStore.getSnapshot().map((t) => [t.type, t.title])).toEqual([
      ["success", "成功"],
      ["error", "加载失败"],
    ]);
    toast.clearAll();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});
