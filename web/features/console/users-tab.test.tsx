// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser, AdminUserPage } from "../../../contract/admin-users.ts";
import { toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, setAuth } from "../../lib/auth-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import { createConsoleI18n } from "./console-i18n.test-support.ts";
import { fakeConsoleClient } from "./console-client.test-support.ts";
import { UsersTab } from "./users-tab.tsx";

let i18n: I18n;
beforeAll(async () => {
  i18n = createConsoleI18n("zh-CN");
});
afterEach(() => {
  cleanup();
  toastStore.clearAll();
  clearAuth();
});

const user = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  loginName: `user${id}`,
  nickName: `昵称${id}`,
  email: `user${id}@example.com`,
  role: 1,
  status: 1,
  createTime: "1735689600",
  promptCnt: id,
  ...overrides,
});
const page = (list: AdminUser[], more: Partial<AdminUserPage> = {}): AdminUserPage => ({ list, total: list.length, page: 1, hasMore: false, ...more });

function renderTab(client: ReturnType<typeof fakeConsoleClient>["client"]) {
  setAuth({ token: buildTestToken({ id: 1, role: 3, username: "admin" }) });
  return render(
    <I18nProvider i18n={i18n}>
      <UsersTab headingId="h" onChanged={() => {}} client={client} />
    </I18nProvider>,
  );
}

describe("console users tab", () => {
  it("lists users with role and status badges, and the administrator's own row offers no disable", async () => {
    const { client } = fakeConsoleClient({ get: () => page([user(1, { loginName: "admin", role: 3 }), user(2, { status: 0 }), user(3, { role: 2 })]) });
    renderTab(client);
    const own = (await screen.findByText("admin")).closest("tr")!;
    expect(within(own).getByText("管理员")).toBeTruthy();
    expect(within(own).getByText("当前账号")).toBeTruthy();
    expect(within(own).queryByRole("button")).toBeNull();
    const disabled = screen.getByText("user2").closest("tr")!;
    expect(within(disabled).getByText("已禁用")).toBeTruthy();
    expect(within(disabled).getByRole("button", { name: "启用用户“user2”" })).toBeTruthy();
    expect(within(screen.getByText("user3").closest("tr")!).getByText("会员")).toBeTruthy();
  });

  it("asks before disabling, sends status 0, and confirms with a Chinese toast", async () => {
    const { client, calls } = fakeConsoleClient({ get: () => page([user(5)]), patch: () => user(5, { status: 0 }) });
    renderTab(client);
    fireEvent.click(await screen.findByRole("button", { name: "禁用用户“user5”" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/立即被登出/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "禁用" }));
    });
    expect(calls.patch).toHaveBeenCalledWith("/admin/users/5/status", { status: 0 });
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "success", title: "成功", message: "已禁用用户“user5”" }]);
    expect(calls.get).toHaveBeenCalledTimes(2);
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const { client, calls } = fakeConsoleClient({ get: () => page([user(6)]) });
    renderTab(client);
    fireEvent.click(await screen.findByRole("button", { name: "禁用用户“user6”" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "取消" }));
    expect(calls.patch).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses", async () => {
    const { client } = fakeConsoleClient({
      get: () => page([user(7)]),
      patch: () => {
        throw new HttpError(403, "不能禁用自己的账号");
      },
    });
    renderTab(client);
    fireEvent.click(await screen.findByRole("button", { name: "禁用用户“user7”" }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "禁用" }));
    });
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "error", message: "不能禁用自己的账号" }]);
  });

  it("searches from the first page and pages on with the next button", async () => {
    const { client, calls } = fakeConsoleClient({ get: () => page([user(8)], { total: 45, hasMore: true }) });
    renderTab(client);
    fireEvent.click(await screen.findByRole("button", { name: "下一页" }));
    await screen.findByText("第 2 页 · 共 45 条");
    expect(calls.get).toHaveBeenLastCalledWith("/admin/users", { page: 2, limit: 20, search: undefined });
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索用户" }), { target: { value: " Ann " } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await screen.findByText("第 1 页 · 共 45 条");
    expect(calls.get).toHaveBeenLastCalledWith("/admin/users", { page: 1, limit: 20, search: "Ann" });
  });

  it("says '加载失败' when the list cannot be loaded", async () => {
    const { client } = fakeConsoleClient({
      get: () => {
        throw new HttpError(500);
      },
    });
    renderTab(client);
    await screen.findByText("暂无用户");
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "error", title: "加载失败", message: "加载用户数据失败" }]);
  });
});
