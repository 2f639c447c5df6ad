// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { I18n } from "../../lib/i18n.ts";
import { StrictMode } from "react";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../components/toast/toast-store.ts";
import { clearAuth, getAuth } from "../../lib/auth-store.ts";
import { HttpError } from "../../lib/request/errors.ts";
import { buildTestToken } from "../../lib/token.test-support.ts";
import type { verifyEmailLogin } from "./auth-api.ts";
import { createAuthTestI18n } from "./auth-i18n.test-support.ts";
import { EmailVerifyPage, VERIFY_REDIRECT_MS, VERIFY_TOAST_MS } from "./email-verify-page.tsx";

let i18n: I18n;
beforeAll(async () => {
  i18n = createAuthTestI18n("zh-CN");
});
afterEach(() => {
  cleanup();
  act(() => toastStore.clearAll());
  clearAuth();
  vi.useRealTimers();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage(search: string, verify: typeof verifyEmailLogin) {
  // The page reads the real address bar (all of its parameters), as the browser does.
  window.history.replaceState(null, "", `/emailLogin${search}`);
  return render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/emailLogin${search}`]}>
          <Routes>
            <Route path="/emailLogin" element={<EmailVerifyPage verify={verify} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </StrictMode>,
  );
}

describe("the e-mail link page", () => {
  it("verifies once under StrictMode with every query parameter, signs in and goes home after 500 ms", async () => {
    vi.useFakeTimers();
    const verify = vi.fn<typeof verifyEmailLogin>().mockResolvedValue({ token: buildTestToken({ username: "mailer" }), refreshToken: "r9" });
    renderPage("?token=abc&email=m%40example.com&rememberMe=1&src=mail", verify);
    expect(screen.getByRole("status").textContent).toContain("正在验证登录链接");
    await act(async () => {
      await Promise.resolve();
    });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0].toString()).toBe("token=abc&email=m%40example.com&rememberMe=1&src=mail");
    expect(getAuth()).toMatchObject({ isLoggedIn: true, username: "mailer", refreshToken: "r9", rememberMe: true });
    const [success] = toastStore.getSnapshot();
    expect(success).toMatchObject({ type: "success", duration: VERIFY_TOAST_MS });
    // The one-time token leaves the address bar.
    expect(window.location.search).toBe("");
    expect(screen.queryByTestId("where")).toBeNull();
    act(() => vi.advanceTimersByTime(VERIFY_REDIRECT_MS));
    expect(screen.getByTestId("where").textContent).toBe("/");
  });

  it.each([
    ["%2Fprofile", "/profile"],
    ["%2F%2Fevil.example%2Fx", "/"],
  ])("goes on to the site path the link names (redirect=%s → %s)", async (redirect, where) => {
    vi.useFakeTimers();
    const verify = vi.fn<typeof verifyEmailLogin>().mockResolvedValue({ token: buildTestToken({ username: "mailer" }), refreshToken: "r9" });
    renderPage(`?token=redirect-${where.length}&email=m%40example.com&redirect=${redirect}`, verify);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(VERIFY_REDIRECT_MS));
    expect(screen.getByTestId("where").textContent).toBe(where);
  });

  it("shows the server's message and a way back to the login page when the link is refused", async () => {
    const verify = vi.fn<typeof verifyEmailLogin>().mockRejectedValue(new HttpError(400, "登录链接已被使用，请重新获取", 40000));
    renderPage("?token=used&email=m%40example.com", verify);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "登录链接已被使用，请重新获取");
    // Focus moves in an effect, which React may run a moment after the alert is in the page.
    const heading = screen.getByRole("heading", { name: "登录失败" });
    await waitFor(() => expect(heading).toBe(document.activeElement));
    expect(screen.getByRole("link", { name: "返回登录" }).getAttribute("href")).toBe("/login");
    expect(getAuth().isLoggedIn).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("falls back to a generic message when the server gave none", async () => {
    const verify = vi.fn<typeof verifyEmailLogin>().mockRejectedValue(new HttpError(502));
    renderPage("?token=x&email=m%40example.com", verify);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "登录链接无效或已过期，请重新获取。");
  });
});
