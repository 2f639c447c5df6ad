// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAuth, setAuth } from "../../lib/auth-store.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import { createLocalMarks, MAX_LOCAL_MARKS } from "./local-marks.ts";
import { fakeClient } from "./catalog-render.test-support.tsx";
import { useMergeFavourites } from "./use-merge-favourites.ts";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return createLocalMarks(() => ({ getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }));
}

afterEach(() => {
  cleanup();
  clearAuth();
});

describe("a visitor's local marks", () => {
  it("keeps codes most recent first, once each, up to the limit", () => {
    const store = memoryStore();
    store.add("history", "a");
    store.add("history", "b");
    store.add("history", "a");
    expect(store.read("history")).toEqual(["a", "b"]);
    for (let i = 0; i < MAX_LOCAL_MARKS + 5; i++) store.add("favourites", `c${i}`);
    expect(store.read("favourites")).toHaveLength(MAX_LOCAL_MARKS);
    expect(store.read("favourites")[0]).toBe(`c${MAX_LOCAL_MARKS + 4}`);
  });

  it("ignores broken storage content", () => {
    expect(memoryStore({ "pp.favourites": "{oops" }).read("favourites")).toEqual([]);
    expect(memoryStore({ "pp.favourites": '["a", 3, ""]' }).read("favourites")).toEqual(["a"]);
  });
});

describe("merging a visitor's favourites at sign-in", () => {
  function Merge({ client, store, onMerged }: { client: ReturnType<typeof fakeClient>; store: ReturnType<typeof memoryStore>; onMerged?: () => void }) {
    useMergeFavourites(onMerged, client, store);
    return null;
  }

  it("does nothing while the reader is a visitor", async () => {
    const store = memoryStore();
    store.add("favourites", "a");
    const client = fakeClient();
    render(<Merge client={client} store={store} />);
    await act(async () => {});
    expect(client.post).not.toHaveBeenCalled();
    expect(store.read("favourites")).toEqual(["a"]);
  });

  it("sends the codes once signed in, then clears them here", async () => {
    const store = memoryStore();
    store.add("favourites", "a");
    store.add("favourites", "b");
    const client = fakeClient(() => ({ added: 2 }));
    const onMerged = vi.fn();
    render(<Merge client={client} store={store} onMerged={onMerged} />);
    await act(async () => {
      setAuth({ token: buildTestToken() });
    });
    await vi.waitFor(() => expect(onMerged).toHaveBeenCalled());
    expect(client.post).toHaveBeenCalledWith("/api/user/mergeFavourites", { codes: ["b", "a"] });
    expect(store.read("favourites")).toEqual([]);
  });

  it("keeps the codes for the next try when the merge fails", async () => {
    setAuth({ token: buildTestToken() });
    const store = memoryStore();
    store.add("favourites", "a");
    const client = fakeClient(() => new Error("offline"));
    render(<Merge client={client} store={store} />);
    await vi.waitFor(() => expect(client.post).toHaveBeenCalled());
    await act(async () => {});
    expect(store.read("favourites")).toEqual(["a"]);
  });
});
