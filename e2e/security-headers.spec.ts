/**
 * Issue #11, output, page half (API replies: server/security/headers.test.ts): the production
 * server's pages carry the security headers, HSTS only when the site is served over HTTPS (the
 * server decides by PUBLIC_URL), and each page loads and hydrates under its CSP, whose script-src
 * names the page's inline scripts by hash and never allows 'unsafe-inline' (issue #22), without a
 * single violation. A signed-in API reply from the same process says no-store.
 */
import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../contract/catalog.ts";
import { report } from "../server/security/support/figures.test-support.ts";
import { headerProblems } from "../server/security/support/headers.test-support.ts";
import { call, signInAdmin } from "./support/api.test-support.ts";
import { desktop, launchBrowser } from "./support/browser.test-support.ts";
import { startServer, type RunningServer } from "./support/server.test-support.ts";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();
let browser: Browser | undefined;
let httpsSite: RunningServer | undefined;
let pagesChecked = 0;
// A dozen pages, each in a fresh browser context, on a machine that may be busy.
const PAGES_TIMEOUT_MS = 300_000;

beforeAll(async () => {
  browser = await launchBrowser();
  // Behind a TLS-terminating proxy the site's public address is https: the server sends HSTS.
  httpsSite = await startServer({ PUBLIC_URL: "https://plaza.example" });
});
afterAll(async () => {
  report(`page headers: ${pagesChecked} page loads checked for headers and CSP violations`);
  await browser?.close();
  await httpsSite?.stop();
  if (httpsSite) fs.rmSync(httpsSite.dataDir, { recursive: true, force: true });
});

async function pagePaths(): Promise<string[]> {
  const list = await call<PromptPage>(baseUrl, "GET", "/api/listPrompt?page=1&size=1");
  const code = list.body?.data?.list[0]?.code;
  if (!code) throw new Error("the demo catalogue has no prompt");
  // Each language's address, cached and streamed pages, 404s: every one runs its inline scripts under its own hashes.
  return [
    "/",
    `/detail/${code}`,
    "/detail/x",
    "/category",
    "/blog",
    "/blog/prompt-structure",
    "/about",
    "/login",
    "/en/",
    `/en/detail/${code}`,
    "/zh-TW/",
    `/zh-TW/detail/${code}`,
    "/no/such/page",
  ];
}

/** Loads a page in Chromium: its document's headers, and every CSP violation or error it meets. */
async function load(url: string): Promise<{ status: number; headers: Record<string, string>; violations: string[] }> {
  const context = await browser!.newContext({ ...desktop, locale: "zh-CN" });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  try {
    const response = await page.goto(url);
    if (!response) throw new Error(`no response for ${url}`);
    // Hydrated: the client bundle ran under the CSP and React Router took over the page.
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined, undefined, {
      timeout: 20_000,
    });
    violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])));
    pagesChecked += 1;
    return { status: response.status(), headers: await response.allHeaders(), violations };
  } finally {
    await context.close();
  }
}

describe("security headers on pages", () => {
  it(
    "every page carries CSP, nosniff and Referrer-Policy, no HSTS over plain HTTP, and loads with no CSP violation",
    async () => {
      const problems: string[] = [];
      for (const path of await pagePaths()) {
        const { status, headers, violations } = await load(`${baseUrl}${path}`);
        expect(status, path).toBeLessThan(500);
        for (const problem of [...headerProblems(headers, { https: false, signedIn: false }), ...violations]) problems.push(`${path} → ${status}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
    PAGES_TIMEOUT_MS,
  );

  it("sends HSTS on pages once the public address is https", async () => {
    const problems: string[] = [];
    for (const path of ["/", "/blog"]) {
      const { status, headers, violations } = await load(`${httpsSite!.url}${path}`);
      for (const problem of [...headerProblems(headers, { https: true, signedIn: false }), ...violations]) problems.push(`${path} → ${status}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("answers a signed-in caller's API call with no-store, from the production process", async () => {
    const token = await signInAdmin(baseUrl);
    const response = await fetch(`${baseUrl}/auth/profile`, { headers: { "x-pp-token": token } });
    expect(response.status).toBe(200);
    expect(headerProblems(Object.fromEntries(response.headers), { https: false, signedIn: true })).toEqual([]);
  });
});
