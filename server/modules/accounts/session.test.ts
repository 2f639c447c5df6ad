import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, buildUser, signIn } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { REFRESH_REUSE_GRACE_MS } from "./refresh.ts";

/** Test-only routes that show what the guard and the authenticator made of a request. */
function probes(app: FastifyInstance) {
  app.get("/api/test-probe/public", { config: { access: "public" } }, async (request) => ({ code: 0, msg: "ok", data: request.user }));
  app.get("/admin/api/test-probe", { config: { access: "admin" } }, async (request) => ({ code: 0, msg: "ok", data: request.user }));
}

describe.each(engines())("sessions and tokens on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, {}, probes);
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.reset());

  const profile = (token: string) => t.call({ method: "GET", url: "/auth/profile", token });
  const refresh = (refreshToken: string) =>
    t.call<{ token: string; refreshToken: string }>({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": refreshToken } });

  it("serves a signed-in user's profile with the access token and refuses it without one", async () => {
    const { user, token } = await buildSignedInUser(t);
    const ok = await profile(token);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id: user.id, username: user.loginName });
    expect(ok.headers["cache-control"]).toContain("no-store");
    const anonymous = await t.call({ method: "GET", url: "/auth/profile", lan: "en" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe("Please sign in first");
  });

  it("accepts the token with a Bearer prefix too", async () => {
    const { token } = await buildSignedInUser(t);
    const { status } = await t.call({ method: "GET", url: "/auth/profile", headers: { "x-pp-token": `Bearer ${token}` } });
    expect(status).toBe(200);
  });

  it("rotates the refresh token: the new pair works and the old refresh token is spent", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(refreshToken);
    expect(first.headers["x-pp-refresh-token"]).toBe(first.body.data.refreshToken);
    expect((await profile(first.body.data.token)).status).toBe(200);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
  });

  it("ends the whole session when a spent refresh token comes back after the grace window", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    const rotated = await refresh(refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(refreshToken);
    expect(replay.status).toBe(401);
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(401);
    expect((await profile(rotated.body.data.token)).status).toBe(401);
  });

  it("rejects a missing or unknown refresh token with 401", async () => {
    expect((await t.call({ method: "POST", url: "/auth/refresh" })).status).toBe(401);
    expect((await refresh("not-a-token-we-issued")).status).toBe(401);
  });

  it("gives a refresh token presented again within the grace window the same new pair (a retry after a lost reply)", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    const first = await refresh(refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const retry = await refresh(refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect((await profile(retry.body.data.token)).status).toBe(200);
    expect((await refresh(retry.body.data.refreshToken)).status).toBe(200);
  });

  it("gives two simultaneous refreshes with one token the same pair, and the session lives on", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect((await refresh(a.body.data.refreshToken)).status).toBe(200);
  });

  it("ends the session when a spent token comes back after its successor was used, even within the window", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    const first = await refresh(refreshToken);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await profile(second.body.data.token)).status).toBe(401);
  });

  it("stops honouring an access token 15 minutes after it was issued; a refresh gives a working one", async () => {
    const { token, refreshToken } = await buildSignedInUser(t);
    t.clock.advance(14 * 60 * 1000);
    expect((await profile(token)).status).toBe(200);
    t.clock.advance(60 * 1000 + 1000);
    expect((await profile(token)).status).toBe(401);
    const renewed = await refresh(refreshToken);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.data.token)).status).toBe(200);
  });

  it("refuses to refresh once a one-day session has ended", async () => {
    const { refreshToken } = await buildSignedInUser(t);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it("keeps a remember-me session refreshable after a day, until 30 days have passed", async () => {
    const user = await buildUser(t);
    const { refreshToken } = await signIn(t, user, { rememberMe: true });
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    const later = await refresh(refreshToken);
    expect(later.status).toBe(200);
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await refresh(later.body.data.refreshToken)).status).toBe(401);
  });

  it("signs out at once: the access token and the refresh family stop working", async () => {
    const { token, refreshToken } = await buildSignedInUser(t);
    const out = await t.call({ method: "POST", url: "/api/user/logout", token, lan: "en" });
    expect(out.status).toBe(200);
    expect(out.body.msg).toBe("Signed out");
    expect((await profile(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it("takes an empty JSON body on refresh and logout, the calls that take no body", async () => {
    const { token, refreshToken } = await buildSignedInUser(t);
    const json = { "content-type": "application/json" };
    const renewed = await t.call<{ token: string; refreshToken: string }>({
      method: "POST",
      url: "/auth/refresh",
      payload: "",
      headers: { ...json, "x-pp-refresh-token": refreshToken },
    });
    expect(renewed.status).toBe(200);
    const out = await t.call({ method: "POST", url: "/api/user/logout", payload: "", headers: json, token: renewed.body.data.token, lan: "en" });
    expect(out.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await refresh(renewed.body.data.refreshToken)).status).toBe(401);
  });

  it("ends only the session that signed out, not the user's other devices", async () => {
    const user = await buildUser(t);
    const phone = await signIn(t, user);
    const laptop = await signIn(t, user);
    await t.call({ method: "POST", url: "/api/user/logout", token: phone.token });
    expect((await profile(laptop.token)).status).toBe(200);
  });

  it("refuses a disabled account on its next request, token still unexpired", async () => {
    const { user, token, refreshToken } = await buildSignedInUser(t);
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    expect((await profile(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it("applies a demotion on the next request: the role comes from the database, not the token", async () => {
    const { user, token } = await buildSignedInUser(t, { role: 3 });
    expect(decodeJwt(token).role).toBe(3);
    expect((await t.call({ method: "GET", url: "/admin/api/test-probe", token })).status).toBe(200);
    await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, user.id));
    const demoted = await t.call({ method: "GET", url: "/admin/api/test-probe", token });
    expect(demoted.status).toBe(403);
  });

  it("applies a promotion on the next request too", async () => {
    const { user, token } = await buildSignedInUser(t);
    expect((await t.call({ method: "GET", url: "/admin/api/test-probe", token })).status).toBe(403);
    await t.database.db.update(users).set({ role: 3 }).where(eq(users.id, user.id));
    expect((await t.call({ method: "GET", url: "/admin/api/test-probe", token })).status).toBe(200);
  });

  it("treats a caller with a bad token on a public route as an anonymous visitor", async () => {
    const { status, body } = await t.call({ method: "GET", url: "/api/test-probe/public", token: "garbage.token.here" });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    const { token, user } = await buildSignedInUser(t);
    const known = await t.call<{ id: number; sessionId: string }>({ method: "GET", url: "/api/test-probe/public", token });
    expect(known.body.data).toMatchObject({ id: user.id, sessionId: decodeJwt(token).sid });
  });

  describe("forged and misused tokens", () => {
    const secret = new TextEncoder().encode("test-secret-test-secret-test-secret-1234");
    let claims: Record<string, unknown>;
    let valid: string;
    let refreshToken: string;
    beforeAll(async () => {
      const signedIn = await buildSignedInUser(t);
      valid = signedIn.token;
      refreshToken = signedIn.refreshToken;
      const { iat: _iat, exp: _exp, ...rest } = decodeJwt(valid);
      claims = rest;
    });
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const sign = (payload: Record<string, unknown>, options: { alg?: string; key?: Uint8Array; issuer?: string } = {}) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: options.alg ?? "HS256" })
        .setIssuer(options.issuer ?? "prompt-plaza")
        .setIssuedAt()
        .setExpirationTime("15m")
        .sign(options.key ?? secret);

    it("accepts a token signed like ours (the forgeries below differ in one way each)", async () => {
      const { iss: _iss, ...payload } = claims;
      expect((await profile(await sign(payload))).status).toBe(200);
      expect((await profile(valid)).status).toBe(200);
    });

    it.each([
      ["an unsigned token (alg none)", async () => `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, iat: 1, exp: 9_999_999_999 })}.`],
      ["a token signed with another key", async () => sign(claims, { key: new TextEncoder().encode("another-secret-another-secret-another-1") })],
      ["a token from another issuer", async () => sign({ ...claims, iss: undefined }, { issuer: "someone-else" })],
      ["a token signed with HS512 and our key", async () => sign(claims, { alg: "HS512" })],
      ["a token without the access type", async () => sign({ ...claims, typ: undefined })],
      [
        "a token whose payload was edited to claim admin",
        async () => {
          const [header, , signature] = valid.split(".");
          return `${header}.${base64url({ ...decodeJwt(valid), role: 3, id: 1 })}.${signature}`;
        },
      ],
    ])("refuses %s", async (_title, forge) => {
      const token = await forge();
      expect((await profile(token)).status).toBe(401);
      const onPublic = await t.call({ method: "GET", url: "/api/test-probe/public", token });
      expect(onPublic.body.data).toBeNull();
    });

    it("refuses a refresh token presented as an access token", async () => {
      expect((await profile(refreshToken)).status).toBe(401);
    });

    it("refuses a well-signed token naming a session that does not exist", async () => {
      const token = await sign({ ...claims, sid: "00000000-0000-4000-8000-000000000000", iss: undefined });
      expect((await profile(token)).status).toBe(401);
    });
  });
});
