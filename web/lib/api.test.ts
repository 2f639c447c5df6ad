// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { toastStore } from "../components/toast/toast-store.ts";
import { toastSessionExpired } from "./api.ts";

afterEach(() => {
  toastStore.clearAll();
  document.documentElement.lang = "";
});

describe("the session-expired toast", () => {
  it.each([
    ["zh-CN", "认证失败", "登录已过期，请重新登录"],
    ["zh-TW", "驗證失敗", "登入已過期，請重新登入"],
    ["en", "Authentication failed", "Your session has expired. Please sign in again."],
  ])("is titled and worded in the page's language (%s)", (lang, title, message) => {
    document.documentElement.lang = lang;
    toastSessionExpired();
    expect(toastStore.getSnapshot()).toMatchObject([{ type: "error", title, message }]);
  });
});
