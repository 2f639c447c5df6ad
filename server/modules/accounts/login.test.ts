import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildUser, signIn, uniqueAddress, uniqueName } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

describe.each(engines())("password sign-in on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.reset());

  const login = (payload: Record<string, unknown>, options: { lan?: string; remoteAddress?: string } = {}) =>
    t.call<string>({ method: "POST", url: "/api/user/login", payload, remoteAddress: options.remoteAddress ?? uniqueAddress(), lan: options.lan });

  it("answers with the access token as data and the refresh token beside it and in a header", async () => {
    const user = await buildUser(t);
    const { status, body, headers } = await login({ loginName: user.loginName, pwd: user.password, rememberMe: false });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(typeof body.data).toBe("string");
    const refreshToken = (body as unknown as { refreshToken: string }).refreshToken;
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers["x-pp-refresh-token"]).toBe(refreshToken);
    expect(headers["cache-control"]).toContain("no-store");
  });

  it("puts id, role, username, avatar, email and the issuer in the access token, valid for 15 minutes", async () => {
    const user = await buildUser(t, { avatar: "/uploads/me.png" });
    const { token } = await signIn(t, user);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      id: user.id,
      role: 1,
      username: user.loginName,
      avatar: "/uploads/me.png",
      email: user.email,
      iss: "prompt-plaza",
      typ: "access",
    });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it("accepts the e-mail address instead of the username, in any letter case", async () => {
    const user = await buildUser(t);
    const { status } = await login({ loginName: user.email!.toUpperCase(), pwd: user.password });
    expect(status).toBe(200);
    const byName = await login({ loginName: user.loginName.toUpperCase(), pwd: user.password });
    expect(byName.status).toBe(200);
  });

  it("gives the same 401 for a wrong password and for an unknown user", async () => {
    const user = await buildUser(t);
    const wrong = await login({ loginName: user.loginName, pwd: "wrong-password" }, { lan: "en" });
    const unknown = await login({ loginName: uniqueName("ghost"), pwd: "wrong-password" }, { lan: "en" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.msg).toBe("Wrong username or password");
  });

  it("refuses an account that has no password (created by an e-mail link) with the same 401", async () => {
    const user = await buildUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const { status, body } = await login({ loginName: user.loginName, pwd: "anything-at-all" }, { lan: "en" });
    expect(status).toBe(401);
    expect(body.msg).toBe("Wrong username or password");
  });

  it("tells a disabled account 403 only when the password is right", async () => {
    const user = await buildUser(t, { status: 0 });
    const right = await login({ loginName: user.loginName, pwd: user.password }, { lan: "en" });
    expect(right.status).toBe(403);
    expect(right.body.msg).toBe("This account has been disabled, please contact an administrator");
    const wrong = await login({ loginName: user.loginName, pwd: "wrong-password" });
    expect(wrong.status).toBe(401);
  });

  it("validates the body with the login form's messages", async () => {
    const short = await login({ loginName: "ab", pwd: "secret-123" }, { lan: "zh-CN" });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe("用户名至少 3 个字符");
    const noPassword = await login({ loginName: "someone" }, { lan: "en" });
    expect(noPassword.body.msg).toBe("Please enter a password");
  });

  it("answers the 11th failed sign-in of an account from one address within 15 minutes with 429, even with the right password", async () => {
    const user = await buildUser(t);
    const remoteAddress = uniqueAddress();
    for (let i = 0; i < 10; i++) {
      const { status } = await login({ loginName: user.loginName, pwd: `wrong-${i}-pass` }, { remoteAddress });
      expect(status).toBe(401);
    }
    const eleventh = await login({ loginName: user.email!, pwd: user.password }, { lan: "en", remoteAddress });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe("Too many failed sign-in attempts, please try again in 15 minutes");
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const later = await login({ loginName: user.loginName, pwd: user.password }, { remoteAddress });
    expect(later.status).toBe(200);
  });

  it("throttles unknown login names exactly like existing ones", async () => {
    const ghost = uniqueName("ghost");
    const remoteAddress = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login({ loginName: ghost, pwd: "wrong-password" }, { remoteAddress })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 9; i++) await login({ loginName: user.loginName, pwd: "wrong-password" });
    expect((await login({ loginName: user.loginName, pwd: user.password })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login({ loginName: user.loginName, pwd: "wrong-password" })).status).toBe(401);
  });

  it("throttles a client address after 50 failed sign-ins across many accounts", async () => {
    const remoteAddress = uniqueAddress();
    for (let i = 0; i < 50; i++) {
      const { status } = await login({ loginName: uniqueName("spray"), pwd: "wrong-password" }, { remoteAddress });
      expect(status).toBe(401);
    }
    const user = await buildUser(t);
    const blocked = await login({ loginName: user.loginName, pwd: user.password }, { remoteAddress });
    expect(blocked.status).toBe(429);
    const elsewhere = await login({ loginName: user.loginName, pwd: user.password });
    expect(elsewhere.status).toBe(200);
  });

  it("opens a 30-day session with remember-me and a 1-day session without", async () => {
    const user = await buildUser(t);
    const started = Date.now();
    const remembered = decodeJwt((await signIn(t, user, { rememberMe: true })).token);
    const plain = decodeJwt((await signIn(t, user, { rememberMe: false })).token);
    const expiry = async (sid: unknown) => {
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(sid)));
      return row!.expiresAt.getTime() - started;
    };
    const day = 24 * 60 * 60 * 1000;
    expect(await expiry(remembered.sid)).toBeGreaterThan(30 * day - 60_000);
    expect(await expiry(remembered.sid)).toBeLessThan(30 * day + 60_000);
    expect(await expiry(plain.sid)).toBeGreaterThan(day - 60_000);
    expect(await expiry(plain.sid)).toBeLessThan(day + 60_000);
  });
});
