/**
 * The browser's one API client: lib/request wired to the auth store, the page language and the
 * toasts. Created on first use and only in the browser, so the server render (which reads data
 * through the loaders' `context.api`) never starts the cache's sweep timer.
 */
import { DEFAULT_LANGUAGE, type Language } from "../../contract/constants.ts";
import { normaliseLanguage } from "../../contract/language.ts";
import { clearAuth, getAuth, setAuth } from "./auth-store.ts";
import { toast } from "../components/toast/toast-store.ts";
import { createRequestClient } from "./request/client.ts";
import type { RequestClient, RequestOptions } from "./request/client-types.ts";
import type { Query } from "./request/url.ts";

/** Spec section 8: the toast after a failed refresh. Titles stay Chinese (section 1). */
const SESSION_EXPIRED: Record<Language, string> = {
  "zh-CN": "登录已过期，请重新登录",
  "zh-TW": "登入已過期，請重新登入",
  en: "Your session has expired. Please log in again.",
};
const AUTH_FAILURE_TITLE = "认证失败";

export function pageLanguage(): Language {
  if (typeof document === "undefined") return DEFAULT_LANGUAGE;
  return normaliseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/** POST /auth/refresh with the refresh header; plain fetch so it can never recurse into the client. */
async function refreshTokens(): Promise<boolean> {
  const { refreshToken } = getAuth();
  if (!refreshToken) return false;
  const response = await fetch("/auth/refresh", { method: "POST", headers: { "X-PP-REFRESH-TOKEN": refreshToken, "X-LAN": pageLanguage() } });
  const body = (await response.json().catch(() => null)) as { code?: number; data?: { token?: string; refreshToken?: string } } | null;
  if (!response.ok || body?.code !== 0 || !body.data?.token) return false;
  setAuth({ token: body.data.token, refreshToken: body.data.refreshToken ?? null });
  return true;
}

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** Lets the app hand in React Router's navigate, so the redirect to /login keeps the page alive. */
export function setApiNavigate(navigate: (path: string) => void) {
  navigateTo = navigate;
}

function onAuthFailure() {
  clearAuth();
  toast.error(SESSION_EXPIRED[pageLanguage()], { title: AUTH_FAILURE_TITLE, id: "session-expired" });
  if (window.location.pathname !== "/login") navigateTo("/login");
}

let client: RequestClient | null = null;

function instance(): RequestClient {
  if (typeof window === "undefined") throw new Error("The browser API client is not available during server rendering");
  client ??= createRequestClient({
    baseUrl: "",
    getToken: () => getAuth().token,
    getRefreshToken: () => getAuth().refreshToken,
    getLanguage: pageLanguage,
    refresh: refreshTokens,
    onAuthFailure,
  });
  return client;
}

/** The client itself; components take it as a parameter (default `api`) so tests can hand in a fake. */
export const api: RequestClient = {
  get: <T,>(path: string, query?: Query, opts?: RequestOptions) => instance().get<T>(path, query, opts),
  post: <T,>(path: string, body?: unknown, opts?: RequestOptions) => instance().post<T>(path, body, opts),
  put: <T,>(path: string, body?: unknown, opts?: RequestOptions) => instance().put<T>(path, body, opts),
  patch: <T,>(path: string, body?: unknown, opts?: RequestOptions) => instance().patch<T>(path, body, opts),
  upload: <T,>(path: string, form: FormData, opts?: RequestOptions) => instance().upload<T>(path, form, opts),
  clearCache: () => client?.clearCache(),
  get health() {
    return instance().health;
  },
  timeoutMs: () => instance().timeoutMs(),
  dispose: () => client?.dispose(),
};
