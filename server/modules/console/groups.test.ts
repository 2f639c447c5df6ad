import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IndexReply, PromptPage } from "../../../contract/catalog.ts";
import type { AddMarkGroupPromptsReply, MarkGroup } from "../../../contract/console.ts";
import { markGroupPrompts, prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "./admin-caller.test-support.ts";

describe.each(engines())("console groups on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  let promptIds: number[];
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    as = callerWith(t, await signInAdmin(t));
    promptIds = (await t.database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.vipLevel, 0)).orderBy(asc(prompts.id))).map((p) => p.id);
  });
  afterAll(() => t.close());

  const addGroup = (payload: Record<string, unknown>, lan = "zh-CN") => as<MarkGroup>({ method: "POST", url: "/admin/api/addMarkGroup", payload, lan });
  const listGroups = async (query = "") => (await as<MarkGroup[]>({ method: "GET", url: `/admin/api/listMarkGroups${query}` })).body.data;
  const addMembers = (payload: Record<string, unknown>) => as<AddMarkGroupPromptsReply>({ method: "POST", url: "/admin/api/addMarkGroupPrompts", payload });
  const members = async (markId: number) =>
    (await t.database.db.select().from(markGroupPrompts).where(eq(markGroupPrompts.markId, markId)).orderBy(asc(markGroupPrompts.position))).map(
      (m) => m.promptId,
    );

  it("creates, lists, updates and deletes a group", async () => {
    const created = await addGroup({ title: "  周末阅读 ", recommend: 1 });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ markId: expect.any(Number), title: "周末阅读", titleEn: "", recommend: 1, promptCnt: 0 });
    const markId = created.body.data.markId;
    expect((await listGroups())[0]).toEqual(created.body.data);

    const updated = await as<MarkGroup>({ method: "POST", url: "/admin/api/updateMarkGroup", payload: { markId, title: "周末精选", recommend: 0 } });
    expect(updated.body.data).toMatchObject({ markId, title: "周末精选", recommend: 0 });
    const renamed = await as<MarkGroup>({ method: "POST", url: "/admin/api/updateMarkGroup", payload: { markId, title: "周末必读" } });
    expect(renamed.body.data.recommend).toBe(0);

    const deleted = await as({ method: "GET", url: `/admin/api/deleteMarkGroup?markId=${markId}` });
    expect(deleted.status).toBe(200);
    expect((await listGroups()).some((g) => g.markId === markId)).toBe(false);
    expect((await as({ method: "GET", url: `/admin/api/deleteMarkGroup?markId=${markId}` })).status).toBe(404);
  });

  it.each([
    ["a missing title", {}, "分组名称不能为空"],
    ["a blank title", { title: "  " }, "分组名称不能为空"],
    ["recommend other than 1 or 0", { title: "x", recommend: 2 }, "推荐只能是 1 或 0"],
  ])("refuses %s with a 400", async (_, payload, msg) => {
    const before = (await listGroups()).length;
    const { status, body } = await addGroup(payload);
    expect(status).toBe(400);
    expect(body.msg).toBe(msg);
    expect((await listGroups()).length).toBe(before);
  });

  it("says the group name is required in English too", async () => {
    expect((await addGroup({ title: "" }, "en")).body.msg).toBe("The group name is required");
  });

  it("updating a group that does not exist is a 404", async () => {
    expect((await as({ method: "POST", url: "/admin/api/updateMarkGroup", payload: { markId: 999999, title: "x" } })).status).toBe(404);
  });

  it("searches by title and pages with limit", async () => {
    await addGroup({ title: "搜索目标甲" });
    await addGroup({ title: "搜索目标乙" });
    expect((await listGroups(`?search=${encodeURIComponent("搜索目标")}`)).map((g) => g.title)).toEqual(["搜索目标乙", "搜索目标甲"]);
    expect(await listGroups(`?search=${encodeURIComponent("%")}`)).toEqual([]);
    const firstPage = await listGroups("?page=1&limit=2");
    const secondPage = await listGroups("?page=2&limit=2");
    expect(firstPage).toHaveLength(2);
    expect(secondPage[0]?.markId).toBeLessThan(firstPage[1]!.markId);
  });

  it("adds prompts at the end in order, and adding again changes nothing", async () => {
    const markId = (await addGroup({ title: "成员测试" })).body.data.markId;
    const [a, b, c, d] = promptIds as [number, number, number, number];
    expect((await addMembers({ markId, promptIds: [c, a] })).body.data).toEqual({ added: 2, promptCnt: 2 });
    expect((await addMembers({ markId, promptId: b, promptIds: [a, d, b] })).body.data).toEqual({ added: 2, promptCnt: 4 });
    expect(await members(markId)).toEqual([c, a, b, d]);
    const before = await t.database.db.select().from(markGroupPrompts).where(eq(markGroupPrompts.markId, markId));
    expect((await addMembers({ markId, promptIds: [a, b, c, d] })).body.data).toEqual({ added: 0, promptCnt: 4 });
    expect(await t.database.db.select().from(markGroupPrompts).where(eq(markGroupPrompts.markId, markId))).toEqual(before);
    expect((await listGroups()).find((g) => g.markId === markId)?.promptCnt).toBe(4);
  });

  it("refuses unknown prompt ids with a 422 and adds none of the others", async () => {
    const markId = (await addGroup({ title: "未知提示词" })).body.data.markId;
    const { status, body } = await addMembers({ markId, promptIds: [promptIds[0], 99999901] });
    expect(status).toBe(422);
    expect(body.msg).toContain("99999901");
    expect(await members(markId)).toEqual([]);
  });

  it("refuses adding to a group that does not exist, or without any prompt", async () => {
    expect((await addMembers({ markId: 999999, promptId: promptIds[0] })).status).toBe(404);
    const markId = (await addGroup({ title: "空请求" })).body.data.markId;
    expect((await addMembers({ markId, promptIds: [] })).status).toBe(400);
  });

  it("removes a membership by its id or by promptId and markId, and a second removal is harmless", async () => {
    const markId = (await addGroup({ title: "移除测试" })).body.data.markId;
    const [a, b, c] = promptIds as [number, number, number];
    await addMembers({ markId, promptIds: [a, b, c] });
    const [row] = await t.database.db
      .select()
      .from(markGroupPrompts)
      .where(and(eq(markGroupPrompts.markId, markId), eq(markGroupPrompts.promptId, b)));
    const byId = await as<{ removed: number }>({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?id=${row!.id}` });
    expect(byId.body.data).toEqual({ removed: 1 });
    expect(await members(markId)).toEqual([a, c]);
    const byPair = await as<{ removed: number }>({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?promptId=${a}&markId=${markId}` });
    expect(byPair.body.data).toEqual({ removed: 1 });
    expect(await members(markId)).toEqual([c]);
    const again = await as<{ removed: number }>({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?promptId=${a}&markId=${markId}` });
    expect(again.body.data).toEqual({ removed: 0 });
    expect((await as({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?promptId=${a}` })).status).toBe(400);
    expect((await as({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?id=1&markId=${markId}` })).status).toBe(400);
  });

  it("answers 404 for removing a membership, group or prompt that does not exist, as adding does", async () => {
    const markId = (await addGroup({ title: "不存在的成员" })).body.data.markId;
    const [a] = promptIds as [number];
    const byId = await as({ method: "GET", url: "/admin/api/removeMarkGroupPrompt?id=99999999", lan: "en" });
    expect(byId.status).toBe(404);
    expect(byId.body).toMatchObject({ code: 40400, msg: "The prompt is not in this group" });
    const noGroup = await as({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?promptId=${a}&markId=99999999`, lan: "en" });
    expect(noGroup.status).toBe(404);
    expect(noGroup.body.msg).toBe("The group does not exist");
    const noPrompt = await as({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?promptId=99999999&markId=${markId}`, lan: "zh-TW" });
    expect(noPrompt.status).toBe(404);
    expect(noPrompt.body.msg).toBe("提示詞不存在");
  });

  it("a recommended group shows on the home index and lists exactly its prompts", async () => {
    const markId = (await addGroup({ title: "首页推荐", recommend: 1 })).body.data.markId;
    const [a, b] = promptIds as [number, number];
    await addMembers({ markId, promptIds: [a, b] });
    const index = await t.call<IndexReply>({ method: "GET", url: "/api/index" });
    expect(index.body.data.markCategoryList).toContainEqual({ markId, title: "首页推荐", type: 3 });
    const page = await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?markId=${markId}` });
    expect(page.body.data.list.map((p) => p.id).sort()).toEqual([a, b].sort());
  });

  it("the cached home index forgets a deleted group and a removed member at once", async () => {
    const markId = (await addGroup({ title: "缓存测试", recommend: 1 })).body.data.markId;
    const [a, b] = promptIds as [number, number];
    await addMembers({ markId, promptIds: [a, b] });
    const groupPage = () => t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?markId=${markId}` });
    expect((await groupPage()).body.data.total).toBe(2);
    await as({ method: "GET", url: `/admin/api/removeMarkGroupPrompt?promptId=${a}&markId=${markId}` });
    expect((await groupPage()).body.data.list.map((p) => p.id)).toEqual([b]);
    const titles = async () => (await t.call<IndexReply>({ method: "GET", url: "/api/index" })).body.data.markCategoryList.map((m) => m.title);
    expect(await titles()).toContain("缓存测试");
    await as({ method: "GET", url: `/admin/api/deleteMarkGroup?markId=${markId}` });
    expect(await titles()).not.toContain("缓存测试");
  });

  it("deleting a group keeps its prompts", async () => {
    const markId = (await addGroup({ title: "删除保留" })).body.data.markId;
    await addMembers({ markId, promptIds: [promptIds[0]] });
    await as({ method: "GET", url: `/admin/api/deleteMarkGroup?markId=${markId}` });
    expect(await members(markId)).toEqual([]);
    expect(await t.database.db.select().from(prompts).where(eq(prompts.id, promptIds[0]!))).toHaveLength(1);
  });
});
