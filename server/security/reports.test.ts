/**
 * Issue #22, reports (docs/decisions/028): visitors and users report prompts and comments; one open
 * report per reporter and item; REPORT_HIDE_THRESHOLD different reporters hide the item until an
 * administrator hides, deletes or dismisses it through the audit trail; who reported is shown to
 * administrators only. On each engine.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../contract/catalog.ts";
import type { AuditPage } from "../../contract/moderation.ts";
import type { ReportQueuePage, ResolveReply } from "../../contract/reports.ts";
import { reports } from "../db/schema.ts";
import { callerWith, signInAdmin } from "../modules/console/admin-caller.test-support.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, uniqueAddress } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";

describe.each(engines())("reports on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  let codes: string[];
  let next = 0;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", REPORT_HIDE_THRESHOLD: "3" });
    as = callerWith(t, await signInAdmin(t));
    codes = (await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?size=60&sortByTime=1" })).body.data.list.map((p) => p.code);
  });
  afterAll(() => t.close());

  /** A demo prompt no other test of this file reports. */
  const freshCode = () => codes[next++]!;
  const report = (payload: Record<string, unknown>, who: { token?: string; remoteAddress?: string; lan?: string } = {}) =>
    t.call<{ reported: true }>({
      method: "POST",
      url: "/api/report",
      payload,
      remoteAddress: who.remoteAddress ?? uniqueAddress(),
      ...(who.token ? { token: who.token } : {}),
      ...(who.lan ? { lan: who.lan } : {}),
    });
  const queue = async () => (await as<ReportQueuePage>({ method: "GET", url: "/admin/reports?limit=100" })).body.data.list;
  const detailStatus = async (code: string) => (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}` })).status;
  const openRows = async () => t.database.db.select().from(reports).where(eq(reports.status, "open"));

  it("a visitor and a user report a prompt; the queue groups them with their reasons and who reported", async () => {
    const code = freshCode();
    const { user, token } = await buildSignedInUser(t);
    expect((await report({ promptCode: code, reason: "spam" }, { remoteAddress: "10.9.9.9" })).status).toBe(200);
    expect((await report({ promptCode: code, reason: "other", details: "  抄袭了我的文章  " }, { token })).status).toBe(200);
    const item = (await queue()).find((i) => i.promptCode === code && i.targetType === "prompt")!;
    expect(item).toMatchObject({ count: 2, reasons: { spam: 1, other: 1 }, status: "published" });
    expect(item.reports.map((r) => r.reporter)).toEqual([{ address: "10.9.9.9" }, { userId: user.id, loginName: user.loginName }]);
    expect(item.reports[1]!.details).toBe("抄袭了我的文章");
    expect(await detailStatus(code)).toBe(200);
  });

  it("a second open report by the same reporter is refused in the reader's language and changes nothing", async () => {
    const code = freshCode();
    const { token } = await buildSignedInUser(t);
    expect((await report({ promptCode: code, reason: "offensive" }, { token })).status).toBe(200);
    const before = (await openRows()).length;
    const again = await report({ promptCode: code, reason: "illegal" }, { token, lan: "zh-TW" });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("你已經檢舉過這則內容，管理員處理前無需重複檢舉");
    expect((await report({ promptCode: code, reason: "spam" }, { token, lan: "en" })).body.msg).toMatch(/already reported/);
    // A visitor is their address: the same address twice is one reporter.
    expect((await report({ promptCode: code, reason: "spam" }, { remoteAddress: "10.7.7.7" })).status).toBe(200);
    expect((await report({ promptCode: code, reason: "spam" }, { remoteAddress: "10.7.7.7" })).status).toBe(409);
    expect((await openRows()).length).toBe(before + 1);
  });

  it.each([
    ["an unknown reason", { reason: "boring" }, "举报原因只能是：垃圾广告、违法违规、令人反感、侵犯权益或其他"],
    ["'other' without an explanation", { reason: "other", details: "   " }, "选择“其他”时请写明原因"],
    ["an explanation over 500 characters", { reason: "spam", details: "长".repeat(501) }, "说明最多 500 个字符"],
  ])("refuses %s with 400 and files nothing", async (_, payload, msg) => {
    const before = (await openRows()).length;
    const reply = await report({ promptCode: codes[0], ...payload });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(msg);
    expect((await openRows()).length).toBe(before);
  });

  it("a prompt the reader cannot see, or a comment of another prompt, is answered as missing", async () => {
    expect((await report({ promptCode: "no-such-prompt", reason: "spam" })).status).toBe(404);
    expect((await report({ promptCode: codes[0], commentId: 99_999_999, reason: "spam" })).status).toBe(404);
  });

  it("three different reporters hide a prompt at once, from the list and the detail", async () => {
    const code = freshCode();
    for (let i = 0; i < 2; i++) expect((await report({ promptCode: code, reason: "spam" })).status).toBe(200);
    expect(await detailStatus(code)).toBe(200);
    expect((await report({ promptCode: code, reason: "illegal" })).status).toBe(200);
    expect(await detailStatus(code)).toBe(404);
    const list = (await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?size=100&sortByTime=1" })).body.data.list;
    expect(list.map((p) => p.code)).not.toContain(code);
    expect((await queue()).find((i) => i.promptCode === code)).toMatchObject({ count: 3, status: "hidden" });
    // The queue links to it: the administrator opens it, marked hidden; a signed-in user still gets 404.
    const opened = await as<PromptDetail>({ method: "GET", url: `/api/prompt/${code}` });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ code, status: "hidden", mine: false });
    expect((await t.call({ method: "GET", url: `/api/prompt/${code}`, token: (await buildSignedInUser(t)).token })).status).toBe(404);
  });

  it("reports a comment; three reporters hide it from the detail page", async () => {
    const code = freshCode();
    const author = await buildSignedInUser(t);
    await t.call({ method: "POST", url: "/api/prompt/rate", token: author.token, payload: { promptCode: code, rateComment: "买粉加微信 123", rateScore: 2 } });
    const commentId = (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, token: author.token })).body.data.myRate!.id;
    for (let i = 0; i < 3; i++) expect((await report({ promptCode: code, commentId, reason: "spam" })).status).toBe(200);
    const detail = (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}` })).body.data;
    expect(detail.rates.map((r) => r.id)).not.toContain(commentId);
    expect((await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, token: author.token })).body.data.myRate?.status).toBe("hidden");
    expect((await queue()).find((i) => i.targetType === "comment" && i.targetId === commentId)).toMatchObject({
      text: "买粉加微信 123",
      status: "hidden",
      count: 3,
    });
  });

  it("an administrator hides, deletes or dismisses with a reason; each closes the reports and is in the audit trail", async () => {
    const [hideCode, deleteCode, dismissCode] = [freshCode(), freshCode(), freshCode()];
    for (const code of [hideCode, deleteCode]) await report({ promptCode: code, reason: "spam" });
    for (let i = 0; i < 3; i++) await report({ promptCode: dismissCode, reason: "offensive" });
    expect(await detailStatus(dismissCode)).toBe(404);
    const idOf = async (code: string) => (await queue()).find((i) => i.promptCode === code)!.targetId;
    const resolve = async (code: string, payload: Record<string, unknown>) =>
      as<ResolveReply>({ method: "POST", url: `/admin/reports/prompt/${await idOf(code)}/resolve`, payload });

    const missingReason = await resolve(hideCode, { action: "hide", reason: " " });
    expect([missingReason.status, missingReason.body.msg]).toEqual([400, "隐藏或删除提示词时必须填写原因"]);

    const hidden = await resolve(hideCode, { action: "hide", reason: "广告" });
    expect(hidden.body.data).toMatchObject({ status: "hidden", closed: 1 });
    expect(await detailStatus(hideCode)).toBe(404);

    const deleteId = await idOf(deleteCode);
    expect((await resolve(deleteCode, { action: "delete", reason: "违法" })).body.data).toMatchObject({ status: "deleted", closed: 1 });
    expect(await detailStatus(deleteCode)).toBe(404);
    const trail = (await as<AuditPage>({ method: "GET", url: `/admin/audit?targetType=prompt&targetId=${deleteId}` })).body.data.list;
    expect(trail.map((e) => [e.action, e.reason])).toEqual([["prompt.delete", "违法"]]);

    // Dismissing shows again what the reports alone had hidden.
    const dismissId = await idOf(dismissCode);
    expect((await resolve(dismissCode, { action: "dismiss", reason: "内容正常" })).body.data).toMatchObject({ status: "published", closed: 3 });
    expect(await detailStatus(dismissCode)).toBe(200);
    const dismissTrail = (await as<AuditPage>({ method: "GET", url: `/admin/audit?targetType=prompt&targetId=${dismissId}` })).body.data.list;
    expect(dismissTrail.map((e) => [e.action, e.actor?.loginName ?? null])).toEqual([
      ["prompt.restore", "admin"],
      ["prompt.autohide", null],
    ]);
    expect((await queue()).map((i) => i.promptCode)).not.toEqual(expect.arrayContaining([hideCode, deleteCode, dismissCode].filter(Boolean)));
    // Nothing open any more: a second decision is a clear 409.
    expect((await as({ method: "POST", url: `/admin/reports/prompt/${dismissId}/resolve`, payload: { action: "hide", reason: "x" } })).status).toBe(409);
    // Once the reports are closed, the same reader may report again.
    expect(
      await t.database.db
        .select()
        .from(reports)
        .where(and(eq(reports.targetId, dismissId), eq(reports.status, "dismissed"))),
    ).toHaveLength(3);
  });

  it("the queue, with who reported, is for administrators only: 401 for a visitor, 403 for a user", async () => {
    const { token } = await buildSignedInUser(t);
    for (const call of [
      { method: "GET" as const, url: "/admin/reports" },
      { method: "POST" as const, url: "/admin/reports/prompt/1/resolve", payload: { action: "dismiss", reason: "x" } },
      { method: "GET" as const, url: "/admin/review" },
    ]) {
      expect((await t.call(call)).status, call.url).toBe(401);
      expect((await t.call({ ...call, token })).status, call.url).toBe(403);
    }
    // The reply to the reporter says nothing of other reports or reporters.
    const reply = await report({ promptCode: freshCode(), reason: "spam" }, { token });
    expect(reply.body.data).toEqual({ reported: true });
    // Public replies never carry a reporter: the detail has no report data at all.
    const detail = JSON.stringify((await t.call({ method: "GET", url: `/api/prompt/${codes[0]}` })).body);
    expect(detail).not.toMatch(/reporter|10\.9\.9\.9/);
  });
});
