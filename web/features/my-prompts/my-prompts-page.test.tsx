// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { managedPrompt } from "../../lib/managed-prompt.test-support.ts";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CategorySummary } from "../../../contract/catalog.ts";
import type { ManagedPrompt, ManagedPromptPage } from "../../../contract/prompts.ts";
import { toast, toastStore } from "../../components/toast/toast-store.ts";
import { createI18n } from "../../lib/i18n.ts";
import zhCNCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import zhCNPage from "../../locales/zh-CN/my-prompts.json" with { type: "json" };
import { MyPromptsPage } from "./my-prompts-page.tsx";
import type { MyPromptsClient } from "./my-prompts-api.ts";

let i18n: I18n;
beforeAll(async () => {
  i18n = createI18n("zh-CN", { "zh-CN": { common: zhCNCommon, "my-prompts": zhCNPage } });
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  toast.clearAll();
});

const categories: Record<string, CategorySummary[]> = {
  "zh-CN": [{ cid: 1, code: "writing", category: "写作助手", intro: "", img: "", tags: [], sort: 1, cnt: 3 }],
  "zh-TW": [{ cid: 1, code: "writing", category: "寫作助手", intro: "", img: "", tags: [], sort: 1, cnt: 3 }],
  en: [{ cid: 1, code: "writing", category: "Writing", intro: "", img: "", tags: [], sort: 1, cnt: 3 }],
};

const prompt = (id: number, title: string) =>
  managedPrompt({ id, title, categories: [{ cid: 1, code: "writing", category: "写作助手", tags: [] }], categoryIds: [1] });

/** A fake of the request client: records every call and answers from `items`. */
function fakeClient(items: ManagedPrompt[], write: () => Promise<unknown> = () => Promise.resolve({ id: 9, code: "new" })) {
  const calls: Array<{ method: string; path: string; query?: Record<string, unknown>; body?: unknown }> = [];
  const client: MyPromptsClient = {
    get: (async (path: string, query?: Record<string, unknown>, opts?: { headers?: Record<string, string> }) => {
      calls.push({ method: "GET", path, query });
      if (path === "/api/listCategory") return categories[opts?.headers?.["X-LAN"] ?? "zh-CN"];
      if (path === "/api/user/detail") return { count: { clickedCnt: 42, usedCnt: 7 } };
      if (path === "/admin/api/deletePrompt") return true;
      const list = query?.code === undefined ? items : items.filter((item) => item.code === query.code);
      const page: ManagedPromptPage = { list, total: list.length, page: 1, size: 100, hasMore: false };
      return page;
    }) as MyPromptsClient["get"],
    post: (async (path: string, body: unknown) => {
      calls.push({ method: "POST", path, body });
      return write();
    }) as MyPromptsClient["post"],
    upload: (async (path: string) => {
      calls.push({ method: "UPLOAD", path });
      return write();
    }) as MyPromptsClient["upload"],
    clearCache: () => {},
  };
  return { client, calls, lists: () => calls.filter((c) => c.path === "/admin/api/listPrompt") };
}

function renderPage(client: MyPromptsClient, edit: { editCode?: string; onEditHandled?: () => void } = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <MyPromptsPage client={client} {...edit} />
    </I18nProvider>,
  );
}

