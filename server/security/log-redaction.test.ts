/**
 * Issue #22, hole 6: sign-in link tokens never reach the log. The request lines of the landing
 * page (/emailLogin?token=…) and of the verification call name the path without the token, and
 * the outbox line (no SMTP) names the file, not the mailed link.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { uniqueAddress, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { mailedLink, redeemLink } from "./support/outbox.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

describe.each(engines())("log redaction on %s", (engine) => {
  let t: TestApp;
  let lines: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  beforeAll(async () => {
    t = await buildTestApp(engine, { LOG_LEVEL: "info" }, undefined, { logStream: log });
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  it("writes no sign-in link token: not on request lines, not on the outbox line", async () => {
    lines = [];
    const email = `${uniqueName("logged")}@example.org`.toLowerCase();
    const link = await mailedLink(t, email);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes("sign-in mail written to the outbox"))).toBe(true);

    await t.app.inject({ method: "GET", url: `/emailLogin${link.search}`, remoteAddress: uniqueAddress() });
    // A parameter name written with an escape is the same parameter to the query parser.
    await t.app.inject({
      method: "GET",
      url: `/api/user/verifyEmailLogin?%74oken=${token}x&email=${encodeURIComponent(email)}`,
      remoteAddress: uniqueAddress(),
    });
    expect((await redeemLink(t, link)).status).toBe(200);

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/emailLogin\?token=\[redacted\]&email=/),
        expect.stringMatching(/^\/api\/user\/verifyEmailLogin\?token=\[redacted\]&email=/),
      ]),
    );
    expect(urls).toContain(`/api/user/verifyEmailLogin?%74oken=[redacted]&email=${encodeURIComponent(email)}`);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
