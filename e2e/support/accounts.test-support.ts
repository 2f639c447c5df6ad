/** Accounts for browser tests: signed in through the API, their tokens where the app keeps them. */
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { call } from "./api.test-support.ts";

export { ADMIN } from "./api.test-support.ts";

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  return (await call(baseUrl, "POST", path, { body })).body as T;
}

/**
 * Signs in and seeds localStorage before any page of the context runs. Only once per tab: a test
 * that signs out, or a refresh that rotates the tokens, is not undone by the next navigation.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  account: { loginName: string; pwd: string },
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; token: string }> {
  const login = await post<{ code: number; msg: string; data: string; refreshToken: string }>(baseUrl, "/api/user/login", account);
  if (login.code !== 0) throw new Error(`login of ${account.loginName} failed: ${login.msg}`);
  const claims = JSON.parse(Buffer.from(login.data.split(".")[1]!, "base64url").toString()) as { id: number; role: number; username: string };
  const context = await browser.newContext({ locale: "zh-CN", ...options });
  await context.addInitScript(
    ([token, refreshToken, c]) => {
      if (localStorage.getItem("token") || sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      Object.entries({ token, refreshToken, isLoggedIn: "true", username: c.username, userId: String(c.id), userRole: String(c.role) }).forEach(([k, v]) =>
        localStorage.setItem(k, v),
      );
    },
    [login.data, login.refreshToken, claims] as const,
  );
  return { context, token: login.data };
}

/** A new account, registered through the API. */
export async function registerUser(baseUrl: string): Promise<{ loginName: string; pwd: string }> {
  const loginName = `e2e_${randomBytes(4).toString("hex")}`;
  const pwd = "e2e-password-1";
  const registered = await post<{ code: number; msg: string }>(baseUrl, "/api/user/register", { loginName, email: `${loginName}@example.com`, pwd });
  if (registered.code !== 0) throw new Error(`register failed: ${registered.msg}`);
  return { loginName, pwd };
}

export async function newUserContext(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; loginName: string }> {
  const account = await registerUser(baseUrl);
  const { context } = await signedInContext(browser, baseUrl, account, options);
  return { context, loginName: account.loginName };
}
