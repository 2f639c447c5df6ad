// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { I18n } from "../lib/i18n.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearAuth, setAuth } from "../lib/auth-store.ts";
import { createTestI18n } from "../lib/i18n.test-support.ts";
import { buildTestToken } from "../lib/token.test-support.ts";
import { Header } from "./header.tsx";

let i18n: I18n;
beforeAll(async () => {
  i18n = createTestI18n("zh-CN");
});
afterEach(() => {
  cleanup();
  clearAuth();
  window.scrollY = 0;
});

async function renderHeader() {
  const Stub = createRoutesStub([{ path: "/", Component: Header }]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub />
    </I18nProvider>,
  );
  return screen.findByRole("banner");
}

describe("header", () => {
  it("shows the logo, the four page links, the language switcher and a login button to a visitor", async () => {
    const header = await renderHeader();
    const nav = within(header).getAllByRole("navigation", { name: "主导航" })[0]!;
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["首页", "/"],
      ["分类", "/category"],
      ["博客", "/blog"],
      ["关于", "/about"],
    ]);
    expect(within(header).getAllByRole("link", { name: "提示词广场" })[0]?.getAttribute("href")).toBe("/");
    const select = within(header).getAllByLabelText("语言")[0] as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ["zh-CN", "简体中文"],
      ["zh-TW", "繁體中文"],
      ["en", "English"],
    ]);
    expect(within(header).getAllByRole("link", { name: "登录" })[0]?.getAttribute("href")).toBe("/login");
  });

  it("shows a signed-in user their menu, without the console entry unless they are an administrator", async () => {
    setAuth({ token: buildTestToken({ username: "alice", role: 1 }) });
    const header = await renderHeader();
    expect(within(header).queryByRole("link", { name: "登录" })).toBeNull();
    // The user menu is a lazy chunk: it arrives a moment after the header.
    const toggle = await within(header).findByRole("button", { name: /alice/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "个人资料" }).getAttribute("href")).toBe("/profile");
    expect(within(panel).queryByRole("link", { name: "超级管理后台" })).toBeNull();
    expect(within(panel).getByRole("button", { name: "退出登录" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  // Issue #24 bug 10: the nickname, not the login name, and a new one as soon as a token carries it.
  it("shows the user's nickname once set, and the new one after a profile save", async () => {
    setAuth({ token: buildTestToken({ username: "alice", nickName: "小爱" }) });
    const header = await renderHeader();
    const toggle = await within(header).findByRole("button", { name: /小爱/ });
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)?.textContent).toContain("小爱");
    // Neither the desktop menu nor the phone's names the login name.
    expect(header.textContent).not.toContain("alice");
    // The profile form stores the token its save answered with.
    act(() => void setAuth({ token: buildTestToken({ username: "alice", nickName: "爱丽丝" }) }));
    expect(toggle.textContent).toContain("爱丽丝");
  });

  it("shows the login name when the token names no nickname", async () => {
    setAuth({ token: buildTestToken({ username: "alice" }) });
    const header = await renderHeader();
    expect(await within(header).findByRole("button", { name: /alice/ })).toBeTruthy();
  });

  it("offers an administrator the super-admin entry", async () => {
    setAuth({ token: buildTestToken({ username: "root", role: 3 }) });
    const header = await renderHeader();
    fireEvent.click(await within(header).findByRole("button", { name: /root/ }));
    expect(within(header).getAllByRole("link", { name: "超级管理后台" })[0]?.getAttribute("href")).toBe("/superAdmin");
  });

  it("is marked scrolled once the page is scrolled over 50px", async () => {
    const header = await renderHeader();
    expect(header.getAttribute("data-scrolled")).toBe("false");
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.getAttribute("data-scrolled")).toBe("false");
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.getAttribute("data-scrolled")).toBe("true");
  });

  it("opens and closes the mobile menu with its button", async () => {
    const header = await renderHeader();
    const button = within(header).getByRole("button", { name: "打开菜单" });
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(menu.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-label")).toBe("关闭菜单");
    expect(menu.hidden).toBe(false);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
