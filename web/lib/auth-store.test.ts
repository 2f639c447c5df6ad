// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTH_KEYS, clearAuth, createAuthStore, isAdminRole, LOGGED_OUT, setAuth, useAuth } from "./auth-store.ts";
import { buildTestToken } from "./token.test-support.ts";

const NOW = Date.UTC(2025, 8, 1);

const buildToken = (claims: Record<string, unknown> = {}) =>
  buildTestToken({
    id: 42,
    role: 1,
    username: "小明",
    avatar: "/a.png",
    email: "ming@example.com",
    exp: NOW / 1000 + 3600,
    iat: NOW / 1000,
    iss: "pp",
    ...claims,
  });

const storeOver = (now = NOW) =>
  createAuthStore(
    () => window.localStorage,
    () => now,
  );

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe("auth store", () => {
  it("a visitor with nothing stored is logged out", () => {
    expect(storeOver().getAuth()).toEqual(LOGGED_OUT);
  });

  it("setAuth stores the signed-in items from the token claims", () => {
    const store = storeOver();
    const token = buildToken({ nickName: "明明" });
    const auth = store.setAuth({ token, refreshToken: "r1", rememberMe: true });
    expect(auth).toEqual({
      isLoggedIn: true,
      token,
      refreshToken: "r1",
      userId: "42",
      username: "小明",
      nickName: "明明",
      role: "1",
      avatar: "/a.png",
      email: "ming@example.com",
      rememberMe: true,
    });
    const stored = Object.fromEntries(Object.values(AUTH_KEYS).map((k) => [k, window.localStorage.getItem(k)]));
    expect(stored).toEqual({
      token,
      refreshToken: "r1",
      isLoggedIn: "true",
      username: "小明",
      userNickName: "明明",
      userId: "42",
      userRole: "1",
      userAvatar: "/a.png",
      rememberMe: "true",
    });
  });

  it("a token refresh keeps the remember-me choice", () => {
    const store = storeOver();
    store.setAuth({ token: buildToken(), refreshToken: "r1", rememberMe: true });
    const auth = store.setAuth({ token: buildToken({ username: "new" }), refreshToken: "r2" });
    expect(auth).toMatchObject({ username: "new", refreshToken: "r2", rememberMe: true });
  });

  it("a token that is not a JWT is refused", () => {
    expect(() => storeOver().setAuth({ token: "garbage" })).toThrow();
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("clearAuth removes every auth item but keeps the language", () => {
    const store = storeOver();
    window.localStorage.setItem("language", "en");
    store.setAuth({ token: buildToken(), refreshToken: "r1", rememberMe: false });
    store.clearAuth();
    expect(store.getAuth()).toEqual(LOGGED_OUT);
    expect(Object.values(AUTH_KEYS).map((k) => window.localStorage.getItem(k))).toEqual(Object.values(AUTH_KEYS).map(() => null));
    expect(window.localStorage.getItem("language")).toBe("en");
  });

  it("an expired token found at start signs the user out", () => {
    storeOver().setAuth({ token: buildToken({ exp: NOW / 1000 - 1 }), refreshToken: "r1" });
    const restarted = storeOver();
    expect(restarted.getAuth().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("refreshToken")).toBeNull();
  });

  it("a valid token found at start keeps the user signed in", () => {
    storeOver().setAuth({ token: buildToken(), refreshToken: "r1" });
    expect(storeOver().getAuth()).toMatchObject({ isLoggedIn: true, username: "小明" });
  });

  it("role 3 or 'admin' is an administrator, anything else is not", () => {
    expect(isAdminRole("3")).toBe(true);
    expect(isAdminRole("admin")).toBe(true);
    expect(isAdminRole("1")).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    const store = storeOver();
    store.setAuth({ token: buildToken({ role: 3 }) });
    expect(store.isAdmin()).toBe(true);
    store.setAuth({ token: buildToken({ role: "admin" }) });
    expect(store.isAdmin()).toBe(true);
    store.setAuth({ token: buildToken({ role: 1 }) });
    expect(store.isAdmin()).toBe(false);
  });

  it("the snapshot is the same object until something changes", () => {
    const store = storeOver();
    store.setAuth({ token: buildToken() });
    const first = store.getAuth();
    expect(store.getAuth()).toBe(first);
    store.clearAuth();
    expect(store.getAuth()).not.toBe(first);
  });

  it("subscribers hear about sign-in, sign-out and other tabs", () => {
    const store = storeOver();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setAuth({ token: buildToken() });
    store.clearAuth();
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));
    expect(calls).toBe(3);
    unsubscribe();
    store.clearAuth();
    expect(calls).toBe(3);
  });

  it("useAuth follows the app store", () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => void setAuth({ token: buildToken({ exp: Date.now() / 1000 + 60 }) }));
    expect(result.current).toMatchObject({ isLoggedIn: true, username: "小明" });
    act(() => clearAuth());
    expect(result.current.isLoggedIn).toBe(false);
  });
});
