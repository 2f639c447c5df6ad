/**
 * The browser's one API client: lib/request wired to the auth store, the page language and the
 * toasts. Created on first use and only in the browser, so the server render (which reads data
 * through the loaders' `context.api`) never starts the cache's sweep timer.
 */
import type { Language } from "../../contract/constants.ts";
import { clearAuth, getAuth, setAuth } from "./auth-store.ts";
import { toast } from "../components/toast/toast-store.ts";
import type { RequestClient, RequestOptions } from "./request/client-types.ts";
import type { Query } from "./request/url.ts";
import { splitLanguagePrefix } from "../../contract/language-paths.ts";
import { pageLanguage } from "./page-language.ts";

/** The toast after a failed refresh, titled 认证失败 in the UI's language (issue #23). */
const SESSION_EXPIRED: Record<Language, { title: string; message: string }> = {
  "zh-CN": { title: "认证失败", message: "登录已过期，请重新登录" },
  "zh-TW": { title: "驗證失敗", message: "登入已過期，請重新登入" },
  en: { title: "Authentication failed", message: "Your session has expired. Please sign in again." },
};

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

/** The toast of a failed refresh, in the page's language. */
export function toastSessionExpired() {
  const { title, message } = SESSION_EXPIRED[pageLanguage()];
  toast.error(message, { title, id: "session-expired" });
}

function onAuthFailure() {
  clearAuth();
  toastSessionExpired();
  if (splitLanguagePrefix(window.location.pathname).path !== "/login") navigateTo("/login");
}

let client: Promise<RequestClient> | null = null;

/**
 * The request layer is its own chunk, fetched on the first call (or by preloadApi once the page is
 * interactive): no page needs it to paint or hydrate, and it is a tenth of our first-load code.
 */
function instance(): Promise<RequestClient> {
  if (typeof window === "undefined") return Promise.reject(new Error("The browser API client is not available during server rendering"));
  client ??= import("./request/client.ts").then(({ createRequestClient }) =>
    createRequestClient({
      baseUrl: "",
      getToken: () => getAuth().token,
      getRefreshToken: () => getAuth().refreshToken,
      getLanguage: pageLanguage,
      refresh: refreshTokens,
      onAuthFailure,
    }),
  );
  // A failed chunk fetch (offline, a new deploy) is forgotten, so the next call tries again.
  client.catch(() => (client = null));
  return client;
}

/** Fetches the request layer ahead of the first call; the app shell calls it when the browser is idle. */
export function preloadApi() {
  instance().catch(() => undefined);
}

/** The calls components make; they take it as a parameter (default `api`) so tests can hand in a fake. */
export type ApiClient = Pick<RequestClient, "get" | "post" | "put" | "patch" | "upload" | "clearCache">;

export const api: ApiClient = {
  get: async <T>(path: string, query?: Query, opts?: RequestOptions) => (await instance()).get<T>(path, query, opts),
  post: async <T>(path: string, body?: unknown, opts?: RequestOptions) => (await instance()).post<T>(path, body, opts),
  put: async <T>(path: string, body?: unknown, opts?: RequestOptions) => (await instance()).put<T>(path, body, opts),
  patch: async <T>(path: string, body?: unknown, opts?: RequestOptions) => (await instance()).patch<T>(path, body, opts),
  upload: async <T>(path: string, form: FormData, opts?: RequestOptions) => (await instance()).upload<T>(path, form, opts),
  // Registered on the same promise before any later call's continuation, so it runs first.
  clearCache: () =>
    void client?.then(
      (c) => c.clearCache(),
      () => undefined, // no client came, so there is no cache to clear
    ),
};
