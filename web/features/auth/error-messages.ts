/**
 * What the auth screens say when a call fails. The server's own message wins,
 * because it is already in the caller's language and says exactly what went wrong; the status
 * only picks a message when the reply carried none (a proxy's error page, say).
 */
import type { TFunction } from "../../lib/i18n.ts";
import { BusinessError, HttpError, NetworkError } from "../../lib/request/errors.ts";
import type { MessageKey } from "../../locales/keys.ts";

/** Any `t` bound to the auth namespace; tests pass a fake. */
export type Translate = TFunction<"auth">;
export type AuthKey = MessageKey<"auth">;

type StatusKeys = Readonly<Partial<Record<number, AuthKey>>>;

const LOGIN_STATUS: StatusKeys = { 401: "errors.invalidCredentials", 403: "errors.accountDisabled", 429: "errors.tooManyAttempts" };
/** 400 joins 422: this server reports schema failures as 400 (docs/architecture.md, "Error envelope"). */
const REGISTER_STATUS: StatusKeys = { 400: "errors.validation", 409: "errors.conflict", 422: "errors.validation", 429: "errors.tooManyAttempts" };
const COMMON_STATUS: StatusKeys = { 429: "errors.tooManyAttempts" };

/** The server's message, if the failure carried one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof HttpError) return error.serverMsg?.trim() || null;
  if (error instanceof BusinessError) return error.msg.trim() || null;
  return null;
}

export function describeError(error: unknown, t: Translate, statusKeys: StatusKeys, fallbackKey: AuthKey): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof HttpError) {
    const key = statusKeys[error.status];
    if (key) return t(key);
  }
  if (error instanceof NetworkError) return t(error.kind === "timeout" ? "errors.timeout" : "errors.network");
  return t(fallbackKey);
}

/** Login: server message, else 401 invalid credentials, 403 disabled, 429 too many attempts, else generic. */
export const loginErrorMessage = (error: unknown, t: Translate) => describeError(error, t, LOGIN_STATUS, "errors.loginFailed");

/** Register: server message, else 409 conflict, 422 validation, else generic. */
export const registerErrorMessage = (error: unknown, t: Translate) => describeError(error, t, REGISTER_STATUS, "errors.registerFailed");

/** Sending the link, verifying it, profile and password calls: server message, else the screen's fallback. */
export const callErrorMessage = (error: unknown, t: Translate, fallbackKey: AuthKey) => describeError(error, t, COMMON_STATUS, fallbackKey);

/**
 * A 401 on a signed-in call has already ended the session with the 'session expired' toast and a
 * move to /login (lib/api.ts), so the screen adds nothing.
 */
export const isSessionEnd = (error: unknown) => error instanceof HttpError && error.status === 401;
