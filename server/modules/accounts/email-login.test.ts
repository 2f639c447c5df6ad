import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailLoginTokens, users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildUser, uniqueAddress, uniqueName } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { linkIn } from "../../test/mail-parsing.test-support.ts";
import { startSmtpSink, type SmtpSink } from "../../test/smtp-sink.test-support.ts";

describe.each(engines())("e-mail link sign-in on %s", (engine) => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp(engine, { SMTP_URL: smtp.url, PUBLIC_URL: "https://plaza.example" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => t.clock.reset());

  const requestLink = (email: string, options: { lan?: string; remoteAddress?: string; rememberMe?: boolean } = {}) =>
    t.call({
      method: "GET",
      url: `/api/user/emailLogin?email=${encodeURIComponent(email)}${options.rememberMe ? "&rememberMe=true" : ""}`,
      lan: options.lan,
      remoteAddress: options.remoteAddress ?? uniqueAddress(),
    });
  /** What the /emailLogin page does: submit every query parameter of the link. */
  const verify = (link: URL, remoteAddress = uniqueAddress()) =>
    t.call<string>({ method: "GET", url: `/api/user/verifyEmailLogin${link.search}`, remoteAddress, lan: "en" });
  const newAddress = () => `${uniqueName("mail")}@example.org`.toLowerCase();

  it("mails a working sign-in link in the requester's language, as text and HTML", async () => {
    const user = await buildUser(t);
    const reply = await requestLink(user.email!, { lan: "zh-TW" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 0, msg: "如果該電子郵件可以收信，登入連結已寄出，請在 10 分鐘內查收", data: null });
    const mail = await smtp.next(user.email!);
    expect(mail.subject).toBe("登入提示詞廣場");
    expect(mail.text).toContain("連結 10 分鐘內有效");
    expect(mail.html).toContain('<a href="https://plaza.example/emailLogin?token=');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe("https://plaza.example/emailLogin");
    expect(link.searchParams.get("email")).toBe(user.email);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signedIn = await verify(link);
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as unknown as { refreshToken: string }).refreshToken).toBeTruthy();
    expect(decodeJwt(signedIn.body.data)).toMatchObject({ id: user.id, username: user.loginName });
  });

  it("carries a path on this site to go on to, and drops any other", async () => {
    const address = newAddress();
    const linkWith = async (redirect: string) => {
      await t.call({
        method: "GET",
        url: `/api/user/emailLogin?email=${encodeURIComponent(address)}&redirect=${encodeURIComponent(redirect)}`,
        remoteAddress: uniqueAddress(),
      });
      return linkIn(await smtp.next(address)).searchParams.get("redirect");
    };
    expect(await linkWith("/profile")).toBe("/profile");
    expect(await linkWith("//evil.example/x")).toBeNull();
    expect(await linkWith("https://evil.example/")).toBeNull();
  });

  it("writes the mail in English and Simplified Chinese for those languages", async () => {
    const address = newAddress();
    await requestLink(address, { lan: "en" });
    expect((await smtp.next(address)).subject).toBe("Sign in to Prompt Plaza");
    await requestLink(address);
    expect((await smtp.next(address)).subject).toBe("登录提示词广场");
  });

  it("stores only a digest of the link token", async () => {
    const address = newAddress();
    await requestLink(address);
    const token = linkIn(await smtp.next(address)).searchParams.get("token")!;
    const rows = await t.database.db.select().from(emailLoginTokens).where(eq(emailLoginTokens.email, address));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers identically for an address with an account and one without", async () => {
    const user = await buildUser(t);
    const known = await requestLink(user.email!, { lan: "en" });
    const unknown = await requestLink(newAddress(), { lan: "en" });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it("creates an account for an unknown address only when its link is used, with a username from the address", async () => {
    const address = `Zhang.San+news_${Date.now() % 100000}@example.org`;
    await requestLink(address);
    const lowered = address.toLowerCase();
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${lowered}`)
      ).length;
    expect(await count()).toBe(0);
    const link = linkIn(await smtp.next(lowered));
    const signedIn = await verify(link);
    expect(signedIn.status).toBe(200);
    expect(await count()).toBe(1);
    const claims = decodeJwt(signedIn.body.data);
    expect(claims.username).toMatch(/^zhang_San_news_\d+$/i);
    expect(claims.email).toBe(lowered);
    expect(claims.role).toBe(1);
  });

  it("gives a new account a unique username when the local part is already someone's name", async () => {
    const taken = await buildUser(t, { loginName: `dup_${Date.now() % 100000}` });
    const address = `${taken.loginName}@elsewhere.example`;
    await requestLink(address);
    const signedIn = await verify(linkIn(await smtp.next(address)));
    expect(signedIn.status).toBe(200);
    const username = String(decodeJwt(signedIn.body.data).username);
    expect(username).not.toBe(taken.loginName);
    expect(username.startsWith(`${taken.loginName}_`)).toBe(true);
    expect(username.length).toBeLessThanOrEqual(20);
  });

  it("refuses a link the second time it is used", async () => {
    const address = newAddress();
    await requestLink(address);
    const link = linkIn(await smtp.next(address));
    expect((await verify(link)).status).toBe(200);
    const replay = await verify(link);
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe("This sign-in link has already been used, please request a new one");
  });

  it("turns 20 simultaneous uses of one link into exactly one session", async () => {
    const address = newAddress();
    await requestLink(address);
    const link = linkIn(await smtp.next(address));
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(link)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    expect(await t.database.db.select().from(users).where(eq(users.email, address))).toHaveLength(1);
  });

  it("refuses a link after its 10 minutes", async () => {
    const address = newAddress();
    await requestLink(address);
    const link = linkIn(await smtp.next(address));
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await verify(link);
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe("This sign-in link has expired, please request a new one");
  });

  it("accepts a link just before its 10 minutes are up", async () => {
    const address = newAddress();
    await requestLink(address);
    const link = linkIn(await smtp.next(address));
    t.clock.advance(9 * 60 * 1000);
    expect((await verify(link)).status).toBe(200);
  });

  it("refuses a forged token and a real token presented with another address", async () => {
    const forged = await verify(new URL("https://x/emailLogin?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&email=a%40example.org"));
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe("This sign-in link is not valid, please request a new one");
    const address = newAddress();
    await requestLink(address);
    const link = linkIn(await smtp.next(address));
    const other = new URL(link);
    other.searchParams.set("email", newAddress());
    expect((await verify(other)).status).toBe(400);
    // The mismatch did not use the token up.
    expect((await verify(link)).status).toBe(200);
  });

  it("refuses a disabled account's link with 403", async () => {
    const user = await buildUser(t, { status: 0 });
    await requestLink(user.email!);
    const result = await verify(linkIn(await smtp.next(user.email!)));
    expect(result.status).toBe(403);
  });

  it("carries remember-me through the link into a 30-day session", async () => {
    const address = newAddress();
    await requestLink(address, { rememberMe: true });
    const link = linkIn(await smtp.next(address));
    expect(link.searchParams.get("rememberMe")).toBe("1");
    const signedIn = await verify(link);
    const refreshToken = (signedIn.body as unknown as { refreshToken: string }).refreshToken;
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    const refreshed = await t.call({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": refreshToken } });
    expect(refreshed.status).toBe(200);
  });

  it("sends at most 3 links to one address in 10 minutes, known or not, with the same 429", async () => {
    const user = await buildUser(t);
    const unknown = newAddress();
    for (const address of [user.email!, unknown]) for (let i = 0; i < 3; i++) expect((await requestLink(address)).status).toBe(200);
    const knownFourth = await requestLink(user.email!, { lan: "en" });
    const unknownFourth = await requestLink(unknown, { lan: "en" });
    expect(knownFourth.status).toBe(429);
    expect(knownFourth.body).toEqual(unknownFourth.body);
    expect(knownFourth.body.msg).toBe("Too many emails requested, please try again later");
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await requestLink(user.email!)).status).toBe(200);
  });

  it("sends at most 20 links per client address in an hour", async () => {
    const remoteAddress = uniqueAddress();
    for (let i = 0; i < 20; i++) expect((await requestLink(newAddress(), { remoteAddress })).status).toBe(200);
    expect((await requestLink(newAddress(), { remoteAddress })).status).toBe(429);
  });

  it("rejects a malformed address with the emailInvalid message", async () => {
    const { status, body } = await requestLink("not an address", { lan: "en" });
    expect(status).toBe(400);
    expect(body.msg).toBe("The email address is not valid");
  });
});
