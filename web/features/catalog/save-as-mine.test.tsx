// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptDetail } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, setAuth } from "../../lib/auth-store.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { buildTestToken } from "../../lib/token.test-support.ts";
import { SaveAsMine } from "./components/save-as-mine.tsx";
import { createCatalogI18n, fakeClient } from "./catalog-render.test-support.tsx";

afterEach(() => {
  cleanup();
  clearAuth();
  toast.clearAll();
});

const original = { code: "p1", title: "润色文章", status: "published", basedOn: null, savedCnt: 0 } as unknown as PromptDetail;

function Where({ label }: { label: string }) {
  const location = useLocation();
  return <p>{`${label} ${location.pathname}${location.search}`}</p>;
}

function renderAt(entry: string, prompt: PromptDetail, client = fakeClient(), lang: Language = "zh-CN", shown?: Language) {
  const Stub = createRoutesStub([
    { path: "/detail/p1", Component: () => <SaveAsMine prompt={prompt} lan={shown} client={client} /> },
    { path: "/detail/:id", Component: () => <Where label="detail" /> },
    { path: "/login", Component: () => <Where label="login" /> },
  ]);
  render(
    <I18nProvider i18n={createCatalogI18n(lang)}>
      <Stub initialEntries={[entry]} />
    </I18nProvider>,
  );
  return client;
}

describe("save as mine", () => {
  it("sends a visitor to sign in, to come back to the same prompt and language tab", async () => {
    const client = renderAt("/detail/p1?v=en", original, fakeClient(), "zh-CN", "en");
    fireEvent.click(screen.getByRole("button", { name: "另存为我的" }));
    await screen.findByText(`login /login?redirect=${encodeURIComponent("/detail/p1?v=en")}`);
    expect(client.post).not.toHaveBeenCalled();
  });

  it("saves the version of the tab shown and opens the copy", async () => {
    setAuth({ token: buildTestToken() });
    const client = renderAt(
      "/detail/p1?v=en",
      original,
      fakeClient(() => ({ id: 9, code: "copy1" })),
      "zh-CN",
      "en",
    );
    fireEvent.click(screen.getByRole("button", { name: "另存为我的" }));
    await screen.findByText("detail /detail/copy1");
    expect(client.post).toHaveBeenCalledWith("/api/prompt/saveAsMine", { promptCode: "p1", lan: "en" });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "success" });
  });

  it("without a tab lets the server take the UI language", async () => {
    setAuth({ token: buildTestToken() });
    const client = renderAt(
      "/detail/p1",
      original,
      fakeClient(() => ({ id: 9, code: "copy1" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "另存为我的" }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith("/api/prompt/saveAsMine", { promptCode: "p1" }));
  });

  it("on the owner's private copy shows where it came from and where to publish it, and no button", () => {
    const copy = { ...original, status: "private", mine: true, basedOn: { code: "orig", title: "Polish an article" }, savedCnt: 2 } as PromptDetail;
    renderAt("/detail/p1", copy, fakeClient(), "en");
    expect(screen.getByRole("link", { name: "Polish an article" }).getAttribute("href")).toBe("/en/detail/orig");
    expect(screen.getByText(/Based on/)).toBeTruthy();
    // The my-prompts page opens this very prompt in its form.
    expect(screen.getByRole("link", { name: "Publish it in My prompts" }).getAttribute("href")).toBe("/en/admin?edit=p1");
    expect(screen.getByText("Saved by 2 people")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save as mine" })).toBeNull();
  });

  // Issue #22: the console's queue links to what it moderates, which nobody else may open.
  it("tells an administrator opening a hidden prompt that it is not public, and offers no copy", () => {
    renderAt("/detail/p1", { ...original, status: "hidden", mine: false } as PromptDetail, fakeClient(), "en");
    expect(screen.getByText("Administrators only: this prompt is not public (Hidden); anyone else gets “not found”.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save as mine" })).toBeNull();
  });
});
