/**
 * The signed-in state, kept in localStorage under the item names of AUTH_KEYS so other tabs and
 * reloads share it. Read it with getAuth() or the useAuth() hook.
 */
import { useSyncExternalStore } from "react";
import { decodeTokenClaims, isTokenExpired } from "./jwt-claims.ts";

export const AUTH_KEYS = {
  token: "token",
  refreshToken: "refreshToken",
  isLoggedIn: "isLoggedIn",
  username: "username",
  /** The name the header shows (issue 24). */
  userNickName: "userNickName",
  userId: "userId",
  userRole: "userRole",
  userAvatar: "userAvatar",
  rememberMe: "rememberMe",
} as const;

export interface AuthState {
  isLoggedIn: boolean;
  token: string | null;
  refreshToken: string | null;
  userId: string | null;
  /** The login name. */
  username: string | null;
  nickName: string | null;
  /** "3" or "admin" for administrators. */
  role: string | null;
  avatar: string | null;
  email: string | null;
  rememberMe: boolean;
}

export interface SetAuthInput {
  token: string;
  refreshToken?: string | null;
  /** Keeps the stored choice when omitted (a token refresh does not ask again). */
  rememberMe?: boolean;
}

export const LOGGED_OUT: AuthState = Object.freeze({
  isLoggedIn: false,
  token: null,
  refreshToken: null,
  userId: null,
  username: null,
  nickName: null,
  role: null,
  avatar: null,
  email: null,
  rememberMe: false,
});

/** The name to show for the signed-in user: their nickname once set, else the login name. */
export function displayName(auth: AuthState): string {
  return auth.nickName || auth.username || "";
}

export function isAdminRole(role: string | null | undefined): boolean {
  return role === "3" || role?.toLowerCase() === "admin";
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** A store over any Storage; the app uses the one below, tests make their own. */
export function createAuthStore(getStorage: () => Storage | null, now: () => number = Date.now) {
  let snapshot: AuthState | null = null;
  let started = false;
  const listeners = new Set<() => void>();

  // Storage can throw (disabled cookies, private modes, quota): auth then lives only in memory.
  const read = (key: string) => {
    try {
      return getStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      const storage = getStorage();
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      /* see above */
    }
  };

  function changed() {
    snapshot = null;
    listeners.forEach((listener) => listener());
  }

  function build(): AuthState {
    const token = read(AUTH_KEYS.token);
    if (!token || read(AUTH_KEYS.isLoggedIn) !== "true") return LOGGED_OUT;
    const claims = decodeTokenClaims(token);
    return {
      isLoggedIn: true,
      token,
      refreshToken: read(AUTH_KEYS.refreshToken),
      userId: read(AUTH_KEYS.userId),
      username: read(AUTH_KEYS.username),
      nickName: read(AUTH_KEYS.userNickName) || null,
      role: read(AUTH_KEYS.userRole),
      avatar: read(AUTH_KEYS.userAvatar) || null,
      email: claims?.email || null,
      rememberMe: read(AUTH_KEYS.rememberMe) === "true",
    };
  }

  function clearAuth() {
    Object.values(AUTH_KEYS).forEach((key) => write(key, null));
    changed();
  }

  /** The token is checked for expiry at start; an expired or unreadable one signs out. */
  function start() {
    if (started) return;
    started = true;
    const token = read(AUTH_KEYS.token);
    if (!token) return;
    const claims = decodeTokenClaims(token);
    if (!claims || isTokenExpired(claims, now())) clearAuth();
  }

  function getAuth(): AuthState {
    start();
    return (snapshot ??= build());
  }

  function setAuth({ token, refreshToken, rememberMe }: SetAuthInput): AuthState {
    const claims = decodeTokenClaims(token);
    if (!claims) throw new Error("The server returned a token that is not a JWT");
    write(AUTH_KEYS.token, token);
    if (refreshToken !== undefined) write(AUTH_KEYS.refreshToken, refreshToken);
    write(AUTH_KEYS.isLoggedIn, "true");
    write(AUTH_KEYS.username, claims.username);
    write(AUTH_KEYS.userNickName, claims.nickName);
    write(AUTH_KEYS.userId, claims.id);
    write(AUTH_KEYS.userRole, claims.role);
    write(AUTH_KEYS.userAvatar, claims.avatar);
    if (rememberMe !== undefined) write(AUTH_KEYS.rememberMe, String(rememberMe));
    started = true;
    changed();
    return getAuth();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab signing in or out changes localStorage under us.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(AUTH_KEYS) as string[]).includes(event.key)) changed();
    };
    if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
    };
  }

  return { getAuth, setAuth, clearAuth, subscribe, isAdmin: () => isAdminRole(getAuth().role) };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

const authStore: AuthStore = createAuthStore(() => (typeof window === "undefined" ? null : window.localStorage));

export const getAuth = authStore.getAuth;
export const setAuth = authStore.setAuth;
export const clearAuth = authStore.clearAuth;
export const isAdmin = authStore.isAdmin;
export const subscribeAuth = authStore.subscribe;

const serverSnapshot = () => LOGGED_OUT;

/**
 * The auth state, live. The server and the hydration pass see LOGGED_OUT (the server cannot read
 * localStorage), so server HTML is stable; signed-in UI appears right after hydration.
 */
export function useAuth(store: AuthStore = authStore): AuthState {
  return useSyncExternalStore(store.subscribe, store.getAuth, serverSnapshot);
}