describe("the my-prompts page", () => {
  it("shows the statistics: prompts from the list, views and usage from the user detail", async () => {
    const { client } = fakeClient([prompt(1, "甲"), prompt(2, "乙")]);
    renderPage(client);
    await waitFor(() => expect(document.querySelector('[data-stat="prompts"]')?.textContent).toBe("2"));
    expect(document.querySelector('[data-stat="views"]')?.textContent).toBe("42");
    expect(document.querySelector('[data-stat="usage"]')?.textContent).toBe("7");
  });

  it("shows each prompt's rating on the 5-star scale, or that nobody rated it yet", async () => {
    const rated = { ...prompt(1, "甲"), cnt: { ...prompt(1, "甲").cnt, rateCnt: 4, score: 9.3 } };
    const { client } = fakeClient([rated, prompt(2, "乙")]);
    renderPage(client);
    // One row, a table row on wide screens and a card on phones.
    await waitFor(() => expect(document.querySelectorAll('[data-prompt-id="1"]')).toHaveLength(1));
    for (const item of document.querySelectorAll<HTMLElement>('[data-prompt-id="1"]')) {
      expect(within(item).getByRole("img", { name: "4.7 星（满分 5 星）" })).toBeTruthy();
      expect(within(item).getByText("4 人评分")).toBeTruthy();
      expect(item.textContent).not.toContain("9.3");
    }
    for (const item of document.querySelectorAll<HTMLElement>('[data-prompt-id="2"]')) expect(within(item).getByText("暂无评分")).toBeTruthy();
  });

  // Issue #24 bug 10: the detail page's "edit" arrives with the prompt's code and opens it in the form.
  it("opens the prompt named by its code in the edit form, then lets the address drop the code", async () => {
    const fake = fakeClient([prompt(1, "甲"), prompt(2, "乙")]);
    const onEditHandled = vi.fn();
    renderPage(fake.client, { editCode: "code2", onEditHandled });
    const form = await screen.findByRole("region", { name: "编辑提示词" });
    expect((within(form).getByRole("textbox", { name: /标题/ }) as HTMLInputElement).value).toBe("乙");
    expect(fake.lists()).toContainEqual(expect.objectContaining({ query: expect.objectContaining({ code: "code2", queryMyPrompts: "true" }) }));
    expect(onEditHandled).toHaveBeenCalledTimes(1);
  });

  it("says so when the code names none of the user's prompts, and opens no form", async () => {
    const fake = fakeClient([prompt(1, "甲")]);
    const onEditHandled = vi.fn();
    renderPage(fake.client, { editCode: "someone-elses", onEditHandled });
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("在你的提示词里找不到这一条"));
    expect(screen.queryByRole("region", { name: "编辑提示词" })).toBeNull();
    expect(onEditHandled).toHaveBeenCalledTimes(1);
  });

  it("reloads the list only after a 300 ms pause in typing, and at once on search", async () => {
    const fake = fakeClient([prompt(1, "甲")]);
    renderPage(fake.client);
    await screen.findAllByText("甲");
    const box = screen.getByRole("searchbox", { name: "按标题搜索" });
    fireEvent.change(box, { target: { value: "周" } });
    fireEvent.change(box, { target: { value: "周报" } });
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.lists()).toHaveLength(1);
    await waitFor(() => expect(fake.lists()).toHaveLength(2), { timeout: 1000 });
    expect(fake.lists()[1]!.query).toMatchObject({ title: "周报", queryMyPrompts: "true", limit: 100 });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(fake.lists()).toHaveLength(3));
  });

  it("adds a typed category once by its name in any language and explains an unknown one", async () => {
    const { client } = fakeClient([]);
    renderPage(client);
    await screen.findByText("你还没有创建提示词");
    fireEvent.click(screen.getAllByRole("button", { name: "新增提示词" })[0]!);
    const picker = await screen.findByRole("combobox", { name: "分类" });
    await waitFor(() => expect(screen.getAllByRole("option", { hidden: true }).length).toBeGreaterThan(0));
    fireEvent.change(picker, { target: { value: "WRITING" } });
    fireEvent.keyDown(picker, { key: "Enter" });
    fireEvent.change(picker, { target: { value: "寫作助手," } });
    expect(document.querySelectorAll("[data-category-tag]")).toHaveLength(1);
    expect(document.querySelector("[data-category-tag]")?.textContent).toBe("写作助手");
    fireEvent.change(picker, { target: { value: "不存在" } });
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(screen.getByText("没有名为“不存在”的分类，请从列表中选择")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "移除分类“写作助手”" }));
    expect(document.querySelectorAll("[data-category-tag]")).toHaveLength(0);
  });

  it("picks a category with the arrow keys and Enter, and Backspace in the empty box removes it", async () => {
    const { client } = fakeClient([]);
    renderPage(client);
    await screen.findByText("你还没有创建提示词");
    fireEvent.click(screen.getAllByRole("button", { name: "新增提示词" })[0]!);
    const picker = await screen.findByRole("combobox", { name: "分类" });
    await waitFor(() => expect(screen.getAllByRole("option", { hidden: true }).length).toBeGreaterThan(0));
    fireEvent.keyDown(picker, { key: "ArrowDown" });
    expect(picker.getAttribute("aria-expanded")).toBe("true");
    expect(picker.getAttribute("aria-activedescendant")).toBe(
      within(screen.getByRole("listbox", { name: "分类" })).getByRole("option", { name: "写作助手" }).id,
    );
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(document.querySelector("[data-category-tag]")?.textContent).toBe("写作助手");
    fireEvent.keyDown(picker, { key: "Backspace" });
    expect(document.querySelectorAll("[data-category-tag]")).toHaveLength(0);
  });

  it("disables the submit button and says so while the call runs, then closes the form and reloads", async () => {
    let finish: (value: unknown) => void = () => {};
    const fake = fakeClient([], () => new Promise((resolve) => (finish = resolve)));
    renderPage(fake.client);
    await screen.findByText("你还没有创建提示词");
    fireEvent.click(screen.getAllByRole("button", { name: "新增提示词" })[0]!);
    fireEvent.change(screen.getByRole("textbox", { name: /标题/ }), { target: { value: "新提示词" } });
    const picker = screen.getByRole("combobox", { name: "分类" });
    await waitFor(() => expect(screen.getAllByRole("option", { hidden: true }).length).toBeGreaterThan(0));
    fireEvent.change(picker, { target: { value: "写作助手" } });
    fireEvent.keyDown(picker, { key: "Enter" });
    fireEvent.change(screen.getByRole("textbox", { name: /提示词内容/ }), { target: { value: "正文" } });
    fireEvent.click(screen.getByRole("button", { name: "创建提示词" }));
    const busy = await screen.findByRole("button", { name: "提交中…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fake.calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/admin/api/addPrompt",
      body: { title: "新提示词", categoryIds: [1], prompt: "正文", demo: [{ input: "", out: "" }], tips: "" },
    });
    await act(async () => finish({ id: 9, code: "new" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "新增提示词" })).toBeNull());
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain("提示词已创建");
    expect(fake.lists().length).toBeGreaterThanOrEqual(2);
  });

  it("shows the description to edit, sends it when changed and leaves it out when not (issue 24)", async () => {
    const fake = fakeClient([{ ...prompt(1, "有描述的"), description: "人写的说明" }]);
    renderPage(fake.client);
    const edit = async () => {
      fireEvent.click((await screen.findAllByRole("button", { name: "编辑“有描述的”" }))[0]!);
      return screen.getByRole("textbox", { name: "描述" }) as HTMLTextAreaElement;
    };
    const updates = () => fake.calls.filter((c) => c.path === "/admin/api/updatePrompt").map((c) => c.body as Record<string, unknown>);
    expect((await edit()).value).toBe("人写的说明");
    fireEvent.click(screen.getByRole("button", { name: "更新提示词" }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).not.toHaveProperty("description");

    fireEvent.change(await edit(), { target: { value: "描".repeat(301) } });
    fireEvent.click(screen.getByRole("button", { name: "更新提示词" }));
    expect(await screen.findByText("描述最多 300 个字符")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "描述" }), { target: { value: "新的说明" } });
    fireEvent.click(screen.getByRole("button", { name: "更新提示词" }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]).toMatchObject({ id: 1, description: "新的说明" });
  });

  it("deletes only after the confirmation, and says so", async () => {
    const fake = fakeClient([prompt(1, "要删除的")]);
    renderPage(fake.client);
    const [deleteButton] = await screen.findAllByRole("button", { name: "删除“要删除的”" });
    fireEvent.click(deleteButton!);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fake.calls.some((c) => c.path === "/admin/api/deletePrompt")).toBe(false);
    fireEvent.click(deleteButton!);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toContain("提示词已删除"));
    expect(fake.calls.find((c) => c.path === "/admin/api/deletePrompt")?.query).toEqual({ promptId: 1 });
  });
});
