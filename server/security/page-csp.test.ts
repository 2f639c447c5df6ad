/**
 * Issue #22, hole 7: the pages run no inline script their CSP does not name. script-src has no
 * 'unsafe-inline'; every inline script of the HTML (found by an HTML parser, not the server's own
 * pattern) is allowed by its SHA-256 in the policy of the same reply, whether the page was just
 * rendered or comes from the response cache, in each language, for 200 and 404 pages alike.
 * Needs the client build (`react-router build`, which `npm run test:security` runs first).
 */
import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const PAGES = [
  "/",
  "/en/",
  "/zh-TW/",
  "/?category=writing",
  "/detail/business-email-writer",
  "/zh-TW/detail/business-email-writer",
  "/en/detail/writing-polish-article",
  "/category",
  "/blog/prompt-structure",
  "/about",
  "/login",
  "/admin",
  "/no/such/page",
  "/en/detail/no-such-prompt",
];

/** The script-src sources of a policy. */
function scriptSources(policy: string): string[] {
  const directive = policy
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/** The inline scripts a browser would run: no src, and a script type (JSON-LD is data). */
function inlineScripts(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll("script:not([src])")].filter((s) => !/json/.test(s.getAttribute("type") ?? "")).map((s) => s.textContent ?? "");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the CSP of server-rendered pages", () => {
  let t: TestApp;
  let checked = 0;
  beforeAll(async () => {
    // Production: pages are kept in the response cache, so the second request of each is a hit.
    t = await buildTestApp("pglite", { SEED: "demo", NODE_ENV: "production" }, undefined, { pages: true });
  });
  afterAll(async () => {
    report(`page CSP: ${checked} page replies checked, every inline script named by its hash`);
    if (t) await closeWithin(() => t.close());
  });

  it("names every inline script of each page by its hash and never allows inline scripts wholesale, rendered or cached", async () => {
    const problems: string[] = [];
    for (const path of PAGES) {
      const replies = [];
      for (let round = 0; round < 2; round++) replies.push(await t.app.inject({ method: "GET", url: path }));
      expect(replies[0]!.headers["content-type"], path).toMatch(/^text\/html/);
      expect(replies[1]!.body, `${path}: the second reply is the cached first`).toBe(replies[0]!.body);
      for (const reply of replies) {
        checked += 1;
        const sources = scriptSources(String(reply.headers["content-security-policy"] ?? ""));
        if (!sources.includes("'self'")) problems.push(`${path}: script-src without 'self'`);
        for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
          if (sources.includes(loose)) problems.push(`${path}: script-src allows ${loose}`);
        const scripts = inlineScripts(reply.body);
        if (scripts.length === 0) problems.push(`${path}: no inline script found (React Router always writes some)`);
        for (const script of scripts)
          if (!sources.includes(sha256(script))) problems.push(`${path} (${reply.statusCode}): an inline script not in script-src: ${script.slice(0, 60)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps inline scripts out of API replies' policy too", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/index" });
    expect(reply.statusCode).toBe(200);
    expect(scriptSources(String(reply.headers["content-security-policy"]))).toEqual(["'self'"]);
  });
});
