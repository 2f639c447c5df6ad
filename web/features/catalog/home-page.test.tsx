// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import Home from "../../routes/home.tsx";
import { NO_FILTERS } from "./filters.ts";
import { createCatalogI18n } from "./catalog-render.test-support.tsx";

afterEach(() => {
  cleanup();
  toast.clearAll();
});

const index = {
  categories: [{ cid: 1, code: "writing", category: "写作助手", intro: "", img: "✍️", tags: [], sort: 1, cnt: 8 }],
  markCategoryList: [
    { markId: -1, title: "我的收藏", type: 1 },
    { markId: -2, title: "浏览历史", type: 2 },
    { markId: 3, title: "新手必备", type: 3 },
  ],
};

async function renderHome(data: Record<string, unknown>, url = "/") {
  const i18n = createCatalogI18n("zh-CN");
  const loaderData = { filters: NO_FILTERS, index, page: null, indexError: false, listError: false, meta: { title: "", description: "" }, ...data };
  const Stub = createRoutesStub([{ path: "/", Component: Home as never, loader: () => loaderData }]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

describe("the home page", () => {
  it("shows a 3-second toast and sample prompts when the list cannot be loaded", async () => {
    await renderHome({ listError: true });
    await waitFor(() => expect(screen.getAllByRole("article").length).toBeGreaterThan(0));
    expect(screen.getByText("暂时无法连接服务器，下面是示例内容。")).toBeTruthy();
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ type: "error", message: "加载提示词失败，已显示示例内容", duration: 3000 })]),
    );
  });

  it("marks the selected category, group and sort, and links each to its filtered address", async () => {
    await renderHome(
      { filters: { ...NO_FILTERS, category: "writing", mark: 3 }, page: { list: [], total: 0, page: 1, size: 12, hasMore: false } },
      "/?category=writing&mark=3",
    );
    const writing = await screen.findByRole("link", { name: /写作助手/ });
    expect(writing.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "全部" }).getAttribute("href")).toBe("/?mark=3");
    // A selected group toggles off; another one replaces it.
    expect(screen.getByRole("link", { name: "新手必备" }).getAttribute("href")).toBe("/?category=writing");
    expect(screen.getByRole("link", { name: "我的收藏" }).getAttribute("href")).toBe("/?category=writing&mark=-1");
    expect(screen.getByRole("link", { name: "最热" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "最新" }).getAttribute("href")).toBe("/?category=writing&sort=time&mark=3");
    expect(screen.getByRole("heading", { level: 2, name: "写作助手 · 新手必备" })).toBeTruthy();
  });

  it("has a labelled search box that keeps the other filters", async () => {
    await renderHome({ filters: { ...NO_FILTERS, category: "writing", q: "润色" }, page: { list: [], total: 0, page: 1, size: 12, hasMore: false } });
    const box = (await screen.findByRole("searchbox", { name: "搜索提示词" })) as HTMLInputElement;
    expect(box.value).toBe("润色");
    expect(screen.getByRole("button", { name: "搜索" })).toBeTruthy();
    expect((document.querySelector('input[type="hidden"][name="category"]') as HTMLInputElement).value).toBe("writing");
  });
});
