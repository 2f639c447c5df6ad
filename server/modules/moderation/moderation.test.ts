import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import type { AuditPage, ModerateReply, ModerationPage } from "../../../contract/moderation.ts";
import type { PromptWriteReply } from "../../../contract/prompts.ts";
import { auditLog, prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";

describe.each(engines())("moderation on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  let categoryId: number;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    as = callerWith(t, await signInAdmin(t));
    categoryId = (await t.call<Array<{ cid: number }>>({ method: "GET", url: "/api/listCategory" })).body.data[0]!.cid;
  });
  afterAll(() => t.close());

  const moderate = (id: number, payload: Record<string, unknown>, lan?: string) =>
    as<ModerateReply>({ method: "POST", url: `/admin/prompts/${id}/moderate`, payload, ...(lan ? { lan } : {}) });
  const audit = async (query: string) => (await as<AuditPage>({ method: "GET", url: `/admin/audit?${query}` })).body.data;
  const queue = async (query: string) => (await as<ModerationPage>({ method: "GET", url: `/admin/moderation/prompts?${query}` })).body.data;
  const publicCodes = async () => (await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?size=100&sortByTime=1" })).body.data.list.map((p) => p.code);
  const detailStatus = async (code: string) => (await t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}` })).status;

  async function newPrompt(status: "published" | "draft", title = `审核测试 ${Math.random().toString(36).slice(2, 8)}`): Promise<PromptWriteReply> {
    const { body } = await as<PromptWriteReply>({
      method: "POST",
      url: "/admin/api/addPrompt",
      payload: { title, prompt: `${title} 的内容`, categoryIds: [categoryId], status },
    });
    return body.data;
  }

  it("hides a published prompt from the public list and detail (cached replies included), and restore brings it back", async () => {
    const { id, code } = await newPrompt("published");
    expect(await publicCodes()).toContain(code);
    expect(await detailStatus(code)).toBe(200);

    const hidden = await moderate(id, { action: "hide", reason: "  含有广告  " });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({ id, code, status: "hidden" });
    expect(await publicCodes()).not.toContain(code);
    expect(await detailStatus(code)).toBe(404);
    expect((await t.call({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${code}&action=1` })).status).toBe(404);

    expect((await moderate(id, { action: "restore" })).body.data.status).toBe("published");
    expect(await publicCodes()).toContain(code);
    expect(await detailStatus(code)).toBe(200);
  });

  it("approves a draft, which then appears publicly", async () => {
    const { id, code } = await newPrompt("draft");
    expect(await detailStatus(code)).toBe(404);
    expect((await moderate(id, { action: "approve" })).body.data.status).toBe("published");
    expect(await detailStatus(code)).toBe(200);
  });

  it.each([
    ["approving a published prompt", "published", { action: "approve" }, "只有草稿或待审核的提示词可以审核通过"],
    ["hiding a draft", "draft", { action: "hide", reason: "x" }, "只有已发布的提示词可以隐藏"],
    ["restoring a published prompt", "published", { action: "restore" }, "只有已隐藏的提示词可以恢复"],
  ] as const)("refuses %s with 409 and changes nothing", async (_, status, payload, msg) => {
    const { id } = await newPrompt(status);
    const response = await moderate(id, payload);
    expect(response.status).toBe(409);
    expect(response.body.msg).toBe(msg);
    const [row] = await t.database.db.select({ status: prompts.status }).from(prompts).where(eq(prompts.id, id));
    expect(row?.status).toBe(status);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "prompt"), eq(auditLog.targetId, id))),
    ).toEqual([]);
  });

  it("says in English too why a hidden prompt cannot be hidden again", async () => {
    const { id } = await newPrompt("published");
    await moderate(id, { action: "hide", reason: "spam" });
    expect((await moderate(id, { action: "hide", reason: "spam" }, "en")).body.msg).toBe("Only a published prompt can be hidden");
  });

  it.each([
    ["hiding without a reason", { action: "hide" }, "隐藏或删除提示词时必须填写原因"],
    ["deleting with a blank reason", { action: "delete", reason: "   " }, "隐藏或删除提示词时必须填写原因"],
    ["a reason over 500 characters", { action: "hide", reason: "长".repeat(501) }, "原因最多 500 个字符"],
    ["an unknown action", { action: "ban", reason: "x" }, "操作只能是 approve（审核通过）、hide（隐藏）、restore（恢复）或 delete（删除）"],
  ])("refuses %s with 400", async (_, payload, msg) => {
    const { id } = await newPrompt("published");
    const response = await moderate(id, payload);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(msg);
  });

  it("deletes a prompt with a reason; the record outlives it and a second delete is a 404", async () => {
    const { id, code } = await newPrompt("published", "将被删除的提示词");
    const deleted = await moderate(id, { action: "delete", reason: "重复内容" });
    expect(deleted.body.data).toEqual({ id, code, status: "deleted" });
    expect(await t.database.db.select().from(prompts).where(eq(prompts.id, id))).toEqual([]);
    expect(await detailStatus(code)).toBe(404);
    const trail = await audit(`targetType=prompt&targetId=${id}`);
    expect(trail.list).toEqual([
      {
        id: expect.any(Number),
        action: "prompt.delete",
        targetType: "prompt",
        targetId: id,
        targetLabel: "",
        reason: "重复内容",
        actor: { id: expect.any(Number), loginName: "admin" },
        createTime: expect.stringMatching(/^\d{10}$/),
      },
    ]);
    expect((await moderate(id, { action: "delete", reason: "again" })).status).toBe(404);
  });

  it("keeps the whole trail of a prompt, newest first, with actor, reason and current title", async () => {
    const { id } = await newPrompt("draft", "轨迹测试提示词");
    await moderate(id, { action: "approve", reason: "" });
    await moderate(id, { action: "hide", reason: "用户举报" });
    await moderate(id, { action: "restore", reason: "核实无误" });
    const trail = await audit(`targetType=prompt&targetId=${id}`);
    expect(trail.list.map((e) => [e.action, e.reason])).toEqual([
      ["prompt.restore", "核实无误"],
      ["prompt.hide", "用户举报"],
      ["prompt.approve", ""],
    ]);
    expect(trail.list.every((e) => e.actor?.loginName === "admin" && e.targetLabel === "轨迹测试提示词")).toBe(true);
    const paged = await audit(`targetType=prompt&targetId=${id}&limit=2&page=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(paged.list.map((e) => e.action)).toEqual(["prompt.approve"]);
  });

  it("lists prompts by status for the console, with author and the latest reason", async () => {
    const draft = await newPrompt("draft", "待审草稿");
    const shown = await newPrompt("published", "待隐藏");
    await moderate(shown.id, { action: "hide", reason: "标题党" });
    const drafts = await queue(`status=draft&title=${encodeURIComponent("待审")}`);
    expect(drafts.list).toEqual([
      expect.objectContaining({
        id: draft.id,
        code: draft.code,
        title: "待审草稿",
        status: "draft",
        author: { loginName: "admin", nickName: expect.any(String) },
        lastReason: "",
      }),
    ]);
    const hidden = await queue("status=hidden");
    expect(hidden.list.find((p) => p.id === shown.id)).toMatchObject({ title: "待隐藏", status: "hidden", lastReason: "标题党" });
    expect((await as({ method: "GET", url: "/admin/moderation/prompts?status=deleted" })).status).toBe(400);
  });

  it("answers 404 for a prompt that does not exist", async () => {
    expect((await moderate(99_999_999, { action: "approve" })).status).toBe(404);
  });

  it("a visitor gets 401 and a signed-in user who is not an administrator 403 on every moderation call", async () => {
    const { id } = await newPrompt("published");
    const { token } = await buildSignedInUser(t);
    const calls = [
      { method: "POST" as const, url: `/admin/prompts/${id}/moderate`, payload: { action: "delete", reason: "x" } },
      { method: "GET" as const, url: "/admin/audit" },
      { method: "GET" as const, url: "/admin/moderation/prompts" },
    ];
    for (const call of calls) {
      expect((await t.call(call)).status, call.url).toBe(401);
      expect((await t.call({ ...call, token })).status, call.url).toBe(403);
    }
    expect(await t.database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, id))).toHaveLength(1);
  });
});
