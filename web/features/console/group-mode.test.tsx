// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ManagedPrompt, ManagedPromptPage } from "../../../contract/prompts.ts";
import { toastStore } from "../../components/toast/toast-store.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { managedPrompt } from "../../lib/managed-prompt.test-support.ts";
import { PromptsTab } from "./prompts-tab.tsx";
import { fakeConsoleClient } from "./console-client.test-support.ts";
import { createConsoleI18n } from "./console-i18n.test-support.ts";

afterEach(() => {
  cleanup();
  toastStore.clearAll();
});

const GROUP = { markId: 7, title: "新分组", recommend: 0, promptCnt: 0 };

const prompt = (id: number, title: string, groups: number[] = []) =>
  managedPrompt({
    id,
    title,
    prompt: "正文",
    author: { nickName: "admin", avatar: "" },
    cnt: { rateCnt: 0, score: 0, clickCnt: 0, copyCnt: 0, shareCnt: 0, markCnt: 0 },
    categoryIds: [1],
    tags: groups.map((markId) => ({ markId, title: GROUP.title })),
  });

/** A catalogue of `total` prompts of which the list call returns the first `shown`; `members` are in the group. */
function catalogue(shown: ManagedPrompt[], total: number) {
  const members = new Set<number>();
  const withGroups = (p: ManagedPrompt) => (members.has(p.id) ? { ...p, tags: [{ markId: GROUP.markId, title: GROUP.title }] } : p);
  const fake = fakeConsoleClient({
    get: (path, query) => {
      const q = (query ?? {}) as { markId?: number; title?: string };
      if (path === "/admin/api/listMarkGroups") return [GROUP];
      if (path === "/admin/api/listCategories") return [];
      if (path === "/admin/api/translationStatus") return [];
      if (path !== "/admin/api/listPrompt") return undefined;
      const list = q.markId === GROUP.markId ? shown.filter((p) => members.has(p.id)) : shown.filter((p) => !q.title || p.title.includes(q.title));
      const page: ManagedPromptPage = { list: list.map(withGroups), total: q.markId || q.title ? list.length : total, page: 1, size: 100, hasMore: false };
      return page;
    },
    post: (path, body) => {
      const ids = (body as { promptIds: number[] }).promptIds;
      if (path === "/admin/api/addMarkGroupPrompts") ids.forEach((id) => members.add(id));
      return { added: ids.length };
    },
  });
  render(
    <I18nProvider i18n={createConsoleI18n("zh-CN")}>
      <PromptsTab headingId="h" groupId={GROUP.markId} onLeaveGroup={() => {}} onChanged={() => {}} client={fake.client} />
    </I18nProvider>,
  );
  return fake.calls;
}

/** Issue 24, bug 6: a new group is no dead end. */
describe("group mode of the prompts tab", () => {
  it("shows the empty group apart from a search over all prompts, each with 加入分组", async () => {
    const calls = catalogue([prompt(1, "周报助手"), prompt(2, "翻译助手")], 2);
    const members = await screen.findByRole("region", { name: "分组“新分组”中的提示词" });
    expect(await within(members).findByText("分组里还没有提示词：在下方搜索全部提示词并加入。")).toBeTruthy();
    const search = screen.getByRole("region", { name: "把提示词加入分组“新分组”" });
    fireEvent.click(await within(search).findByRole("button", { name: "把“翻译助手”加入分组" }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith("/admin/api/addMarkGroupPrompts", { markId: GROUP.markId, promptIds: [2] }));
    expect(await within(members).findByText("翻译助手")).toBeTruthy();
    await waitFor(() => expect(within(search).queryByRole("button", { name: "把“翻译助手”加入分组" })).toBeNull());
  });

  it("says how many of how many prompts 'add all displayed' adds, and follows the search", async () => {
    catalogue([prompt(1, "周报助手"), prompt(2, "翻译助手"), prompt(3, "翻译润色")], 412);
    const search = await screen.findByRole("region", { name: "把提示词加入分组“新分组”" });
    expect(await within(search).findByRole("button", { name: "把显示的 3 个加入分组（共 412 个，未显示的不加入）" })).toBeTruthy();
    fireEvent.change(within(search).getByRole("searchbox", { name: "按标题搜索" }), { target: { value: "翻译" } });
    fireEvent.click(within(search).getByRole("button", { name: "搜索" }));
    expect(await within(search).findByRole("button", { name: "把显示的 2 个加入分组" })).toBeTruthy();
  });
});
