import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { IndexReply, PromptPage } from "../../../contract/catalog.ts";
import type { MarkGroup } from "../../../contract/console.ts";
import { markGroups } from "../../db/schema.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { demoAppWithAdmin } from "../console/admin-caller.test-support.ts";

const demo = readDemoCatalogue();
const starter = demo.groups.find((g) => g.title === "新手必备")!;

describe.each(engines())("group titles on %s", (engine) => {
  const app = demoAppWithAdmin(engine);
  const marks = async (lan: string) => (await app.t.call<IndexReply>({ method: "GET", url: "/api/index", lan })).body.data.markCategoryList;
  const groupTags = async (markId: number, lan: string) =>
    (await app.t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?markId=${markId}&size=1`, lan })).body.data.list[0]!.tags;
  const write = (url: string, payload: Record<string, unknown>, lan = "zh-CN") => app.as<MarkGroup>({ method: "POST", url: `/admin/api/${url}`, payload, lan });
  const titlesOf = async (markId: number) =>
    (await app.t.database.db.select({ titles: markGroups.titles }).from(markGroups).where(eq(markGroups.id, markId)))[0]!.titles;

  it.each([
    ["zh-CN", "我的收藏", "浏览历史", starter.title],
    ["zh-TW", "我的收藏", "瀏覽紀錄", starter.titles["zh-TW"]],
    ["en", "My favourites", "History", starter.titles.en],
  ])("the index names favourites, history and the groups in %s", async (lan, favourites, history, group) => {
    const list = await marks(lan);
    expect(list.slice(0, 2).map((m) => m.title)).toEqual([favourites, history]);
    expect(list.map((m) => m.title)).toContain(group);
  });

  it.each(["zh-CN", "zh-TW", "en"] as const)("listPrompt's group tags follow %s", async (lan) => {
    const markId = (await marks("zh-CN")).find((m) => m.title === starter.title)!.markId;
    const expected = lan === "zh-CN" ? starter.title : starter.titles[lan];
    expect((await groupTags(markId, lan)).find((g) => g.markId === markId)!.title).toBe(expected);
  });

  it("a write makes the zh-TW title by OpenCC and keeps the English title until it is changed", async () => {
    const created = await write("addMarkGroup", { title: "软件开发", titleEn: " Software ", recommend: 1 });
    expect(created.body.data).toMatchObject({ title: "软件开发", titleEn: "Software" });
    const { markId } = created.body.data;
    expect(await titlesOf(markId)).toEqual({ "zh-TW": "軟體開發", en: "Software" });
    expect((await marks("zh-TW")).find((m) => m.markId === markId)!.title).toBe("軟體開發");
    expect((await marks("en")).find((m) => m.markId === markId)!.title).toBe("Software");

    await write("updateMarkGroup", { markId, title: "网络安全" });
    expect(await titlesOf(markId)).toEqual({ "zh-TW": "網路安全", en: "Software" });
    await write("updateMarkGroup", { markId, title: "网络安全", titleEn: "" });
    expect(await titlesOf(markId)).toEqual({ "zh-TW": "網路安全" });
    // Without an English title English readers get the zh-CN one.
    expect((await marks("en")).find((m) => m.markId === markId)!.title).toBe("网络安全");
  });

  it("a group written before titles existed is converted to zh-TW when read", async () => {
    const [row] = await app.t.database.db.insert(markGroups).values({ title: "信息检索", recommend: 1 }).returning({ id: markGroups.id });
    expect((await marks("zh-TW")).find((m) => m.markId === row!.id)!.title).toBe("資訊檢索");
  });

  it.each([
    ["a number", 5, "英文名称必须是文本", "The English name must be text"],
    ["more than 50 characters", "x".repeat(51), "分组名称最多 50 个字符", "The group name has at most 50 characters"],
  ])("refuses an English title that is %s with a localised 400 and changes nothing", async (_, titleEn, zh, en) => {
    const before = await app.t.database.db.select().from(markGroups);
    for (const [lan, msg] of [
      ["zh-CN", zh],
      ["en", en],
    ] as const) {
      const added = await write("addMarkGroup", { title: "新分组", titleEn }, lan);
      expect([added.status, added.body.msg]).toEqual([400, msg]);
      const updated = await write("updateMarkGroup", { markId: before[0]!.id, title: "改名", titleEn }, lan);
      expect([updated.status, updated.body.msg]).toEqual([400, msg]);
    }
    expect(await app.t.database.db.select().from(markGroups)).toEqual(before);
  });
});
