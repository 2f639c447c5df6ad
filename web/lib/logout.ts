/**
 * Signing out. Local state is cleared first and always: the user asked to leave, and a server that
 * cannot be reached must not keep them signed in on this device. The server call then revokes the
 * refresh token; its outcome only decides whether the UI reports a problem.
 * Plain fetch on purpose: this call must not retry or refresh a token (lib/request does both).
 */
import { clearAuth, getAuth } from "./auth-store.ts";

export async function logout(lang: string): Promise<{ serverOk: boolean }> {
  const { token, refreshToken } = getAuth();
  clearAuth();
  if (!token) return { serverOk: true };
  try {
    const response = await fetch("/api/user/logout", {
      method: "POST",
      headers: { "X-PP-TOKEN": token, "X-LAN": lang, ...(refreshToken ? { "X-PP-REFRESH-TOKEN": refreshToken } : {}) },
    });
    // 401: the server no longer knows this session, which is what signing out asks for.
    if (response.status === 401) return { serverOk: true };
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return { serverOk: response.ok && body?.code === 0 };
  } catch {
    return { serverOk: false };
  }
}
