import { HttpError } from "./errors.ts";

export interface AuthHooks {
  getToken(): string | null;
  getRefreshToken(): string | null;
  refresh(): Promise<boolean>;
  onAuthFailure(): void;
}

export interface AuthRecovery {
  /** The stored token, with '' read as none. */
  token(): string | null;
  /** Refreshes the tokens once for all callers waiting at the same time; false means give up. */
  recover(): Promise<boolean>;
  /**
   * Runs a call with the current token; on a 401 it refreshes once and runs it again with the
   * new token. If that is impossible or the second run meets 401 too, the session ends.
   */
  run<T>(call: (token: string | null) => Promise<T>, skipRefresh?: boolean): Promise<T>;
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * Several calls usually fail with 401 together when a token expires. Sharing one refresh keeps
 * them from rotating the refresh token against each other (the server treats a reused refresh
 * token as theft) and makes a failed refresh end the session once, with one toast.
 */
export function createAuthRecovery(hooks: AuthHooks): AuthRecovery {
  let inFlight: Promise<boolean> | null = null;
  const token = () => hooks.getToken() || null;

  async function refreshOnce(): Promise<boolean> {
    // A missing refresh token logs the user out without asking the server.
    if (!hooks.getRefreshToken()) return false;
    try {
      return await hooks.refresh();
    } catch {
      return false;
    }
  }

  function recover(): Promise<boolean> {
    inFlight ??= refreshOnce()
      .then((ok) => {
        if (!ok) hooks.onAuthFailure();
        return ok;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function run<T>(call: (token: string | null) => Promise<T>, skipRefresh = false): Promise<T> {
    const sent = token();
    try {
      return await call(sent);
    } catch (error) {
      // Without a token a 401 is an answer (wrong password at login), not an expired session.
      if (!isUnauthorized(error) || sent === null || skipRefresh) throw error;
      const latest = token();
      // Null: a concurrent call already ended the session. Changed: it already refreshed.
      if (latest === null) throw error;
      if (latest === sent && !(await recover())) throw error;
    }
    try {
      return await call(token());
    } catch (error) {
      if (isUnauthorized(error)) hooks.onAuthFailure();
      throw error;
    }
  }

  return { token, recover, run };
}
