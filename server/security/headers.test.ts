/**
 * Issue #11, output: security headers on every kind of API reply (a sample of routes of each
 * access level, 404s and error replies, including the ones Fastify makes before routing). HSTS
 * only when the site is served over HTTPS; no-store on anything said to a signed-in caller.
 * Pages are checked against the production server in e2e/security-headers.spec.ts.
 */
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { buildCallers, type Callers } from "./support/callers.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { headerProblems } from "./support/headers.test-support.ts";
import { callableRoutes, minimalRequest, routeName } from "./support/routes.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const SAMPLE_PER_LEVEL = 4;

type Sample = { name: string; request: InjectOptions; signedIn: boolean };

describe.each([
  ["http", "http://localhost:3000"],
  ["https", "https://plaza.example"],
] as const)("security headers when PUBLIC_URL is %s", (scheme, publicUrl) => {
  let t: TestApp;
  let callers: Callers;
  let checked = 0;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { PUBLIC_URL: publicUrl });
    callers = await buildCallers(t);
  });
  afterAll(async () => {
    report(`security headers (${scheme}): ${checked} replies checked`);
    if (t) await closeWithin(() => t.close());
  });

  function samples(): Sample[] {
    const out: Sample[] = [];
    for (const level of ["public", "user", "owner", "admin"] as const) {
      const routes = callableRoutes(t.app)
        .filter((r) => r.access === level && r.method !== "POST" && !r.url.includes("logout"))
        .slice(0, SAMPLE_PER_LEVEL);
      for (const route of routes) {
        const caller = level === "public" ? callers.visitor : level === "admin" ? callers.admin : callers.user;
        out.push({ name: `${routeName(route)} (${level}, allowed)`, request: minimalRequest(route, caller.token), signedIn: caller.token !== undefined });
        if (level !== "public")
          out.push({ name: `${routeName(route)} (${level}, refused visitor)`, request: minimalRequest(route, undefined), signedIn: false });
      }
    }
    // A public reply to a signed-in caller is about them too (favourites, levels): no-store as well.
    out.push({
      name: "GET /api/index as a user",
      request: { method: "GET", url: "/api/index", headers: { "x-pp-token": callers.user.token! } },
      signedIn: true,
    });
    out.push({
      name: "admin route refused to a user (403)",
      request: { method: "GET", url: "/admin/stats", headers: { "x-pp-token": callers.user.token! } },
      signedIn: true,
    });
    out.push({ name: "unknown API path (404)", request: { method: "GET", url: "/api/no-such-endpoint" }, signedIn: false });
    out.push({ name: "unknown admin path (404)", request: { method: "POST", url: "/admin/api/no-such-endpoint", payload: {} }, signedIn: false });
    out.push({
      name: "invalid JSON (400)",
      request: { method: "POST", url: "/api/user/login", payload: "{", headers: { "content-type": "application/json" } },
      signedIn: false,
    });
    out.push({ name: "validation failure (400)", request: { method: "POST", url: "/api/user/login", payload: { loginName: 1 } }, signedIn: false });
    out.push({
      name: "body over 2 MB (413)",
      request: {
        method: "POST",
        url: "/api/user/login",
        payload: JSON.stringify({ x: "a".repeat(2_200_000) }),
        headers: { "content-type": "application/json" },
      },
      signedIn: false,
    });
    out.push({
      name: "wrong content type (415)",
      request: { method: "POST", url: "/api/user/login", payload: "<x/>", headers: { "content-type": "application/xml" } },
      signedIn: false,
    });
    out.push({ name: "malformed %-escape (400, before routing)", request: { method: "GET", url: "/api/prompt/%E0%A4%A" }, signedIn: false });
    out.push({
      name: "path parameter past its length (414, before routing)",
      request: { method: "GET", url: `/api/prompt/${"a".repeat(300)}` },
      signedIn: false,
    });
    return out;
  }

  it("sets CSP, nosniff, Referrer-Policy and HSTS exactly as configured, and no-store for signed-in callers", async () => {
    const problems: string[] = [];
    for (const sample of samples()) {
      const reply = await t.app.inject(sample.request);
      checked += 1;
      for (const problem of headerProblems(reply.headers, { https: scheme === "https", signedIn: sample.signedIn || reply.statusCode === 401 }))
        problems.push(`${sample.name} → ${reply.statusCode}: ${problem}`);
    }
    expect(checked).toBeGreaterThan(15);
    expect(problems).toEqual([]);
  });
});
