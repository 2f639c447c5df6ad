// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, setAuth } from "../../lib/auth-store.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import type { CatalogClient } from "./catalog-api.ts";
import { ActionButtons } from "./components/action-buttons.tsx";
import { createLocalMarks, type LocalMarks } from "./local-marks.ts";
import { fakeClient, renderWithApp } from "./catalog-render.test-support.tsx";
import { useCopyPrompt, useFavourite, useSharePrompt } from "./use-prompt-actions.ts";

function Harness({ client, store, marked = false }: { client: CatalogClient; store: LocalMarks; marked?: boolean }) {
  const favourite = useFavourite("p1", marked, client, store);
  const { copy, copies } = useCopyPrompt("p1", "the prompt text", client);
  const { share, shares } = useSharePrompt("p1", "Title", "text", client);
  return (
    <>
      <ActionButtons favourite={favourite} onCopy={() => void copy()} onShare={() => void share()} title="Title" />
      <output data-testid="counts">{`${favourite.countDelta}/${copies}/${shares}`}</output>
    </>
  );
}

function memoryStore() {
  const data = new Map<string, string>();
  return createLocalMarks(() => ({ getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }));
}

const favouriteButton = () => screen.getByRole("button", { name: /^(收藏|已收藏)：Title$/ });
const countCalls = (client: ReturnType<typeof fakeClient>) =>
  client.get.mock.calls.filter(([path]) => path === "/api/prompt/updateCnt").map(([, query]) => query);

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  clearAuth();
  toast.clearAll();
  Reflect.deleteProperty(navigator, "share");
});

describe("favourite", () => {
  it("a visitor's favourite flips at once, is kept in the browser and sends action 3", async () => {
    let release!: () => void;
    const client = fakeClient(() => new Promise<boolean>((resolve) => (release = () => resolve(true))));
    const store = memoryStore();
    await renderWithApp(<Harness client={client} store={store} />);
    fireEvent.click(favouriteButton());
    expect(favouriteButton().getAttribute("aria-pressed")).toBe("true");
    expect(store.read("favourites")).toEqual(["p1"]);
    expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 3 }]);
    await act(async () => release());
    expect(screen.getByTestId("counts").textContent).toBe("1/0/0");
    expect(client.clearCache).toHaveBeenCalled();
  });

  it("flips back with an error toast when the call fails, and leaves the counts alone", async () => {
    const client = fakeClient(() => new Error("offline"));
    const store = memoryStore();
    await renderWithApp(<Harness client={client} store={store} />);
    fireEvent.click(favouriteButton());
    await waitFor(() => expect(favouriteButton().getAttribute("aria-pressed")).toBe("false"));
    expect(store.read("favourites")).toEqual([]);
    expect(screen.getByTestId("counts").textContent).toBe("0/0/0");
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ type: "error", title: "错误", message: "收藏操作失败，请稍后再试" })]);
  });

  it("a signed-in reader's removal sends action 4 and rolls back to favourited on failure", async () => {
    setAuth({ token: buildTestToken() });
    const client = fakeClient(() => new Error("500"));
    const store = memoryStore();
    await renderWithApp(<Harness client={client} store={store} marked />);
    expect(favouriteButton().getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(favouriteButton());
    expect(favouriteButton().getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(favouriteButton().getAttribute("aria-pressed")).toBe("true"));
    expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 4 }]);
    expect(store.read("favourites")).toEqual([]);
  });
});

describe("copy and share", () => {
  it("copy writes the prompt to the clipboard and counts action 1", async () => {
    const client = fakeClient();
    await renderWithApp(<Harness client={client} store={memoryStore()} />);
    fireEvent.click(screen.getByRole("button", { name: "复制：Title" }));
    await waitFor(() => expect(screen.getByTestId("counts").textContent).toBe("0/1/0"));
    expect(writeText).toHaveBeenCalledWith("the prompt text");
    expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 1 }]);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "success", message: "已复制到剪贴板" });
  });

  it("a failed copy shows the copy error and counts nothing", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    document.execCommand = vi.fn(() => false);
    const client = fakeClient();
    await renderWithApp(<Harness client={client} store={memoryStore()} />);
    fireEvent.click(screen.getByRole("button", { name: "复制：Title" }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "error", message: "复制失败，请手动选择文字复制" }));
    expect(countCalls(client)).toEqual([]);
  });

  it("without native share, share copies the detail link and counts action 2", async () => {
    const client = fakeClient();
    await renderWithApp(<Harness client={client} store={memoryStore()} />);
    fireEvent.click(screen.getByRole("button", { name: "分享：Title" }));
    await waitFor(() => expect(screen.getByTestId("counts").textContent).toBe("0/0/1"));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/detail/p1`);
    expect(countCalls(client)).toEqual([{ promptCode: "p1", action: 2 }]);
  });

  it("a cancelled native share is silent and not counted", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("cancelled", "AbortError");
    });
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const client = fakeClient();
    await renderWithApp(<Harness client={client} store={memoryStore()} />);
    fireEvent.click(screen.getByRole("button", { name: "分享：Title" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Title", text: "text", url: `${window.location.origin}/detail/p1` }));
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(countCalls(client)).toEqual([]);
  });

  it("a failing native share shows the share error", async () => {
    Object.defineProperty(navigator, "share", { value: vi.fn(async () => Promise.reject(new Error("nope"))), configurable: true });
    await renderWithApp(<Harness client={fakeClient()} store={memoryStore()} />);
    fireEvent.click(screen.getByRole("button", { name: "分享：Title" }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "error", message: "分享失败，请稍后再试" }));
  });
});
