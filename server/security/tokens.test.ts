/**
 * Issue #11, tokens: the key figures of the accounts suite (server/modules/accounts/*.test.ts
 * tests each case in depth) asserted compactly across every route that needs a caller. Forged or
 * misused tokens are refused by every user, owner and admin route; sign-out, disabling and
 * demotion bite on the next request; e-mail links are single-use, short-lived and race-safe;
 * a replayed refresh token ends its family.
 */
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { REFRESH_REUSE_GRACE_MS } from "../modules/accounts/refresh.ts";
import { report } from "./support/figures.test-support.ts";
import { mailedLink, redeemLink } from "./support/outbox.test-support.ts";
import { callableRoutes, minimalRequest, routeName } from "./support/routes.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const SECRET = new TextEncoder().encode("test-secret-test-secret-test-secret-1234");
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe.each(engines())("tokens on %s", (engine) => {
  let t: TestApp;
  const figures = { forged: 0, routeChecks: 0, accepted: 0 };
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    report(
      `tokens (${engine}): ${figures.forged} forged or misused tokens × every protected route = ${figures.routeChecks} requests, ${figures.accepted} accepted`,
    );
    if (t) await closeWithin(() => t.close());
  });

  const profile = (token: string) => t.call({ method: "GET", url: "/auth/profile", token });
  const refresh = (refreshToken: string) =>
    t.call<{ token: string; refreshToken: string }>({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": refreshToken } });

  it("refuses forged and misused tokens on every route that needs a caller", async () => {
    const { token: valid, refreshToken } = await buildSignedInUser(t, { role: 3 });
    const { iat: _iat, exp: _exp, iss: _iss, ...claims } = decodeJwt(valid);
    const sign = (payload: Record<string, unknown>, options: { alg?: string; key?: Uint8Array; issuer?: string; expires?: number } = {}) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: options.alg ?? "HS256" })
        .setIssuer(options.issuer ?? "prompt-plaza")
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(options.expires ?? Math.floor(Date.now() / 1000) + 600)
        .sign(options.key ?? SECRET);
    // The control: signed like ours, accepted. Each forgery below differs from it in one way.
    expect((await profile(await sign(claims))).status).toBe(200);
    const [header, , signature] = valid.split(".");
    const forged: Array<[string, string]> = [
      ["alg none", `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, iss: "prompt-plaza", exp: 9_999_999_999 })}.`],
      ["another key", await sign(claims, { key: new TextEncoder().encode("another-secret-another-secret-another-1") })],
      ["another issuer", await sign(claims, { issuer: "someone-else" })],
      ["expired", await sign(claims, { expires: Math.floor(Date.now() / 1000) - 1 })],
      ["HS512 with our key", await sign(claims, { alg: "HS512" })],
      ["refresh token as access token", refreshToken],
      ["payload edited to another user", `${header}.${base64url({ ...decodeJwt(valid), id: 1 })}.${signature}`],
      ["garbage", "not.a.token"],
    ];
    const protectedRoutes = callableRoutes(t.app).filter((r) => r.access !== "public");
    const accepted: string[] = [];
    for (const [name, token] of forged) {
      figures.forged += 1;
      for (const route of protectedRoutes) {
        figures.routeChecks += 1;
        const reply = await t.app.inject(minimalRequest(route, token));
        if (reply.statusCode !== 401) accepted.push(`${name} on ${routeName(route)}: ${reply.statusCode}`);
      }
    }
    figures.accepted = accepted.length;
    expect(accepted).toEqual([]);
  });

  it("applies sign-out, disabling and demotion on the very next request", async () => {
    const out = await buildSignedInUser(t);
    expect((await t.call({ method: "POST", url: "/api/user/logout", token: out.token })).status).toBe(200);
    expect((await profile(out.token)).status).toBe(401);
    expect((await refresh(out.refreshToken)).status).toBe(401);

    const disabled = await buildSignedInUser(t);
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, disabled.user.id));
    expect((await profile(disabled.token)).status).toBe(401);
    expect((await refresh(disabled.refreshToken)).status).toBe(401);

    const demoted = await buildSignedInUser(t, { role: 3 });
    expect((await t.call({ method: "GET", url: "/admin/stats", token: demoted.token })).status).toBe(200);
    await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, demoted.user.id));
    expect((await t.call({ method: "GET", url: "/admin/stats", token: demoted.token })).status).toBe(403);
  });

  it("ends the whole refresh family when a spent refresh token comes back after the grace window", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    const rotated = await refresh(refreshToken);
    expect(rotated.status).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(401);
    expect((await profile(rotated.body.data.token)).status).toBe(401);
  });

  describe("e-mail sign-in links", () => {
    const mailLink = (to: string) => mailedLink(t, to);
    const verify = (link: URL) => redeemLink(t, link);
    const address = () => `${uniqueName("link")}@example.org`.toLowerCase();

    it("refuses a replayed link", async () => {
      const link = await mailLink(address());
      expect((await verify(link)).status).toBe(200);
      expect((await verify(link)).status).toBe(400);
    });

    it("refuses a link once its 10 minutes have passed on the app's clock", async () => {
      const link = await mailLink(address());
      t.clock.advance(10 * 60 * 1000 + 1000);
      expect((await verify(link)).status).toBe(400);
    });

    it("turns 20 parallel redemptions of one link into one session", async () => {
      const to = address();
      const link = await mailLink(to);
      const results = await Promise.all(Array.from({ length: 20 }, () => verify(link)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const [account] = await t.database.db.select().from(users).where(eq(users.email, to));
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account!.id))).toHaveLength(1);
    });
  });
});
