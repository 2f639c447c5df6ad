// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, getAuth, setAuth } from "../../lib/auth-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import * as authApi from "./auth-api.ts";
import { createAuthTestI18n } from "./auth-i18n.test-support.ts";
import { ProfilePage } from "./profile-page.tsx";

vi.mock("./auth-api.ts", async () => (await import("./auth-api-mock.test-support.ts")).authApiMock());
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

const renderPage = (lang: I18n = i18n) =>
  render(
    <I18nProvider i18n={lang}>
      <ProfilePage />
    </I18nProvider>,
  );
const toasts = () => toastStore.getSnapshot().map((t) => `${t.type}:${t.message}`);

describe("the profile page", () => {
  it("shows username, e-mail and role", async () => {
    api.getProfile.mockResolvedValue({ ...profile, role: 3 });
    renderPage();
    const summary = await screen.findByRole("region", { name: "Alice" });
    expect(summary.textContent).toContain("alice@example.com");
    expect(summary.textContent).toContain("管理员");
    expect(summary.textContent).toContain("@alice");
  });

  it("saves nickname and avatar, and keeps the fresh token so the header shows them", async () => {
    setAuth({ token: buildTestToken({ username: "alice" }), refreshToken: "r1", rememberMe: true });
    api.getProfile.mockResolvedValue(profile);
    const token = buildTestToken({ username: "alice", avatar: "https://img.example.com/a.png" });
    api.updateProfile.mockResolvedValue({ ...profile, nickName: "小爱", avatar: "https://img.example.com/a.png", token });
    renderPage();
    const form = await screen.findByRole("region", { name: "基本资料" });
    const save = within(form).getByRole("button", { name: "保存" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText("昵称"), { target: { value: " 小爱 " } });
    fireEvent.change(within(form).getByLabelText("头像地址"), { target: { value: "https://img.example.com/a.png" } });
    fireEvent.click(save);
    await waitFor(() => expect(toasts()).toEqual(["success:资料已更新"]));
    expect(api.updateProfile).toHaveBeenCalledWith({ nickName: "小爱", avatar: "https://img.example.com/a.png" });
    expect(getAuth()).toMatchObject({ token, avatar: "https://img.example.com/a.png", refreshToken: "r1", rememberMe: true });
    expect(screen.getByRole("region", { name: "小爱" })).toBeTruthy();
  });

  it("checks the avatar address before saving", async () => {
    api.getProfile.mockResolvedValue(profile);
    renderPage();
    const form = await screen.findByRole("region", { name: "基本资料" });
    fireEvent.change(within(form).getByLabelText("头像地址"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    expect(within(form).getByLabelText("头像地址").getAttribute("aria-invalid")).toBe("true");
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("shows a nickname the server keeps for administrators on the nickname field", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.updateProfile.mockRejectedValue(new HttpError(400, "该名称留给网站管理员使用，请换一个", 40001, { field: "nickName" }));
    renderPage();
    const form = await screen.findByRole("region", { name: "基本资料" });
    fireEvent.change(within(form).getByLabelText("昵称"), { target: { value: "管理員" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(within(form).getByLabelText("昵称").getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("该名称留给网站管理员使用，请换一个")).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it("changes the password after checking the rules, then clears the form", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.changePassword.mockResolvedValue(undefined);
    renderPage();
    const form = await screen.findByRole("region", { name: "修改密码" });
    fireEvent.change(within(form).getByLabelText("新密码"), { target: { value: "newpass1" } });
    fireEvent.change(within(form).getByLabelText("确认新密码"), { target: { value: "newpass2" } });
    fireEvent.click(within(form).getByRole("button", { name: "修改密码" }));
    expect(within(form).getByText("请输入当前密码")).toBeTruthy();
    expect(within(form).getByText("两次输入的密码不一致")).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText("当前密码"), { target: { value: "oldpass1" } });
    fireEvent.change(within(form).getByLabelText("确认新密码"), { target: { value: "newpass1" } });
    fireEvent.click(within(form).getByRole("button", { name: "修改密码" }));
    await waitFor(() => expect(toasts()).toEqual(["warning:请检查输入", "success:密码已修改，其他设备已退出登录"]));
    expect(api.changePassword).toHaveBeenCalledWith({ currentPassword: "oldpass1", newPassword: "newpass1", confirmNewPassword: "newpass1" });
    expect((within(form).getByLabelText("新密码") as HTMLInputElement).value).toBe("");
  });

  it("shows a password the server finds too common on the new-password field", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.changePassword.mockRejectedValue(new HttpError(400, "这个密码太常见，很容易被猜到，请换一个", 40001, { field: "newPassword" }));
    renderPage();
    const form = await screen.findByRole("region", { name: "修改密码" });
    fireEvent.change(within(form).getByLabelText("当前密码"), { target: { value: "oldpass1" } });
    fireEvent.change(within(form).getByLabelText("新密码"), { target: { value: "password1" } });
    fireEvent.change(within(form).getByLabelText("确认新密码"), { target: { value: "password1" } });
    fireEvent.click(within(form).getByRole("button", { name: "修改密码" }));
    await waitFor(() => expect(within(form).getByLabelText("新密码").getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("这个密码太常见，很容易被猜到，请换一个")).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it("lets an account made by an e-mail link set a password without a current one, minutes after the link", async () => {
    api.getProfile.mockResolvedValue({ ...profile, hasPassword: false, firstPasswordAllowed: true });
    api.changePassword.mockResolvedValue(undefined);
    renderPage();
    const form = await screen.findByRole("region", { name: "设置密码" });
    expect(within(form).queryByLabelText("当前密码")).toBeNull();
    fireEvent.change(within(form).getByLabelText("新密码"), { target: { value: "kettle-and-tea" } });
    fireEvent.change(within(form).getByLabelText("确认新密码"), { target: { value: "kettle-and-tea" } });
    fireEvent.click(within(form).getByRole("button", { name: "设置密码" }));
    await waitFor(() => expect(toasts()).toEqual(["success:密码已修改，其他设备已退出登录"]));
    expect(api.changePassword).toHaveBeenCalledWith({ currentPassword: "", newPassword: "kettle-and-tea", confirmNewPassword: "kettle-and-tea" });
    expect(await screen.findByRole("region", { name: "修改密码" })).toBeTruthy();
  });

  it("asks an account whose link sign-in is older for a new link that brings it back here", async () => {
    setAuth({ token: buildTestToken({ username: "alice" }), refreshToken: "r1", rememberMe: true });
    api.getProfile.mockResolvedValue({ ...profile, hasPassword: false, firstPasswordAllowed: false });
    api.sendEmailLink.mockResolvedValue(undefined);
    renderPage();
    const section = await screen.findByRole("region", { name: "设置密码" });
    expect(within(section).queryByLabelText("新密码")).toBeNull();
    expect(section.textContent).toContain("alice@example.com");
    fireEvent.click(within(section).getByRole("button", { name: "发送登录链接" }));
    expect((await within(section).findByRole("status")).textContent).toContain("登录链接已发送至 alice@example.com");
    expect(api.sendEmailLink).toHaveBeenCalledWith({ email: "alice@example.com", rememberMe: true, redirect: "/profile" });
  });

  it("offers the link when the server finds the link sign-in too old by the time the password is sent", async () => {
    api.getProfile.mockResolvedValue({ ...profile, hasPassword: false, firstPasswordAllowed: true });
    api.changePassword.mockRejectedValue(new HttpError(403, "设置第一个密码前，请先用发到你邮箱的链接重新登录，并在 10 分钟内设置", 40300));
    renderPage();
    const form = await screen.findByRole("region", { name: "设置密码" });
    fireEvent.change(within(form).getByLabelText("新密码"), { target: { value: "kettle-and-tea" } });
    fireEvent.change(within(form).getByLabelText("确认新密码"), { target: { value: "kettle-and-tea" } });
    fireEvent.click(within(form).getByRole("button", { name: "设置密码" }));
    expect(await within(form).findByRole("button", { name: "发送登录链接" })).toBeTruthy();
    expect(toasts()).toEqual(["warning:设置第一个密码前，请先用发到你邮箱的链接重新登录，并在 10 分钟内设置"]);
  });

  it("reports a wrong current password with the server's message", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.changePassword.mockRejectedValue(new HttpError(400, "当前密码不正确", 40000));
    renderPage();
    const form = await screen.findByRole("region", { name: "修改密码" });
    fireEvent.change(within(form).getByLabelText("当前密码"), { target: { value: "wrongpw" } });
    fireEvent.change(within(form).getByLabelText("新密码"), { target: { value: "newpass1" } });
    fireEvent.change(within(form).getByLabelText("确认新密码"), { target: { value: "newpass1" } });
    fireEvent.click(within(form).getByRole("button", { name: "修改密码" }));
    await waitFor(() => expect(toasts()).toEqual(["error:当前密码不正确"]));
  });

  it("offers a retry when the profile cannot be loaded", async () => {
    api.getProfile.mockRejectedValueOnce(new HttpError(503)).mockResolvedValueOnce(profile);
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("资料加载失败，请稍后再试");
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("region", { name: "Alice" })).toBeTruthy();
  });
});

// Issue #24 bug 10: a picture chosen on the profile page becomes the avatar.
describe("the avatar upload", () => {
  const png = (bytes = 1000) => new File([new Uint8Array(bytes)], "me.png", { type: "image/png" });
  const choose = (file: File, name = "上传头像") => fireEvent.change(screen.getByLabelText(name), { target: { files: [file] } });

  it("uploads the picture, saves it as the avatar and shows it, in the header too", async () => {
    setAuth({ token: buildTestToken({ username: "alice" }), refreshToken: "r1" });
    api.getProfile.mockResolvedValue(profile);
    api.uploadAvatar.mockResolvedValue({
      url: "/uploads/0123456789abcdef0123456789abcdef.png",
      name: "0123456789abcdef0123456789abcdef.png",
      size: 1000,
      mime: "image/png",
    });
    const token = buildTestToken({ username: "alice", avatar: "/uploads/0123456789abcdef0123456789abcdef.png" });
    api.updateProfile.mockResolvedValue({ ...profile, avatar: "/uploads/0123456789abcdef0123456789abcdef.png", token });
    renderPage();
    const form = await screen.findByRole("region", { name: "基本资料" });
    const file = png();
    choose(file);
    await waitFor(() => expect(toasts()).toEqual(["success:头像已更新"]));
    expect(api.uploadAvatar).toHaveBeenCalledWith(file);
    expect(api.updateProfile).toHaveBeenCalledWith({ avatar: "/uploads/0123456789abcdef0123456789abcdef.png" });
    expect(getAuth()).toMatchObject({ token, avatar: "/uploads/0123456789abcdef0123456789abcdef.png", refreshToken: "r1" });
    expect((within(form).getByLabelText("头像地址") as HTMLInputElement).value).toBe("/uploads/0123456789abcdef0123456789abcdef.png");
    expect(form.querySelector("img")?.getAttribute("src")).toBe("/uploads/0123456789abcdef0123456789abcdef.png");
  });

  it.each([
    ["zh-CN", "上传头像", "请选择 PNG、JPEG、GIF 或 WebP 图片", "图片不能超过 2 MB"],
    ["zh-TW", "上傳頭像", "請選擇 PNG、JPEG、GIF 或 WebP 圖片", "圖片不能超過 2 MB"],
    ["en", "Upload an avatar", "Choose a PNG, JPEG, GIF or WebP image", "The image must be 2 MB or smaller"],
  ] as const)("refuses a file that is not an image or too large before sending it (%s)", async (lang, upload, notImage, tooLarge) => {
    api.getProfile.mockResolvedValue(profile);
    renderPage(createAuthTestI18n(lang));
    const button = await screen.findByRole("button", { name: upload });
    choose(new File(["hello"], "notes.txt", { type: "text/plain" }), upload);
    expect(screen.getByRole("alert").textContent).toBe(notImage);
    expect(button.getAttribute("aria-describedby")).toContain(screen.getByText(notImage).closest("[id]")!.id);
    choose(png(2 * 1024 * 1024), upload);
    expect(screen.getByRole("alert").textContent).toBe(tooLarge);
    expect(api.uploadAvatar).not.toHaveBeenCalled();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the button and keeps the old avatar", async () => {
    api.getProfile.mockResolvedValue(profile);
    api.uploadAvatar.mockRejectedValue(new HttpError(400, "“me.png”的图片数据已损坏或无法识别尺寸", 40000));
    renderPage();
    await screen.findByRole("region", { name: "基本资料" });
    choose(png());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("“me.png”的图片数据已损坏或无法识别尺寸"));
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});
