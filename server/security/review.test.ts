/**
 * Issue #22, review before publish and the sensitive-word list (docs/decisions/028), on each
 * engine: under REVIEW_NEW_CONTENT the chosen accounts' prompts and comments wait, seen by their
 * author alone, until an administrator approves or rejects them; a blocked term (folded across
 * Simplified/Traditional, full/half width and case) sends content to review or refuses it, and the
 * list is read again when its file changes. The settings are flipped on the running app's
 * configuration, which every request reads.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../contract/catalog.ts";
import type { PromptWriteReply } from "../../contract/prompts.ts";
import type { ReviewPage } from "../../contract/reports.ts";
import { users } from "../db/schema.ts";
import { callerWith, signInAdmin } from "../modules/console/admin-caller.test-support.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { eq } from "drizzle-orm";

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines())("review and blocked terms on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  let categoryId: number;
  let wordsFile: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", NEW_ACCOUNT_HOURS: "24" });
    as = callerWith(t, await signInAdmin(t));
    categoryId = (await t.call<Array<{ cid: number }>>({ method: "GET", url: "/api/listCategory" })).body.data[0]!.cid;
    wordsFile = path.join(t.config.dataDir, "sensitive-words.txt");
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.config.moderation.review = "off";
    t.config.moderation.sensitiveWords.action = "review";
    fs.rmSync(wordsFile, { force: true });
  });

  /** A user whose account is `ageMs` old. */
  async function userAged(ageMs: number) {
    const signedIn = await buildSignedInUser(t);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(eq(users.id, signedIn.user.id));
    return signedIn;
  }
  const addPrompt = (token: string, title: string, extra: Record<string, unknown> = {}) =>
    t.call<PromptWriteReply>({
      method: "POST",
      url: "/admin/api/addPrompt",
      token,
      payload: { title, prompt: `${title} 的内容`, categoryIds: [categoryId], ...extra },
    });
  const detail = (code: string, token?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, ...(token ? { token } : {}) });
  const publicCodes = async (query = "") =>
    (await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?size=100&sortByTime=1${query}` })).body.data.list.map((p) => p.code);
  const reviewList = async () => (await as<ReviewPage>({ method: "GET", url: "/admin/review?limit=100" })).body.data.list;
  const review = (targetType: string, id: number, payload: Record<string, unknown>) =>
    as<{ status: string }>({ method: "POST", url: `/admin/review/${targetType}/${id}`, payload });

  it("new-accounts: a new user's prompt waits, seen by its author alone, and is public once approved", async () => {
    t.config.moderation.review = "new-accounts";
    const author = await userAged(60_000);
    const other = await buildSignedInUser(t);
    const title = `待审提示词 ${uniqueName("r")}`;
    const { code, id } = (await addPrompt(author.token, title)).body.data;

    expect((await detail(code)).status).toBe(404);
    expect((await detail(code, other.token)).status).toBe(404);
    const own = await detail(code, author.token);
    expect([own.status, own.body.data.status]).toEqual([200, "pending"]);
    expect(await publicCodes()).not.toContain(code);
    expect(await publicCodes(`&title=${encodeURIComponent(title)}`)).not.toContain(code);
    expect((await reviewList()).find((i) => i.targetType === "prompt" && i.targetId === id)).toMatchObject({
      text: title,
      author: { loginName: author.user.loginName },
    });

    expect((await review("prompt", id, { action: "approve" })).body.data.status).toBe("published");
    expect((await detail(code)).status).toBe(200);
    expect(await publicCodes()).toContain(code);
    expect((await reviewList()).map((i) => i.targetId)).not.toContain(id);
  });

  it("new-accounts: an account older than NEW_ACCOUNT_HOURS and an administrator publish at once", async () => {
    t.config.moderation.review = "new-accounts";
    const veteran = await userAged(2 * DAY);
    const { code } = (await addPrompt(veteran.token, `老用户 ${uniqueName("v")}`)).body.data;
    expect((await detail(code)).status).toBe(200);
    const { body } = await as<PromptWriteReply>({
      method: "POST",
      url: "/admin/api/addPrompt",
      payload: { title: `管理员 ${uniqueName("a")}`, prompt: "x", categoryIds: [categoryId] },
    });
    expect((await detail(body.data.code)).status).toBe(200);
  });

  it("all: every user's prompt waits; rejecting needs a reason and keeps it from the public", async () => {
    t.config.moderation.review = "all";
    const veteran = await userAged(30 * DAY);
    const { code, id } = (await addPrompt(veteran.token, `全部审核 ${uniqueName("x")}`)).body.data;
    expect((await detail(code)).status).toBe(404);
    expect((await review("prompt", id, { action: "reject" })).status).toBe(400);
    expect((await review("prompt", id, { action: "reject", reason: "低质量" })).body.data.status).toBe("hidden");
    expect((await detail(code)).status).toBe(404);
    expect((await review("prompt", id, { action: "approve" })).status).toBe(409);
  });

  it("off: a new user's prompt is published at once", async () => {
    const fresh = await userAged(0);
    const { code } = (await addPrompt(fresh.token, `不审核 ${uniqueName("o")}`)).body.data;
    expect((await detail(code)).status).toBe(200);
  });

  it("a new user's comment waits: not shown nor counted, its author sees it pending, approval shows it", async () => {
    t.config.moderation.review = "new-accounts";
    const code = (await publicCodes())[0]!;
    const before = (await detail(code)).body.data;
    const author = await userAged(1000);
    const posted = await t.call<{ created: boolean; status: string }>({
      method: "POST",
      url: "/api/prompt/rate",
      token: author.token,
      payload: { promptCode: code, rateComment: "等待审核的评论", rateScore: 2 },
    });
    expect(posted.body.data).toEqual({ created: true, status: "pending" });
    const mine = (await detail(code, author.token)).body.data.myRate!;
    expect(mine.status).toBe("pending");
    const seen = (await detail(code)).body.data;
    expect(seen.rates.map((r) => r.content)).not.toContain("等待审核的评论");
    expect(seen.cnt.rateCnt).toBe(before.cnt.rateCnt);
    expect((await reviewList()).find((i) => i.targetType === "comment" && i.targetId === mine.id)?.text).toBe("等待审核的评论");
    expect((await review("comment", mine.id, { action: "approve" })).body.data.status).toBe("published");
    const after = (await detail(code)).body.data;
    expect(after.rates.map((r) => r.content)).toContain("等待审核的评论");
    expect(after.cnt.rateCnt).toBe(before.cnt.rateCnt + 1);
  });

  it("a blocked term sends a prompt to review whatever script, width or case it is written in", async () => {
    fs.writeFileSync(wordsFile, "# 示例\n赌博\nWeChat\n");
    const user = await userAged(30 * DAY);
    for (const title of [`网上賭博 ${uniqueName("t")}`, `加我 ｗｅｃｈａｔ ${uniqueName("w")}`, `加我 WECHAT ${uniqueName("u")}`]) {
      const { code } = (await addPrompt(user.token, title)).body.data;
      expect((await detail(code)).status, title).toBe(404);
      expect((await detail(code, user.token)).body.data.status, title).toBe("pending");
    }
    const { code } = (await addPrompt(user.token, `正常内容 ${uniqueName("n")}`)).body.data;
    expect((await detail(code)).status).toBe(200);
  });

  it("refuse: a blocked term in a prompt, comment, nickname, category or group name is refused in the caller's language, naming no term", async () => {
    t.config.moderation.sensitiveWords.action = "refuse";
    fs.writeFileSync(wordsFile, "赌博\n");
    const user = await userAged(30 * DAY);
    const code = (await publicCodes())[0]!;
    const refused = [
      await addPrompt(user.token, `賭博技巧 ${uniqueName("t")}`),
      await t.call({ method: "POST", url: "/api/prompt/rate", token: user.token, payload: { promptCode: code, rateComment: "来赌博", rateScore: 2 } }),
      await t.call({ method: "PUT", url: "/auth/profile", token: user.token, payload: { nickName: "赌博大王" } }),
      await as({ method: "POST", url: "/admin/api/addCategory", payload: { category: "赌博" } }),
      await as({ method: "POST", url: "/admin/api/addMarkGroup", payload: { title: "賭博合集" } }),
    ];
    for (const reply of refused) {
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe("内容含有不允许发布的词语，请修改后再提交");
      expect(JSON.stringify(reply.body)).not.toContain("赌博");
    }
    expect((await t.call({ method: "PUT", url: "/auth/profile", token: user.token, lan: "en", payload: { nickName: "赌博大王" } })).body.msg).toBe(
      "The text contains a term that may not be published; please change it",
    );
    expect((await t.call({ method: "PUT", url: "/auth/profile", token: user.token, lan: "zh-TW", payload: { nickName: "賭博大王" } })).body.msg).toBe(
      "內容含有不允許發布的詞語，請修改後再送出",
    );
    const profile = await t.call<{ nickName: string }>({ method: "GET", url: "/auth/profile", token: user.token });
    expect(profile.body.data.nickName).toBe(user.user.nickName);
  });

  it("the list is read again when its file changes, and an absent file blocks nothing", async () => {
    t.config.moderation.sensitiveWords.action = "refuse";
    const user = await userAged(30 * DAY);
    const nick = (nickName: string) => t.call({ method: "PUT", url: "/auth/profile", token: user.token, payload: { nickName } });
    expect((await nick("代开发票")).status).toBe(200);
    fs.writeFileSync(wordsFile, "代开发票\n");
    expect((await nick("代開發票")).status).toBe(400);
    fs.writeFileSync(wordsFile, "另一个词\n");
    expect((await nick("代開發票")).status).toBe(200);
    expect((await nick("另一個詞")).status).toBe(400);
    fs.rmSync(wordsFile);
    expect((await nick("另一個詞")).status).toBe(200);
  });
});
