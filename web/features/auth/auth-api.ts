/**
 * The user and auth calls (/api/user/*, /auth/*).
 *
 * Sign-in, registration and the e-mail link go out exactly once, through `sendAttempt` rather
 * than the shared client: a retry could spend a single-use link, send a second mail against the
 * per-address limit, or turn a registration that went through into "name taken"; they must not
 * start a token refresh either (a 401 there means wrong credentials). Login also needs the
 * refresh token, which the server puts beside `data` and the shared client drops.
 * Profile calls use the shared client: they need the token, its refresh and the session-expired
 * handling.
 */
import type { AccountExport } from "../../../contract/account-replies.ts";
import type { DeletedPromptsChoice } from "../../../contract/account-rules.ts";
import type { Profile } from "../../../contract/accounts.ts";
import type { UploadedFile } from "../../../contract/uploads.ts";
import { api, type ApiClient } from "../../lib/api.ts";
import { pageLanguage } from "../../lib/page-language.ts";
import { settleReply } from "../../lib/request/envelope.ts";
import { sendAttempt } from "../../lib/request/send-attempt.ts";
import { buildUrl, type Query } from "../../lib/request/url.ts";

export type { Profile };

export interface Tokens {
  token: string;
  refreshToken: string | null;
}

export interface SendOnceInit {
  method: "GET" | "POST";
  path: string;
  query?: Query;
  body?: unknown;
  fetch?: typeof fetch;
  language?: string;
}

/** Long enough for a slow mail server behind the e-mail link call, short enough to give up. */
const ONCE_TIMEOUT_MS = 30_000;

/** One exchange, no retry, no token; the reply's data and its whole body (or HttpError/BusinessError/NetworkError). */
export async function sendOnce(init: SendOnceInit): Promise<{ data: unknown; body: Record<string, unknown> }> {
  const json = init.body !== undefined;
  const reply = await sendAttempt({
    url: buildUrl("", init.path, init.query),
    method: init.method,
    headers: { "X-LAN": init.language ?? pageLanguage(), ...(json ? { "Content-Type": "application/json" } : {}) },
    body: json ? JSON.stringify(init.body) : undefined,
    timeoutMs: ONCE_TIMEOUT_MS,
    fetch: init.fetch ?? ((input, request) => globalThis.fetch(input, request)),
  });
  const data = settleReply(reply.status, reply.text);
  // settleReply accepted it as an envelope, so it is a JSON object.
  return { data, body: JSON.parse(reply.text) as Record<string, unknown> };
}

/** Login and link verification answer `data: "<access jwt>", refreshToken: "<opaque>"`. */
export function tokensOf(reply: { data: unknown; body: Record<string, unknown> }): Tokens {
  if (typeof reply.data !== "string" || !reply.data) throw new TypeError("The sign-in reply carries no token");
  const refresh = reply.body.refreshToken;
  return { token: reply.data, refreshToken: typeof refresh === "string" && refresh ? refresh : null };
}

export async function loginWithPassword(input: { loginName: string; pwd: string; rememberMe: boolean }, fetchImpl?: typeof fetch): Promise<Tokens> {
  return tokensOf(await sendOnce({ method: "POST", path: "/api/user/login", body: input, fetch: fetchImpl }));
}

export async function register(input: { loginName: string; email: string; pwd: string }, fetchImpl?: typeof fetch): Promise<void> {
  await sendOnce({ method: "POST", path: "/api/user/register", body: input, fetch: fetchImpl });
}

/** The reply is the same for known and unknown addresses; only failures differ. `redirect`: where the link's page goes on to. */
export async function sendEmailLink(input: { email: string; rememberMe: boolean; redirect?: string }, fetchImpl?: typeof fetch): Promise<void> {
  const query = { email: input.email, ...(input.rememberMe ? { rememberMe: 1 } : {}), ...(input.redirect ? { redirect: input.redirect } : {}) };
  await sendOnce({ method: "GET", path: "/api/user/emailLogin", query, fetch: fetchImpl });
}

/** Every query parameter of the link goes along, not only the ones known today. */
export async function verifyEmailLogin(params: URLSearchParams, fetchImpl?: typeof fetch): Promise<Tokens> {
  return tokensOf(await sendOnce({ method: "GET", path: `/api/user/verifyEmailLogin?${params.toString()}`, fetch: fetchImpl }));
}

export function getProfile(client: ApiClient = api): Promise<Profile> {
  // Never from the GET cache: this page exists to show what was just saved.
  return client.get<Profile>("/auth/profile", undefined, { cache: false });
}

/** The reply carries a fresh access token, since the token holds the avatar the header shows. A field left out stays as it is. */
export function updateProfile(input: { nickName?: string; avatar?: string }, client: ApiClient = api): Promise<Profile & { token: string }> {
  return client.put<Profile & { token: string }>("/auth/profile", input);
}

/** The form field the avatar picture goes in (the server takes any name; the client counts it against the body limit). */
export const AVATAR_FIELD = "file";

/** Stores a picture (POST /upload/avatar) and answers its address; updateProfile makes it the avatar. */
export function uploadAvatar(file: File, client: ApiClient = api): Promise<UploadedFile> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file, file.name);
  return client.upload<UploadedFile>("/upload/avatar", form);
}

export async function changePassword(
  input: { currentPassword: string; newPassword: string; confirmNewPassword: string },
  client: ApiClient = api,
): Promise<void> {
  await client.post("/auth/change-password", input);
}

/** Everything the site keeps about the caller (decision 032), as one JSON document. */
export function exportMyData(client: ApiClient = api): Promise<AccountExport> {
  return client.get<AccountExport>("/auth/export", undefined, { cache: false });
}

/** Mails a confirmation link to the new address; the address changes only once it is opened. */
export async function requestEmailChange(input: { newEmail: string; currentPassword: string }, client: ApiClient = api): Promise<void> {
  await client.post("/auth/email-change", input);
}

/** Applies the change the mailed link names; the reply carries a fresh access token (it holds the address). */
export function confirmEmailChange(token: string, client: ApiClient = api): Promise<Profile & { token: string }> {
  return client.post<Profile & { token: string }>("/auth/email-change/confirm", { token });
}

export async function deleteAccount(input: { currentPassword: string; prompts: DeletedPromptsChoice }, client: ApiClient = api): Promise<void> {
  await client.post("/auth/delete-account", input);
}
