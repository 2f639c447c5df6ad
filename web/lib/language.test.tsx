// @vitest-environment jsdom
import { cleanup, render, waitFor } from "@testing-library/react";
import { I18nProvider } from "./i18n-react.tsx";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "./i18n.ts";
import { createBrowserI18n } from "./i18n-loader.ts";
import { applyLanguage, persistLanguage, readCookieLanguage, readStoredLanguage, useStoredLanguage } from "./language.ts";

function clearCookie() {
  document.cookie = "lang=; Path=/; Max-Age=0";
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookie();
  document.documentElement.lang = "zh-CN";
});
afterEach(() => {
  cleanup();
  clearCookie();
});

describe("language", () => {
  it("persisting keeps the choice in localStorage and in the lang cookie", () => {
    persistLanguage("zh-TW");
    expect(window.localStorage.getItem("language")).toBe("zh-TW");
    expect(readStoredLanguage()).toBe("zh-TW");
    expect(document.cookie).toContain("lang=zh-TW");
    expect(readCookieLanguage()).toBe("zh-TW");
  });

  it("writes the cookie for the whole site, for a year, SameSite=Lax", () => {
    const set = vi.spyOn(document, "cookie", "set");
    persistLanguage("en");
    expect(set).toHaveBeenCalledWith("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    set.mockRestore();
  });

  it("applying a language loads the catalogues in use before switching, and updates <html lang>", async () => {
    const i18n = await createBrowserI18n("zh-CN", ["common", "catalog"]);
    await applyLanguage(i18n, "en");
    expect(i18n.language).toBe("en");
    expect(i18n.t("nav.home")).toBe("Home");
    expect(i18n.hasResourceBundle("en", "catalog")).toBe(true);
    expect(i18n.hasResourceBundle("en", "blog")).toBe(false);
    expect(document.documentElement.lang).toBe("en");
    expect(readCookieLanguage()).toBe("en");
  });

  it("on a visit without the cookie, a different stored language is applied", async () => {
    window.localStorage.setItem("language", "zh-TW");
    const i18n = createI18n("zh-CN", {});
    const Probe = () => {
      useStoredLanguage();
      return null;
    };
    const Stub = createRoutesStub([{ path: "/login", Component: Probe }]);
    render(
      <I18nProvider i18n={i18n}>
        <Stub initialEntries={["/login"]} />
      </I18nProvider>,
    );
    await waitFor(() => expect(i18n.language).toBe("zh-TW"));
    expect(readCookieLanguage()).toBe("zh-TW");
  });

  it("with the cookie present, the rendered language stands", async () => {
    window.localStorage.setItem("language", "en");
    document.cookie = "lang=zh-CN; Path=/";
    const i18n = createI18n("zh-CN", {});
    const changeLanguage = vi.spyOn(i18n, "changeLanguage");
    const Probe = () => {
      useStoredLanguage();
      return null;
    };
    const Stub = createRoutesStub([{ path: "/login", Component: Probe }]);
    render(
      <I18nProvider i18n={i18n}>
        <Stub initialEntries={["/login"]} />
      </I18nProvider>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
