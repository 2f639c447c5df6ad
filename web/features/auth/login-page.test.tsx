// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, getAuth } from "../../lib/auth-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import * as authApi from "./auth-api.ts";
import { createAuthTestI18n } from "./auth-i18n.test-support.ts";
import { LoginPage } from "./login-page.tsx";

vi.mock("./auth-api.ts", () => ({
  loginWithPassword: vi.fn(),
  register: vi.fn(),
  sendEmailLink: vi.fn(),
}));
const api = vi.mocked(authApi);

let i18n: I18n;
beforeAll(async () => {
  i18n = createAuthTestI18n("zh-CN");
});
afterEach(() => {
  cleanup();
  act(() => toastStore.clearAll());
  clearAuth();
  vi.clearAllMocks();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLogin(entry = "/login") {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const toasts = () => toastStore.getSnapshot().map((t) => `${t.type}:${t.message}`);

describe("the login page", () => {
  it("shows each invalid field's message inline, tied to the field, and a 'check input' warning", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    const name = screen.getByLabelText("用户名或邮箱");
    const password = screen.getByLabelText("密码");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe("请输入用户名");
    expect(document.getElementById(password.getAttribute("aria-describedby")!)?.textContent).toBe("请输入密码");
    expect(document.activeElement).toBe(name);
    expect(toasts()).toEqual(["warning:请检查输入"]);
    expect(api.loginWithPassword).not.toHaveBeenCalled();
  });

  it("drops a field's message as soon as it is edited", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    fireEvent.change(screen.getByLabelText("用户名或邮箱"), { target: { value: "ab" } });
    expect(screen.getByLabelText("用户名或邮箱").getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByText("用户名至少 3 个字符")).toBeTruthy();
  });

  it("signs in, remembers the choice and goes to the ?redirect= page", async () => {
    api.loginWithPassword.mockResolvedValue({ token: buildTestToken({ username: "alice" }), refreshToken: "r1" });
    renderLogin("/login?redirect=%2Fadmin");
    fireEvent.change(screen.getByLabelText("用户名或邮箱"), { target: { value: " alice " } });
    fireEvent.change(screen.getByLabelText("密码"), { target: { value: "secret1" } });
    fireEvent.click(within(screen.getByRole("tabpanel")).getByLabelText("记住我"));
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin"));
    expect(api.loginWithPassword).toHaveBeenCalledWith({ loginName: "alice", pwd: "secret1", rememberMe: true });
    expect(getAuth()).toMatchObject({ isLoggedIn: true, username: "alice", refreshToken: "r1", rememberMe: true });
    expect(toasts()).toEqual(["success:登录成功"]);
  });

  it("shows the server's reason when sign-in is refused and stays on the page", async () => {
    api.loginWithPassword.mockRejectedValue(new HttpError(403, "账号已被禁用，请联系管理员", 40300));
    renderLogin();
    fireEvent.change(screen.getByLabelText("用户名或邮箱"), { target: { value: "alice" } });
    fireEvent.change(screen.getByLabelText("密码"), { target: { value: "secret1" } });
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(toasts()).toEqual(["error:账号已被禁用，请联系管理员"]));
    expect(getAuth().isLoggedIn).toBe(false);
    expect((screen.getByRole("button", { name: "登录" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("switches modes with tabs (arrow keys too) and replaces the e-mail form by a confirmation once sent", async () => {
    api.sendEmailLink.mockResolvedValue(undefined);
    renderLogin();
    const passwordTab = screen.getByRole("tab", { name: "密码登录" });
    expect(passwordTab.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(passwordTab, { key: "ArrowRight" });
    const emailTab = screen.getByRole("tab", { name: "邮箱登录" });
    expect(emailTab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(emailTab);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(emailTab.id);

    fireEvent.change(within(panel).getByLabelText("邮箱地址"), { target: { value: "nope" } });
    fireEvent.click(within(panel).getByRole("button", { name: "发送登录链接" }));
    expect(within(panel).getByText("邮箱地址格式不正确")).toBeTruthy();
    expect(api.sendEmailLink).not.toHaveBeenCalled();

    fireEvent.change(within(panel).getByLabelText("邮箱地址"), { target: { value: "me@example.com" } });
    fireEvent.click(within(panel).getByRole("button", { name: "发送登录链接" }));
    await within(panel).findByRole("heading", { name: "请查收邮件" });
    expect(within(panel).queryByLabelText("邮箱地址")).toBeNull();
    expect(panel.textContent).toContain("me@example.com");
    expect(api.sendEmailLink).toHaveBeenCalledWith({ email: "me@example.com", rememberMe: false });
  });

  it("says 'coming soon' for the forgotten password and the messaging-app login", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "忘记密码？" }));
    fireEvent.click(screen.getByRole("button", { name: "微信登录" }));
    expect(toastStore.getSnapshot().map((t) => t.type)).toEqual(["info"]);
  });
});

describe("the register dialog", () => {
  const fill = (dialog: HTMLElement, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  };

  it("opens as a labelled modal with focus on the first field, closes on Escape and comes back empty", () => {
    renderLogin();
    const opener = screen.getByRole("button", { name: "立即注册" });
    opener.focus();
    fireEvent.click(opener);
    let dialog = screen.getByRole("dialog", { name: "注册账号" });
    expect(document.activeElement).toBe(within(dialog).getByLabelText("用户名"));
    fill(dialog, { 用户名: "someone" });
    // jsdom has no showModal; a browser turns Escape into this (cancelable) event.
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    dialog = screen.getByRole("dialog", { name: "注册账号" });
    expect((within(dialog).getByLabelText("用户名") as HTMLInputElement).value).toBe("");
  });

  it("keeps Tab inside the dialog", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "立即注册" }));
    const dialog = screen.getByRole("dialog");
    const submit = within(dialog).getByRole("button", { name: "注册" });
    submit.focus();
    fireEvent.keyDown(submit, { key: "Tab" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "关闭" }));
  });

  it("checks the registration rules before calling the server", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "立即注册" }));
    const dialog = screen.getByRole("dialog");
    fill(dialog, { 用户名: "bad name", 邮箱: "x@y", 密码: "secret1", 确认密码: "secret2" });
    fireEvent.click(within(dialog).getByRole("button", { name: "注册" }));
    expect(within(dialog).getByText("用户名只能包含字母、数字、下划线或中文")).toBeTruthy();
    expect(within(dialog).getByText("邮箱地址格式不正确")).toBeTruthy();
    expect(within(dialog).getByText("两次输入的密码不一致")).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();
    expect(toasts()).toEqual(["warning:请检查输入"]);
  });

  it("on success closes, says so and prefills the username in the password form", async () => {
    api.register.mockResolvedValue(undefined);
    renderLogin();
    fireEvent.click(screen.getByRole("tab", { name: "邮箱登录" }));
    fireEvent.click(screen.getByRole("button", { name: "立即注册" }));
    const dialog = screen.getByRole("dialog");
    fill(dialog, { 用户名: "小明_1", 邮箱: "xm@example.com", 密码: "secret1", 确认密码: "secret1" });
    fireEvent.click(within(dialog).getByRole("button", { name: "注册" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.register).toHaveBeenCalledWith({ loginName: "小明_1", email: "xm@example.com", pwd: "secret1" });
    expect(toasts()).toEqual(["success:注册成功，请登录"]);
    expect(screen.getByRole("tab", { name: "密码登录" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("用户名或邮箱") as HTMLInputElement).value).toBe("小明_1");
    expect(document.activeElement).toBe(screen.getByLabelText("密码"));
  });

  it.each([
    ["用户名", "loginName", "该用户名已被注册"],
    ["邮箱", "email", "该邮箱已被注册"],
  ])("shows a conflict on %s inline, focused, until that field is edited", async (label, field, message) => {
    api.register.mockRejectedValue(new HttpError(409, message, 40900, { field }));
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "立即注册" }));
    const dialog = screen.getByRole("dialog");
    fill(dialog, { 用户名: "taken", 邮箱: "t@example.com", 密码: "secret1", 确认密码: "secret1" });
    fireEvent.click(within(dialog).getByRole("button", { name: "注册" }));
    const input = within(dialog).getByLabelText(label);
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe(message);
    expect(document.activeElement).toBe(input);
    expect(toasts()).toEqual([]);
    fireEvent.change(input, { target: { value: "another" } });
    expect(input.getAttribute("aria-invalid")).not.toBe("true");
    expect(within(dialog).queryByText(message)).toBeNull();
  });

  it("shows a refusal that names no field in a toast and stays open", async () => {
    api.register.mockRejectedValue(new HttpError(429, "注册过于频繁，请稍后再试", 42900));
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "立即注册" }));
    const dialog = screen.getByRole("dialog");
    fill(dialog, { 用户名: "someone", 邮箱: "s@example.com", 密码: "secret1", 确认密码: "secret1" });
    fireEvent.click(within(dialog).getByRole("button", { name: "注册" }));
    await waitFor(() => expect(toasts()).toEqual(["error:注册过于频繁，请稍后再试"]));
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
