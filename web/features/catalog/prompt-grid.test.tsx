// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptItem, PromptPage } from "../../../contract/catalog.ts";
import { MARK_FAVOURITES, MARK_HISTORY } from "../../../contract/constants.ts";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import { PromptGrid } from "./components/prompt-grid.tsx";
import { NO_FILTERS } from "./filters.ts";
import { fakeClient, renderWithApp } from "./catalog-render.test-support.tsx";
import { localisedPath } from "../../../contract/language-paths.ts";

afterEach(() => {
  cleanup();
  toast.clearAll();
});

const item = (code: string): PromptItem => ({
  id: 1,
  code,
  title: `Prompt ${code}`,
  prompt: "text",
  description: "description",
  author: { nickName: "Alex", avatar: "" },
  cnt: { rateCnt: 0, score: 0, clickCnt: 0, copyCnt: 0, shareCnt: 0, markCnt: 0 },
  categories: [],
  tags: [],
  marked: 0,
  createTime: "1700000000",
  updateTime: "1700000000",
  lan: "zh-CN",
  vipLevel: 0,
  variables: [],
});
const page = (codes: string[], n: number, hasMore: boolean, total = 3): PromptPage => ({ list: codes.map(item), total, page: n, size: 12, hasMore });

describe("the prompt grid", () => {
  it("appends the next page on 'load more', then says there are no more items", async () => {
    const client = fakeClient((_method, _path, query) => ((query as { page: number }).page === 2 ? page(["b", "c"], 2, false) : page([], 1, false)));
    await renderWithApp(<PromptGrid page={page(["a"], 1, true)} filters={{ ...NO_FILTERS, category: "writing" }} fallback={null} client={client} />);
    expect(screen.getAllByRole("article")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(client.get).toHaveBeenCalledWith("/api/listPrompt", { page: 2, size: 12, categoryCode: "writing", sortByHot: 1 }, undefined);
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
    expect(screen.getByText("没有更多了")).toBeTruthy();
  });

  it("shows again the pages loaded for a list when the reader comes back to it, and only for that list", async () => {
    const client = fakeClient((_method, _path, query) => ((query as { page: number }).page === 2 ? page(["e", "f"], 2, false) : page([], 1, false)));
    const filters = { ...NO_FILTERS, category: "design" };
    await renderWithApp(<PromptGrid page={page(["d"], 1, true)} filters={filters} fallback={null} client={client} />);
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    cleanup();
    // Back on the list: the loader hands over a new copy of the same first page.
    await renderWithApp(<PromptGrid page={page(["d"], 1, true)} filters={filters} fallback={null} client={client} />);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByText("没有更多了")).toBeTruthy();
    cleanup();
    await renderWithApp(<PromptGrid page={page(["d"], 1, true)} filters={{ ...filters, sort: "time" }} fallback={null} client={client} />);
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("keeps what it has and shows a toast when the next page fails", async () => {
    const client = fakeClient(() => new Error("offline"));
    await renderWithApp(<PromptGrid page={page(["a"], 1, true)} filters={NO_FILTERS} fallback={null} client={client} />);
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ type: "error", message: "加载更多失败，请稍后再试" }));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "加载更多" })).toBeTruthy();
  });

  it("shows the empty state with 'clear filters' and 'view all categories'", async () => {
    await renderWithApp(<PromptGrid page={page([], 1, false, 0)} filters={{ ...NO_FILTERS, q: "nothing" }} fallback={null} client={fakeClient()} />);
    expect(screen.getByText("没有找到相关提示词")).toBeTruthy();
    expect(screen.getByRole("link", { name: "清除筛选" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "查看全部分类" }).getAttribute("href")).toBe("/category");
  });

  // Issue #24 bug 10: an empty favourites or history list has nothing to clear; it points to browsing.
  it.each([
    { lang: "zh-CN", mark: MARK_FAVOURITES, title: "还没有收藏", browse: "浏览提示词" },
    { lang: "zh-TW", mark: MARK_FAVOURITES, title: "還沒有收藏", browse: "瀏覽提示詞" },
    { lang: "en", mark: MARK_FAVOURITES, title: "No favourites yet", browse: "Browse prompts" },
    { lang: "zh-CN", mark: MARK_HISTORY, title: "还没有浏览记录", browse: "浏览提示词" },
    { lang: "zh-TW", mark: MARK_HISTORY, title: "還沒有瀏覽紀錄", browse: "瀏覽提示詞" },
    { lang: "en", mark: MARK_HISTORY, title: "No history yet", browse: "Browse prompts" },
  ] as const)("says an empty personal list ($title) is empty yet and points to browsing ($lang)", async ({ lang, mark, title, browse }) => {
    await renderWithApp(<PromptGrid page={page([], 1, false, 0)} filters={{ ...NO_FILTERS, mark }} fallback={null} client={fakeClient()} />, lang);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByRole("link", { name: browse }).getAttribute("href")).toBe(localisedPath("/", lang));
    expect(screen.queryByText(/没有找到|沒有找到|No matching/)).toBeNull();
    expect(screen.queryByRole("link", { name: /清除|Clear/ })).toBeNull();
  });

  it("keeps 'clear filters' for a search within the favourites", async () => {
    await renderWithApp(
      <PromptGrid page={page([], 1, false, 0)} filters={{ ...NO_FILTERS, mark: MARK_FAVOURITES, q: "nothing" }} fallback={null} client={fakeClient()} />,
    );
    expect(screen.getByText("没有找到相关提示词")).toBeTruthy();
    expect(screen.getByRole("link", { name: "清除筛选" })).toBeTruthy();
  });

  it("shows sample cards when the list could not be loaded", async () => {
    await renderWithApp(<PromptGrid page={null} filters={NO_FILTERS} fallback={[item("x"), item("y")]} client={fakeClient()} />);
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("shows placeholders while a personal list is read in the browser", async () => {
    const { container } = await renderWithApp(<PromptGrid page={null} filters={{ ...NO_FILTERS, mark: -1 }} fallback={null} client={fakeClient()} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
