// @vitest-environment jsdom
/** The profile's data rights (decision 032): change of address, its mailed link, export and deletion. */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../components/toast/toast-store.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { clearAuth, getAuth, setAuth } from "../../lib/auth-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import * as saving from "../../lib/save-file.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import * as authApi from "./auth-api.ts";
import { createAuthTestI18n } from "./auth-i18n.test-support.ts";
import { ProfilePage } from "./profile-page.tsx";

vi.mock("./auth-api.ts", async () => (await import("./auth-api-mock.test-support.ts")).authApiMock());
vi.mock("../../lib/save-file.ts", () => ({ saveFile: vi.fn() }));
const api = vi.mocked(authApi);

const profile: authApi.Profile = {
  id: 7,
  username: "alice",
  nickName: "Alice",
  avatar: "",
  email: "alice@example.com",
  role: 1,
  hasPassword: true,
  firstPasswordAllowed: false,
  createTime: "2025-09-01T08:00:00.000Z",
};
const i18n = createAuthTestI18n("zh-CN");

afterEach(() => {
  cleanup();
  act(() => toastStore.clearAll());
  clearAuth();
  vi.clearAllMocks();
  window.history.replaceState(null, "", "/");
});

function renderProfile(at = "/profile") {
  window.history.replaceState(null, "", at);
  const Stub = createRoutesStub([
    { path: "/profile", Component: () => <ProfilePage /> },
    { path: "/", Component: () => <p>home page</p> },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/profile"]} />
    </I18nProvider>,
  );
}
const toasts = () => toastStore.getSnapshot().map((t) => `${t.type}:${t.message}`);

describe("the profile's data rights", () => {
  it("asks for a new address and the current password, then says where the link went", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.requestEmailChange.mockRejectedValueOnce(new HttpError(400, "当前密码不正确", 40001, { field: "currentPassword" })).mockResolvedValueOnce(undefined);
    renderProfile();
    const section = await screen.findByRole("region", { name: "更改邮箱" });
    fireEvent.click(within(section).getByRole("button", { name: "发送确认链接" }));
    expect(within(section).getByText("请输入邮箱地址")).toBeTruthy();
    expect(within(section).getByText("请输入当前密码")).toBeTruthy();
    expect(api.requestEmailChange).not.toHaveBeenCalled();
    fireEvent.change(within(section).getByLabelText("新邮箱"), { target: { value: "new@example.org" } });
    fireEvent.change(within(section).getByLabelText("当前密码"), { target: { value: "wrong-one" } });
    fireEvent.click(within(section).getByRole("button", { name: "发送确认链接" }));
    await within(section).findByText("当前密码不正确");
    fireEvent.change(within(section).getByLabelText("当前密码"), { target: { value: "right-one" } });
    fireEvent.click(within(section).getByRole("button", { name: "发送确认链接" }));
    const sent = await within(section).findByRole("status");
    expect(sent.textContent).toContain("new@example.org");
    expect(api.requestEmailChange).toHaveBeenLastCalledWith({ newEmail: "new@example.org", currentPassword: "right-one" });
  });

  it("applies the mailed link once, keeps the fresh token and takes the token out of the address", async () => {
    setAuth({ token: buildTestToken({ username: "alice" }), refreshToken: "r1", rememberMe: true });
    api.getProfile.mockResolvedValue(profile);
    const fresh = buildTestToken({ username: "alice", email: "new@example.org" });
    api.confirmEmailChange.mockResolvedValue({ ...profile, email: "new@example.org", token: fresh });
    renderProfile("/profile?emailChange=link-token");
    await waitFor(() => expect(toasts()).toContain("success:你的邮箱已改为 new@example.org"));
    expect(api.confirmEmailChange).toHaveBeenCalledTimes(1);
    expect(api.confirmEmailChange).toHaveBeenCalledWith("link-token");
    expect(window.location.search).toBe("");
    expect(getAuth().token).toBe(fresh);
    expect((await screen.findByRole("region", { name: "Alice" })).textContent).toContain("new@example.org");
  });

  it("saves the export as a JSON file named after the account", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.exportMyData.mockResolvedValue({ format: "prompt-plaza-account-export" } as never);
    renderProfile();
    const section = await screen.findByRole("region", { name: "导出我的数据" });
    fireEvent.click(within(section).getByRole("button", { name: "导出我的数据" }));
    await waitFor(() => expect(saving.saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saving.saveFile).mock.calls[0]!;
    expect(name).toBe("prompt-plaza-alice.json");
    expect(JSON.parse(await blob.text())).toEqual({ format: "prompt-plaza-account-export" });
  });

  it("deletes the account only with a password and a choice for the prompts, then forgets the session and goes home", async () => {
    setAuth({ token: buildTestToken({ username: "alice" }), refreshToken: "r1", rememberMe: true });
    api.getProfile.mockResolvedValue(profile);
    api.deleteAccount.mockResolvedValue(undefined);
    renderProfile();
    const section = await screen.findByRole("region", { name: "注销账号" });
    fireEvent.click(within(section).getByRole("button", { name: "注销账号…" }));
    const dialog = screen.getByRole("alertdialog", { name: "确定注销账号吗？" });
    expect(within(dialog).getByRole("radio", { name: /匿名保留/ })).toHaveProperty("checked", true);
    fireEvent.click(within(dialog).getByRole("button", { name: "注销账号" }));
    expect(within(dialog).getByText("请输入当前密码")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: /全部删除/ }));
    fireEvent.change(within(dialog).getByLabelText("当前密码"), { target: { value: "my-password" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "注销账号" }));
    await screen.findByText("home page");
    expect(api.deleteAccount).toHaveBeenCalledWith({ currentPassword: "my-password", prompts: "delete" });
    expect(getAuth().token).toBeNull();
    expect(toasts()).toContain("success:账号已注销");
  });

  it("offers an account without a password a fresh sign-in link instead of the forms", async () => {
    api.getProfile.mockResolvedValue({ ...profile, hasPassword: false, firstPasswordAllowed: false });
    renderProfile();
    const section = await screen.findByRole("region", { name: "注销账号" });
    expect(within(section).queryByRole("button", { name: "注销账号…" })).toBeNull();
    expect(within(section).getByRole("button", { name: "发送登录链接" })).toBeTruthy();
  });
});
