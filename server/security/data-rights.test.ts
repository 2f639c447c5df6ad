/**
 * Issue #22, account data rights (docs/decisions/032): export my data (everything kept about me,
 * logged), delete my account (re-authenticated; my prompts deleted or kept under the deleted
 * user's name in every language; sessions, sign-in and personal data gone; logged), and change my
 * address (applied only through a link mailed to the new one, the old one told, an address of
 * another account answered like any other). Mail goes through a real SMTP server on 127.0.0.1.
 */
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "../../contract/account-replies.ts";
import type { Profile } from "../../contract/accounts.ts";
import type { PromptDetail } from "../../contract/catalog.ts";
import { auditLog, favourites, prompts, ratings, sessions, users, viewHistory } from "../db/schema.ts";
import { categoryIds, userPayload } from "../modules/prompts/prompt-callers.test-support.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, signIn, uniqueAddress, uniqueName, type BuiltUser, type SignedIn } from "../test/factories.test-support.ts";
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../test/harness.test-support.ts";
import { linkIn } from "../test/mail-parsing.test-support.ts";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

describe.each(engines())("account data rights on %s", (engine) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let categoryId: number;
  let otherPrompt: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp(engine, { SEED: "demo", SMTP_URL: smtp.url, PUBLIC_URL: "https://plaza.example" });
    categoryId = Object.values(await categoryIds(t))[0]!;
    const admin = await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD });
    otherPrompt = (
      await t.call<{ code: string }>({
        method: "POST",
        url: "/admin/api/addPrompt",
        token: admin.token,
        payload: { ...userPayload(categoryId), title: "别人的提示词" },
      })
    ).body.data.code;
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
    await smtp?.close();
  });

  type Author = { user: BuiltUser } & SignedIn & { code: string; comment: string };

  /** A user with a prompt of their own, a rating with a comment, a favourite and a view of someone else's prompt. */
  async function author(): Promise<Author> {
    const signed = await buildSignedInUser(t, { nickName: "小作者" });
    const made = await t.call<{ code: string }>({
      method: "POST",
      url: "/admin/api/addPrompt",
      token: signed.token,
      payload: { ...userPayload(categoryId), title: "我的提示词", prompt: `请帮我写一首关于秋天的诗 ${uniqueName("p")}` },
    });
    expect(made.status).toBe(200);
    const comment = `很好用的提示词（${signed.user.loginName}）`;
    expect(
      (await t.call({ method: "POST", url: "/api/prompt/rate", token: signed.token, payload: { promptCode: otherPrompt, rateScore: 8, rateComment: comment } }))
        .status,
    ).toBe(200);
    expect((await t.call({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${otherPrompt}&action=3`, token: signed.token })).status).toBe(200);
    expect((await t.call({ method: "GET", url: `/api/prompt/${otherPrompt}`, token: signed.token })).status).toBe(200);
    return { ...signed, code: made.body.data.code, comment };
  }

  const auditOf = (userId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)));
  const detail = (code: string, lan: string, token?: string) =>
    t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, lan, token, headers: { "x-pp-no-view": "1" } });
  const deleteAccount = (token: string, payload: Record<string, unknown>, lan = "en") =>
    t.call({ method: "POST", url: "/auth/delete-account", token, payload, lan, remoteAddress: uniqueAddress() });
  const otherDetail = async () => (await detail(otherPrompt, "zh-CN")).body.data;

  it("exports the profile, every version of my prompts, my ratings, favourites, history and uploads, and logs it", async () => {
    const me = await author();
    const reply = await t.call<AccountExport>({ method: "GET", url: "/auth/export", token: me.token });
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    const data = reply.body.data;
    expect(data).toMatchObject({
      format: "prompt-plaza-account-export",
      version: 1,
      profile: { id: me.user.id, username: me.user.loginName, nickName: "小作者", email: me.user.email, hasPassword: true },
    });
    expect(JSON.stringify(data)).not.toContain("argon2");
    const mine = data.prompts.find((p) => p.code === me.code)!;
    expect(mine.status).toBe("published");
    // The source version and its Traditional version (OpenCC), each whole.
    expect(mine.versions.map((v) => v.lan).sort()).toEqual(["zh-CN", "zh-TW"]);
    expect(mine.versions.find((v) => v.lan === "zh-TW")).toMatchObject({ title: "我的提示詞" });
    expect(data.ratings).toEqual([expect.objectContaining({ prompt: otherPrompt, score: 8, content: me.comment, status: "published" })]);
    expect(data.favourites).toEqual([expect.objectContaining({ prompt: otherPrompt })]);
    expect(data.history.map((h) => h.prompt)).toContain(otherPrompt);
    expect((await auditOf(me.user.id)).map((a) => [a.action, a.actorId])).toEqual([["user.export", me.user.id]]);
    expect((await t.call({ method: "GET", url: "/auth/export" })).status).toBe(401);
  });

  it("deletes nothing without the current password, nor with a wrong one, nor without a choice for the prompts", async () => {
    const me = await author();
    const missing = await deleteAccount(me.token, { prompts: "delete" });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe("Please enter your current password");
    const wrong = await deleteAccount(me.token, { prompts: "delete", currentPassword: "not-my-password" }, "zh-TW");
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe("目前的密碼不正確");
    const noChoice = await deleteAccount(me.token, { currentPassword: me.user.password });
    expect(noChoice.status).toBe(400);
    expect(noChoice.body.msg).toBe("Choose what happens to your prompts: delete them, or keep them anonymously");
    expect((await detail(me.code, "en")).body.data.author.nickName).toBe("小作者");
    expect((await t.call({ method: "GET", url: "/auth/profile", token: me.token })).status).toBe(200);
    expect(await auditOf(me.user.id)).toEqual([]);
  });

  it("keeps my prompts and comments under the deleted user's name in each language, and removes everything personal", async () => {
    const me = await author();
    const second = await signIn(t, me.user);
    const before = await otherDetail();
    const reply = await deleteAccount(me.token, { prompts: "anonymise", currentPassword: me.user.password });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toBe("Your account has been deleted");

    for (const [lan, name] of [
      ["zh-CN", "已注销用户"],
      ["zh-TW", "已註銷使用者"],
      ["en", "Deleted user"],
    ]) {
      const kept = await detail(me.code, lan!);
      expect(kept.status).toBe(200);
      expect(kept.body.data.author).toEqual({ nickName: name, avatar: "" });
      const rates = (await detail(otherPrompt, lan!)).body.data.rates;
      expect(rates.find((r) => r.content === me.comment)?.user).toEqual({ nickName: name, avatar: "" });
    }
    const list = await t.call<{ list: Array<{ code: string; author: { nickName: string } }> }>({
      method: "GET",
      url: "/api/listPrompt?page=1&size=100&sortByTime=1",
      lan: "en",
    });
    expect(list.body.data.list.find((p) => p.code === me.code)?.author.nickName).toBe("Deleted user");
    // The rating still counts; the favourite does not.
    const after = await otherDetail();
    expect(after.cnt.rateCnt).toBe(before.cnt.rateCnt);
    expect(after.cnt.markCnt).toBe(before.cnt.markCnt - 1);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      loginName: `deleted-${me.user.id}`,
      email: null,
      emailVerifiedAt: null,
      passwordHash: null,
      nickName: "已注销用户",
      avatar: "",
      status: 2,
    });
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, me.user.id))).toEqual([]);
    expect(await t.database.db.select().from(viewHistory).where(eq(viewHistory.userId, me.user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);

    // Every token is dead, and neither the password nor the address signs in any more.
    for (const token of [me.token, second.token]) expect((await t.call({ method: "GET", url: "/auth/profile", token })).status).toBe(401);
    expect((await t.call({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": second.refreshToken } })).status).toBe(401);
    for (const loginName of [me.user.loginName, me.user.email!, `deleted-${me.user.id}`]) {
      expect(
        (await t.call({ method: "POST", url: "/api/user/login", payload: { loginName, pwd: me.user.password }, remoteAddress: uniqueAddress() })).status,
      ).toBe(401);
    }
    const audit = await auditOf(me.user.id);
    expect(audit.map((a) => [a.action, a.actorId, a.reason])).toEqual([["user.delete", me.user.id, "prompts: anonymise"]]);
    // The tombstone is no account to manage in the console.
    const admin = await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD });
    const listed = await t.call<{ list: Array<{ id: number }> }>({ method: "GET", url: "/admin/users?limit=100", token: admin.token });
    expect(listed.body.data.list.map((u) => u.id)).not.toContain(me.user.id);
    // The address and the name are free again.
    const again = await t.call({
      method: "POST",
      url: "/api/user/register",
      payload: { loginName: me.user.loginName, email: me.user.email, pwd: "another-horse-43" },
      remoteAddress: uniqueAddress(),
    });
    expect(again.status).toBe(200);
  });

  it("deletes my prompts, ratings and comments when I choose so, and recomputes the ratings they were part of", async () => {
    const me = await author();
    const before = await otherDetail();
    expect((await deleteAccount(me.token, { prompts: "delete", currentPassword: me.user.password })).status).toBe(200);
    expect((await detail(me.code, "en")).status).toBe(404);
    expect(await t.database.db.select().from(prompts).where(eq(prompts.authorId, me.user.id))).toEqual([]);
    expect(await t.database.db.select().from(ratings).where(eq(ratings.userId, me.user.id))).toEqual([]);
    const after = await otherDetail();
    expect(after.cnt.rateCnt).toBe(before.cnt.rateCnt - 1);
    expect(after.rates.some((r) => r.content === me.comment)).toBe(false);
    expect((await auditOf(me.user.id)).map((a) => a.reason)).toEqual(["prompts: delete"]);
  });

  it("lets an account without a password delete itself only from a session an e-mail link opened minutes ago", async () => {
    const email = `${uniqueName("linked")}@example.org`.toLowerCase();
    const linked = async () => {
      await t.call({ method: "GET", url: `/api/user/emailLogin?email=${encodeURIComponent(email)}`, remoteAddress: uniqueAddress() });
      const link = linkIn(await smtp.next(email));
      return (await t.call<string>({ method: "GET", url: `/api/user/verifyEmailLogin${link.search}`, remoteAddress: uniqueAddress() })).body.data;
    };
    const old = await linked();
    t.clock.advance(11 * 60_000);
    const refused = await deleteAccount(old, { prompts: "delete" });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("To protect your account, sign in again with a link mailed to your address and do this within 10 minutes");
    const fresh = await linked();
    expect((await deleteAccount(fresh, { prompts: "delete" })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/auth/profile", token: old })).status).toBe(401);
  });

  it("does not let an administrator delete their own account", async () => {
    const admin = await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD });
    const refused = await deleteAccount(admin.token, { prompts: "anonymise", currentPassword: TEST_ADMIN_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("An administrator's account cannot be deleted by its owner");
  });

  describe("changing the address", () => {
    const ask = (token: string, payload: Record<string, unknown>, lan = "en") =>
      t.call({ method: "POST", url: "/auth/email-change", token, payload, lan, remoteAddress: uniqueAddress() });
    const confirm = (token: string, linkToken: string) =>
      t.call<Profile & { token: string }>({ method: "POST", url: "/auth/email-change/confirm", token, payload: { token: linkToken }, lan: "en" });
    const newAddress = () => `${uniqueName("new")}@example.org`.toLowerCase();
    const changeLink = (mail: { text: string }) => {
      const match = /https:\/\/plaza\.example\/profile\?emailChange=[A-Za-z0-9_-]+/.exec(mail.text);
      if (!match) throw new Error(`no change link in:\n${mail.text}`);
      return new URL(match[0]).searchParams.get("emailChange")!;
    };

    it("applies a new address only once the link mailed to it is opened by the same account, and tells the old one", async () => {
      const me = await buildSignedInUser(t);
      const stranger = await buildSignedInUser(t);
      const target = newAddress();
      expect((await ask(me.token, { newEmail: target })).status).toBe(400);
      const asked = await ask(me.token, { newEmail: target.toUpperCase(), currentPassword: me.user.password }, "zh-TW");
      expect(asked.status).toBe(200);
      const mail = await smtp.next(target);
      expect(mail.subject).toBe("確認提示詞廣場的新電子郵件");
      const linkToken = changeLink(mail);
      // Nothing changes before the link is used; another account cannot use it.
      expect((await t.call<Profile>({ method: "GET", url: "/auth/profile", token: me.token })).body.data.email).toBe(me.user.email);
      const foreign = await confirm(stranger.token, linkToken);
      expect(foreign.status).toBe(400);
      expect(foreign.body.msg).toBe("This address confirmation link is not valid; please ask for a new one");
      const done = await confirm(me.token, linkToken);
      expect(done.status).toBe(200);
      expect(done.body.data.email).toBe(target);
      expect(decodeJwt(done.body.data.token)).toMatchObject({ email: target });
      const notice = await smtp.next(me.user.email!);
      expect(notice.subject).toBe("Prompt Plaza: your account's address has changed");
      expect(notice.text).toContain(target);
      expect((await confirm(me.token, linkToken)).body.msg).toBe("This address confirmation link has already been used");
      // The new address signs in to this account; the old one no longer does.
      expect(
        (await t.call({ method: "POST", url: "/api/user/login", payload: { loginName: target, pwd: me.user.password }, remoteAddress: uniqueAddress() }))
          .status,
      ).toBe(200);
      expect(
        (await t.call({ method: "POST", url: "/api/user/login", payload: { loginName: me.user.email, pwd: me.user.password }, remoteAddress: uniqueAddress() }))
          .status,
      ).toBe(401);
      expect((await auditOf(me.user.id)).map((a) => a.action)).toEqual(["user.email"]);
    });

    it("answers an address another account holds exactly like any other, and only that mailbox learns why nothing changed", async () => {
      const me = await buildSignedInUser(t);
      const holder = await buildSignedInUser(t);
      const free = await ask(me.token, { newEmail: newAddress(), currentPassword: me.user.password });
      const taken = await ask(me.token, { newEmail: holder.user.email, currentPassword: me.user.password });
      expect(taken.status).toBe(free.status);
      expect(taken.body).toEqual(free.body);
      const mail = await smtp.next(holder.user.email!);
      expect(mail.subject).toBe("Prompt Plaza: this address already has an account");
      expect(mail.text).not.toMatch(/emailChange=/);
      expect((await t.call<Profile>({ method: "GET", url: "/auth/profile", token: me.token })).body.data.email).toBe(me.user.email);
    });

    it("refuses a wrong password, the same address, and an expired link", async () => {
      const me = await buildSignedInUser(t);
      expect((await ask(me.token, { newEmail: newAddress(), currentPassword: "wrong-password" })).body.msg).toBe("The current password is wrong");
      const same = await ask(me.token, { newEmail: me.user.email, currentPassword: me.user.password });
      expect(same.status).toBe(400);
      expect(same.body.msg).toBe("The new address is the one you already have");
      const target = newAddress();
      await ask(me.token, { newEmail: target, currentPassword: me.user.password });
      const linkToken = changeLink(await smtp.next(target));
      t.clock.advance(31 * 60_000);
      const later = await signIn(t, me.user);
      expect((await confirm(later.token, linkToken)).body.msg).toBe("This address confirmation link has expired; please ask for a new one");
    });
  });
});
