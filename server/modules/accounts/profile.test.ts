import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../contract/accounts.ts";
import { prompts, sessions, users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, buildUser, signIn, uniqueName } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

describe.each(engines())("profile, password and statistics on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  const changePassword = (token: string, body: Record<string, unknown>, lan = "en") =>
    t.call({ method: "POST", url: "/auth/change-password", token, payload: body, lan });

  it("shows the caller's own profile without the password hash", async () => {
    const { user, token } = await buildSignedInUser(t, { nickName: "小明" });
    const { status, body } = await t.call<Profile>({ method: "GET", url: "/auth/profile", token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: user.id, username: user.loginName, nickName: "小明", email: user.email, role: 1, hasPassword: true });
    expect(JSON.stringify(body)).not.toContain("argon2");
  });

  it("updates the nickname and avatar and returns a token carrying the new avatar", async () => {
    const { user, token } = await buildSignedInUser(t);
    const { status, body } = await t.call<Profile & { token: string }>({
      method: "PUT",
      url: "/auth/profile",
      token,
      payload: { nickName: "  New Name ", avatar: "/uploads/avatars/a.png" },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nickName: "New Name", avatar: "/uploads/avatars/a.png" });
    expect(decodeJwt(body.data.token)).toMatchObject({ id: user.id, avatar: "/uploads/avatars/a.png", sid: decodeJwt(token).sid });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nickName: "New Name", avatar: "/uploads/avatars/a.png" });
  });

  // Issue #24 bug 10: the header shows the nickname, read from the token beside the login name.
  it("names the nickname in every access token: at sign-in, after saving the profile and after a refresh", async () => {
    const { user, token, refreshToken } = await buildSignedInUser(t, { nickName: "小明" });
    expect(decodeJwt(token)).toMatchObject({ username: user.loginName, nickName: "小明" });
    const saved = await t.call<Profile & { token: string }>({ method: "PUT", url: "/auth/profile", token, payload: { nickName: "明明" } });
    expect(decodeJwt(saved.body.data.token)).toMatchObject({ username: user.loginName, nickName: "明明" });
    const refreshed = await t.call<{ token: string }>({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.data.token)).toMatchObject({ username: user.loginName, nickName: "明明" });
  });

  it.each(["javascript:alert(1)", "//evil.example/x.png", "ftp://host/a.png", `https://example.com/${"a".repeat(500)}`, "/a b.png"])(
    "refuses the avatar %s",
    async (avatar) => {
      const { token } = await buildSignedInUser(t);
      const { status, body } = await t.call({ method: "PUT", url: "/auth/profile", token, payload: { avatar }, lan: "en" });
      expect(status).toBe(400);
      expect(body.msg).toMatch(/^The avatar address is not valid/);
    },
  );

  it("refuses an empty or overlong nickname", async () => {
    const { token } = await buildSignedInUser(t);
    expect((await t.call({ method: "PUT", url: "/auth/profile", token, payload: { nickName: "   " } })).status).toBe(400);
    expect((await t.call({ method: "PUT", url: "/auth/profile", token, payload: { nickName: "x".repeat(31) } })).status).toBe(400);
  });

  it("changes the password, signs out the other sessions and keeps the current one", async () => {
    const user = await buildUser(t);
    const current = await signIn(t, user);
    const other = await signIn(t, user);
    const { status, body } = await changePassword(current.token, {
      currentPassword: user.password,
      newPassword: "brand-new-pass",
      confirmNewPassword: "brand-new-pass",
    });
    expect(status).toBe(200);
    expect(body.msg).toBe("Password changed; your other devices have been signed out");
    expect((await t.call({ method: "GET", url: "/auth/profile", token: current.token })).status).toBe(200);
    expect((await t.call({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": current.refreshToken } })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/auth/profile", token: other.token })).status).toBe(401);
    expect((await t.call({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": other.refreshToken } })).status).toBe(401);
    const oldLogin = await t.call({ method: "POST", url: "/api/user/login", payload: { loginName: user.loginName, pwd: user.password } });
    expect(oldLogin.status).toBe(401);
    await signIn(t, { loginName: user.loginName, password: "brand-new-pass" });
  });

  it("refuses a wrong current password with 400 (not 401, which would sign the browser out)", async () => {
    const { token } = await buildSignedInUser(t);
    const { status, body } = await changePassword(token, {
      currentPassword: "not-my-password",
      newPassword: "brand-new-pass",
      confirmNewPassword: "brand-new-pass",
    });
    expect(status).toBe(400);
    expect(body.msg).toBe("The current password is wrong");
  });

  it("throttles guessing of the current password after 10 wrong tries", async () => {
    const { user, token } = await buildSignedInUser(t);
    for (let i = 0; i < 10; i++)
      await changePassword(token, { currentPassword: `guess-${i}-x`, newPassword: "brand-new-pass", confirmNewPassword: "brand-new-pass" });
    const blocked = await changePassword(token, { currentPassword: user.password, newPassword: "brand-new-pass", confirmNewPassword: "brand-new-pass" });
    expect(blocked.status).toBe(429);
  });

  it.each([
    [{ newPassword: "brand-new-pass", confirmNewPassword: "brand-new-pasz" }, "The two passwords do not match"],
    [{ newPassword: "short", confirmNewPassword: "short" }, "The password needs at least 6 characters"],
    [{ newPassword: "x".repeat(51), confirmNewPassword: "x".repeat(51) }, "The password can have at most 50 characters"],
  ])("refuses the new password %j", async (fields, message) => {
    const { user, token } = await buildSignedInUser(t);
    const { status, body } = await changePassword(token, { currentPassword: user.password, ...fields });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it("lets an account created by an e-mail link set its first password without a current one, from a session a link opened minutes ago", async () => {
    const { user, token } = await buildSignedInUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const profile = await t.call<Profile>({ method: "GET", url: "/auth/profile", token });
    expect(profile.body.data).toMatchObject({ hasPassword: false, firstPasswordAllowed: false });
    const body = { currentPassword: "", newPassword: "first-password", confirmNewPassword: "first-password" };
    expect((await changePassword(token, body)).status).toBe(403);
    await t.database.db
      .update(sessions)
      .set({ emailLinkAt: t.clock.now() })
      .where(eq(sessions.id, String(decodeJwt(token).sid)));
    expect((await changePassword(token, body)).status).toBe(200);
    await signIn(t, { loginName: user.loginName, password: "first-password" });
  });

  it("requires the current password when the account has one", async () => {
    const { token } = await buildSignedInUser(t);
    const { status, body } = await changePassword(token, { currentPassword: "", newPassword: "brand-new-pass", confirmNewPassword: "brand-new-pass" });
    expect(status).toBe(400);
    expect(body.msg).toBe("Please enter your current password");
  });

  it("sums views and copies over the caller's own prompts only", async () => {
    const { user, token } = await buildSignedInUser(t);
    const someoneElse = await buildUser(t);
    const code = () => uniqueName("p");
    await t.database.db.insert(prompts).values([
      { code: code(), authorId: user.id, clickCnt: 10, copyCnt: 3 },
      { code: code(), authorId: user.id, clickCnt: 5, copyCnt: 4 },
      { code: code(), authorId: someoneElse.id, clickCnt: 1000, copyCnt: 1000 },
    ]);
    const { status, body } = await t.call({ method: "GET", url: "/api/user/detail", token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ count: { clickedCnt: 15, usedCnt: 7 } });
  });

  it("reports zero counts for a user without prompts", async () => {
    const { token } = await buildSignedInUser(t);
    const { body } = await t.call({ method: "GET", url: "/api/user/detail", token });
    expect(body.data).toEqual({ count: { clickedCnt: 0, usedCnt: 0 } });
  });

  it("keeps the statistics and profile calls for signed-in users", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/detail"],
      ["GET", "/auth/profile"],
      ["PUT", "/auth/profile"],
      ["POST", "/auth/change-password"],
      ["POST", "/api/user/logout"],
    ] as const) {
      expect((await t.call({ method, url, payload: method === "GET" ? undefined : {} })).status, `${method} ${url}`).toBe(401);
    }
  });
});
