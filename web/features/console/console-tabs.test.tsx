// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import type { ReactNode } from "react";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminCategory } from "../../../contract/console.ts";
import { toastStore } from "../../components/toast/toast-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import { CategoriesTab } from "./categories-tab.tsx";
import type { ConsoleClient } from "./console-api.ts";
import { GroupsTab } from "./groups-tab.tsx";
import { createConsoleI18n } from "./console-i18n.test-support.ts";

let i18n: I18n;
beforeAll(async () => {
  i18n = createConsoleI18n("zh-CN");
});
afterEach(() => {
  cleanup();
  toastStore.clearAll();
});

function fakeClient(get: (path: string) => Promise<unknown>, post: (path: string, body: unknown) => Promise<unknown> = async () => ({})): ConsoleClient {
  return {
    get: <T,>(path: string) => get(path) as Promise<T>,
    post: <T,>(path: string, body?: unknown) => post(path, body) as Promise<T>,
    patch: <T,>(path: string, body?: unknown) => post(path, body) as Promise<T>,
    upload: <T,>() => Promise.resolve(undefined as T),
    clearCache: () => {},
  };
}

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

const writing: AdminCategory = { cid: 1, code: "writing", lan: "zh-CN", category: "写作助手", intro: "", img: "✍️", tags: ["文案"], sort: 1, cnt: 4, i18n: {} };

describe("console groups tab", () => {
  it("shows three sample groups and a '加载失败' toast when the group fetch fails", async () => {
    const client = fakeClient(() => Promise.reject(new HttpError(500)));
    wrap(<GroupsTab headingId="h" onChanged={() => {}} onViewGroup={() => {}} client={client} />);
    expect(await screen.findByText("新手必备")).toBeTruthy();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("button", { name: /删除/ }).hasAttribute("disabled")).toBe(true);
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "error", title: "加载失败", message: "加载分组数据失败" }]);
  });

  it("refuses an empty group name without calling the server", async () => {
    const post = vi.fn();
    wrap(<GroupsTab headingId="h" onChanged={() => {}} onViewGroup={() => {}} client={fakeClient(async () => [], post)} />);
    fireEvent.click(await screen.findByRole("button", { name: "新增分组" }));
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    expect(await screen.findByText("分组名称不能为空")).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the English name with the Chinese one, and shows it again when editing", async () => {
    const saved = { markId: 7, title: "新手必备", titleEn: "Starter kit", recommend: 1, promptCnt: 0 };
    const post = vi.fn(async () => saved);
    wrap(<GroupsTab headingId="h" onChanged={() => {}} onViewGroup={() => {}} client={fakeClient(async () => [saved], post)} />);
    fireEvent.click(await screen.findByRole("button", { name: "新增分组" }));
    fireEvent.change(screen.getByRole("textbox", { name: /^名称/ }), { target: { value: "职场效率" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^英文名称/ }), { target: { value: " Work smarter " } });
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith("/admin/api/addMarkGroup", { title: "职场效率", titleEn: "Work smarter", recommend: 0 }));
    cleanup();
    wrap(<GroupsTab headingId="h" onChanged={() => {}} onViewGroup={() => {}} client={fakeClient(async () => [saved], post)} />);
    fireEvent.click(await screen.findByRole("button", { name: /编辑/ }));
    expect((screen.getByRole("textbox", { name: /^英文名称/ }) as HTMLInputElement).value).toBe("Starter kit");
  });
});

describe("console categories tab", () => {
  it("lists categories with a placeholder for an empty description", async () => {
    wrap(<CategoriesTab headingId="h" onChanged={() => {}} client={fakeClient(async () => [writing])} />);
    const row = (await screen.findByText("写作助手")).closest("tr")!;
    expect(within(row).getByText("暂无描述")).toBeTruthy();
    expect(within(row).getByText("文案")).toBeTruthy();
  });

  it("adds tags with Enter or a comma, drops repeats, removes one, and sends the form", async () => {
    const post = vi.fn(async () => writing);
    const onChanged = vi.fn();
    wrap(<CategoriesTab headingId="h" onChanged={onChanged} client={fakeClient(async () => [], post)} />);
    fireEvent.click(await screen.findByRole("button", { name: "新增分类" }));
    fireEvent.change(screen.getByLabelText(/名称 · 简体中文/), { target: { value: "旅行" } });
    const tags = screen.getByLabelText("标签");
    fireEvent.change(tags, { target: { value: "出行" } });
    fireEvent.keyDown(tags, { key: "Enter" });
    fireEvent.change(tags, { target: { value: "酒店, 出行 ,机票" } });
    fireEvent.click(screen.getByRole("button", { name: "移除标签 酒店" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "创建" }));
    });
    expect(post).toHaveBeenCalledWith("/admin/api/addCategory", {
      category: "旅行",
      intro: "",
      img: "",
      tags: ["出行", "机票"],
      sort: 0,
      lan: "zh-CN",
      i18n: {},
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it("asks before deleting and shows the server's reason when it refuses", async () => {
    const get = vi.fn(async (path: string) => {
      if (path === "/admin/api/deleteCategory") throw new HttpError(409, "该分类下还有 4 个提示词");
      return [writing];
    });
    wrap(<CategoriesTab headingId="h" onChanged={() => {}} client={fakeClient(get)} />);
    fireEvent.click(await screen.findByRole("button", { name: "删除“写作助手”" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/还有 4 个提示词/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    });
    expect(get).toHaveBeenCalledWith("/admin/api/deleteCategory");
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "error", message: "该分类下还有 4 个提示词" }]);
  });
});
