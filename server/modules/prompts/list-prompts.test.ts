import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IndexReply, PromptDetail, PromptPage } from "../../../contract/catalog.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, signedInCaller, userPayload, type Caller } from "./prompt-callers.test-support.ts";

const demo = readDemoCatalogue();

describe.each(engines())("the back-office prompt list on %s", (engine) => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let admin: Caller;
  let ids: Record<string, number>;
  let draftId: number;
  const ownIds: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    [owner, other, admin] = await Promise.all([signedInCaller(t), signedInCaller(t), adminCaller(t)]);
    ids = await categoryIds(t);
    for (const [i, code] of ["writing", "programming", "writing"].entries()) {
      const { body } = await owner.add(userPayload(ids[code]!, { title: `我的提示词${i}号`, prompt: `第${i}条内容：帮我整理灵感。` }));
      ownIds.push(body.data.id);
    }
    await other.add(userPayload(ids.writing!, { title: "别人的提示词" }));
    // An administrator takes one of the owner's prompts down to a members-only draft.
    draftId = ownIds[0]!;
    await admin.update({ ...userPayload(ids.writing!, { title: "我的提示词0号" }), id: draftId, status: "draft", vipLevel: 3 });
  });
  afterAll(() => t.close());

  it("a user lists exactly their own prompts, newest first, drafts and every access level included", async () => {
    const { status, body } = await owner.mine();
    expect(status).toBe(200);
    expect(body.data.list.map((p) => p.id)).toEqual([...ownIds].reverse());
    expect(body.data).toMatchObject({ total: 3, page: 1, size: 100, hasMore: false });
    expect(body.data.list.find((p) => p.id === draftId)).toMatchObject({ status: "draft", vipLevel: 3 });
  });

  it("without the my-prompts flag the list is for administrators only", async () => {
    const denied = await owner.list("queryMyPrompts=false");
    expect(denied.status).toBe(403);
    expect((await owner.list()).status).toBe(403);
    const { status, body } = await admin.list();
    expect(status).toBe(200);
    expect(body.data.total).toBe(demo.prompts.length + 4);
    expect(body.data.list).toHaveLength(Math.min(100, body.data.total));
    expect(body.data.list.some((p) => p.id === draftId)).toBe(true);
  });

  it("items carry what the console and the edit form need", async () => {
    const { body } = await owner.mine("", "en");
    const item = body.data.list.find((p) => p.id === ownIds[1])!;
    expect(item).toMatchObject({
      title: "我的提示词1号",
      prompt: "第1条内容：帮我整理灵感。",
      description: "第1条内容：帮我整理灵感。",
      tips: "先列出要点，再让它润色。",
      demo: [{ input: "完成了登录页改版", out: "本周完成登录页改版……" }],
      lan: "zh-CN",
      categoryIds: [ids.programming],
      categories: [{ cid: ids.programming, code: "programming", category: "Programming" }],
      vipLevel: 0,
      source: "",
      ignoreTrans: false,
      status: "published",
      cnt: { clickCnt: 0, copyCnt: 0, markCnt: 0 },
    });
    expect(item.createTime).toMatch(/^\d{10}$/);
  });

  it("the administrator's list shows group tags and filters by group", async () => {
    const index = await t.call<IndexReply>({ method: "GET", url: "/api/index" });
    const group = index.body.data.markCategoryList.find((m) => m.type === 3)!;
    const { body } = await admin.list(`markId=${group.markId}`);
    const members = demo.groups.find((g) => g.title === group.title)!.prompts;
    expect(body.data.list.map((p) => p.code).sort()).toEqual([...members].sort());
    expect(body.data.list.every((p) => p.tags.some((tag) => tag.markId === group.markId))).toBe(true);
  });

  it("filters by title and category, and pages with limit", async () => {
    const byTitle = await owner.mine(`title=${encodeURIComponent("2号")}`);
    expect(byTitle.body.data.list.map((p) => p.id)).toEqual([ownIds[2]]);
    const byCategory = await owner.mine("categoryCode=programming");
    expect(byCategory.body.data.list.map((p) => p.id)).toEqual([ownIds[1]]);
    const none = await owner.mine("categoryCode=no-such-category");
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
    const page2 = await owner.mine("limit=2&page=2");
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, size: 2, hasMore: false });
    expect(page2.body.data.list.map((p) => p.id)).toEqual([ownIds[0]]);
    const cleared = await owner.mine("title=&categoryCode=&markId=");
    expect(cleared.body.data.total).toBe(3);
  });

  it("honours the public list's query too: sortByScore, sortByHot, sortByTime, size and marked", async () => {
    const codes = async (query: string) => (await admin.list(query)).body.data.list.map((p) => p.code);
    const publicCodes = async (query: string) =>
      (await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?${query}&size=20` })).body.data.list.map((p) => p.code);
    const first = (all: string[], visible: string[]) => all.filter((code) => visible.includes(code)).slice(0, 10);
    for (const sort of ["sortByScore=1", "sortByHot=1", "sortByTime=1"]) {
      const visible = await publicCodes(sort);
      expect(first(await codes(`${sort}&size=100`), visible), sort).toEqual(visible.slice(0, 10));
    }
    const sized = await admin.list("size=5");
    expect(sized.body.data).toMatchObject({ size: 5, page: 1 });
    expect(sized.body.data.list).toHaveLength(5);
    const favourite = demo.prompts[0]!.code;
    await t.call({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${favourite}&action=3`, token: admin.token });
    expect(await codes("marked=1")).toEqual([favourite]);
    expect((await admin.list("marked=0")).body.data.total).toBe(demo.prompts.length + 4);
  });

  // Issue #24 bug 10: the detail page tells the author so, and "edit" opens that prompt in their form.
  it("tells the author, and only the author, that a prompt is theirs; their list finds it by code", async () => {
    const code = (await owner.mine()).body.data.list.find((p) => p.id === ownIds[1])!.code;
    const detail = (token?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, token });
    expect((await detail(owner.token)).body.data.mine).toBe(true);
    expect((await detail(other.token)).body.data.mine).toBe(false);
    expect((await detail(admin.token)).body.data.mine).toBe(false);
    expect((await detail()).body.data.mine).toBe(false);

    const found = await owner.mine(`code=${code}`);
    expect(found.status).toBe(200);
    expect(found.body.data.list.map((p) => p.id)).toEqual([ownIds[1]]);
    expect(found.body.data.total).toBe(1);
    // Someone else's prompt is not in one's own list, whatever its code.
    expect((await other.mine(`code=${code}`)).body.data.list).toEqual([]);
    expect((await admin.list(`code=${code}`)).body.data.list.map((p) => p.id)).toEqual([ownIds[1]]);
    expect((await owner.mine(`code=${"x".repeat(65)}`)).status).toBe(400);
  });

  it("refuses a page size outside 1 to 100 with a 400", async () => {
    expect((await owner.mine("limit=0")).status).toBe(400);
    expect((await owner.mine("limit=101")).status).toBe(400);
    expect((await owner.mine("page=x")).status).toBe(400);
  });
});
