import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategorySummary } from "../../../contract/catalog.ts";
import type { AdminCategory } from "../../../contract/console.ts";
import { categoryTranslations, promptCategories, prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "./admin-caller.test-support.ts";

describe.each(engines())("console categories on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    as = callerWith(t, await signInAdmin(t));
  });
  afterAll(() => t.close());

  const add = (payload: Record<string, unknown>, lan = "zh-CN") => as<AdminCategory>({ method: "POST", url: "/admin/api/addCategory", payload, lan });
  const update = (payload: Record<string, unknown>, lan = "zh-CN") => as<AdminCategory>({ method: "POST", url: "/admin/api/updateCategory", payload, lan });
  const list = async () => (await as<AdminCategory[]>({ method: "GET", url: "/admin/api/listCategories" })).body.data;

  it("creates a category with its emoji, tags, sort and a Traditional machine version", async () => {
    const { status, body } = await add({ category: "软件工具", intro: "网络与信息", img: "🧰", tags: ["效率"], sort: 7 });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ category: "软件工具", intro: "网络与信息", img: "🧰", tags: ["效率"], sort: 7, cnt: 0, lan: "zh-CN" });
    expect(body.data.code).toMatch(/^c-[a-z0-9]{6}$/);
    expect(body.data.i18n["zh-TW"]).toEqual({ category: "軟體工具", intro: "網路與資訊", machine: true });
    expect(body.data.i18n["zh-CN"]?.machine).toBe(false);
    expect(body.data.i18n.en).toBeUndefined();
    const { body: pub } = await t.call<CategorySummary[]>({ method: "GET", url: "/api/listCategory", lan: "zh-TW" });
    expect(pub.data.find((c) => c.cid === body.data.cid)?.category).toBe("軟體工具");
  });

  it("derives the code from the English name and keeps codes unique", async () => {
    const first = await add({ category: "数据可视化", i18n: { en: { category: "Data & Charts", intro: "" } } });
    expect(first.body.data.code).toBe("data-charts");
    expect(first.body.data.i18n.en).toEqual({ category: "Data & Charts", intro: "", machine: false });
    const second = await add({ category: "图表", i18n: { en: { category: "Data & Charts" } } });
    expect(second.body.data.code).toMatch(/^data-charts-[a-z0-9]{4}$/);
  });

  it("refuses an explicit code that is taken with a 409", async () => {
    const { status, body } = await add({ category: "重复", code: "writing" }, "en");
    expect(status).toBe(409);
    expect(body.msg).toBe("The category code writing is already in use");
  });

  it.each([
    ["a missing name", { intro: "x" }, "分类名称不能为空"],
    ["a blank name", { category: "   " }, "分类名称不能为空"],
    ["an emoji of 11 characters", { category: "图标", img: "🍎🍐🍊🍋🍌🍉🍇🍓🫐🍈🍒" }, "图标最多 10 个字符"],
    ["a negative sort", { category: "排序", sort: -1 }, "排序必须是不小于 0 的整数"],
    ["a fractional sort", { category: "排序", sort: 1.5 }, "排序必须是不小于 0 的整数"],
    ["a sort given as text", { category: "排序", sort: "3" }, "排序必须是不小于 0 的整数"],
    ["a code that is not a slug", { category: "代码", code: "Not a slug!" }, "分类代码只能包含小写字母、数字和连字符"],
  ])("refuses %s with a 400 and the rule's message", async (_, payload, msg) => {
    const before = (await list()).length;
    const { status, body } = await add(payload);
    expect(status).toBe(400);
    expect(body.msg).toBe(msg);
    expect((await list()).length).toBe(before);
  });

  it("says the name is required in the caller's language", async () => {
    expect((await add({ category: "" }, "en")).body.msg).toBe("The category name is required");
    expect((await add({ category: "" }, "zh-TW")).body.msg).toBe("分類名稱不能為空");
  });

  it("counts the emoji limit in user-perceived characters", async () => {
    const family = "👨‍👩‍👧‍👦";
    const { status, body } = await add({ category: "家庭", img: family.repeat(10) });
    expect(status).toBe(200);
    expect(body.data.img).toBe(family.repeat(10));
  });

  it("trims tags, drops empty ones and drops repeats", async () => {
    const { body } = await add({ category: "标签", tags: [" AI ", "", "ai", "写作", "  ", "写作 "] });
    expect(body.data.tags).toEqual(["AI", "写作"]);
  });

  it("updates per language without overwriting a person's version with a machine one", async () => {
    const created = (await add({ category: "编程开发", intro: "代码", i18n: { "zh-TW": { category: "程式設計", intro: "程式碼" } } })).body.data;
    expect(created.i18n["zh-TW"]).toEqual({ category: "程式設計", intro: "程式碼", machine: false });
    const { body } = await update({ id: created.cid, category: "软件开发", intro: "网络" });
    expect(body.data.i18n["zh-CN"]).toEqual({ category: "软件开发", intro: "网络", machine: false });
    expect(body.data.i18n["zh-TW"]).toEqual({ category: "程式設計", intro: "程式碼", machine: false });
    const rows = await t.database.db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, created.cid));
    expect(rows.map((r) => [r.lan, r.machine]).sort()).toEqual([
      ["zh-CN", false],
      ["zh-TW", false],
    ]);
  });

  it("a machine version follows the source, and clearing a person's version brings the machine back", async () => {
    const created = (await add({ category: "写作", i18n: { "zh-TW": { category: "寫作助手" } } })).body.data;
    const cleared = (await update({ id: created.cid, category: "软件", i18n: { "zh-TW": { category: "", intro: "" } } })).body.data;
    expect(cleared.i18n["zh-TW"]).toEqual({ category: "軟體", intro: "", machine: true });
    const edited = (await update({ id: created.cid, category: "网络", i18n: { "zh-TW": { category: "軟體", intro: "" } } })).body.data;
    expect(edited.i18n["zh-TW"]).toEqual({ category: "網路", intro: "", machine: true });
  });

  it("an update keeps fields it does not mention", async () => {
    const created = (await add({ category: "保留", intro: "描述", img: "📌", tags: ["a"], sort: 3 })).body.data;
    const { body } = await update({ id: created.cid, category: "保留二" });
    expect(body.data).toMatchObject({ category: "保留二", intro: "描述", img: "📌", tags: ["a"], sort: 3, code: created.code });
  });

  it("writes the top-level name in the language given by lan", async () => {
    const { body } = await add({ category: "Poetry", lan: "en", i18n: { "zh-CN": { category: "诗歌" } } }, "zh-CN");
    expect(body.data.lan).toBe("en");
    expect(body.data.code).toBe("poetry");
    expect(body.data.i18n.en?.category).toBe("Poetry");
    expect(body.data.i18n["zh-TW"]).toEqual({ category: "詩歌", intro: "", machine: true });
  });

  it("updating a category that does not exist is a 404", async () => {
    const { status } = await update({ id: 999999, category: "无" });
    expect(status).toBe(404);
  });

  it("lists every category with every language version, sort first, and counts prompts of every status", async () => {
    const rows = await list();
    const sorts = rows.map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const writing = rows.find((r) => r.code === "writing")!;
    expect(Object.keys(writing.i18n).sort()).toEqual(["en", "zh-CN", "zh-TW"]);
    const [hidden] = await t.database.db
      .select({ id: prompts.id })
      .from(prompts)
      .innerJoin(promptCategories, eq(promptCategories.promptId, prompts.id))
      .where(eq(promptCategories.categoryId, writing.cid))
      .limit(1);
    await t.database.db.update(prompts).set({ status: "hidden", vipLevel: 3 }).where(eq(prompts.id, hidden!.id));
    const direct = await t.database.db.select().from(promptCategories).where(eq(promptCategories.categoryId, writing.cid));
    expect((await list()).find((r) => r.code === "writing")!.cnt).toBe(direct.length);
  });

  it("refuses to delete a category that still holds prompts, saying how many, and deletes an empty one", async () => {
    const writing = (await list()).find((r) => r.code === "writing")!;
    const refused = await as({ method: "GET", url: `/admin/api/deleteCategory?categoryId=${writing.cid}`, lan: "en" });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(String(writing.cnt));
    expect((await list()).some((r) => r.cid === writing.cid)).toBe(true);

    const empty = (await add({ category: "临时" })).body.data;
    const deleted = await as({ method: "GET", url: `/admin/api/deleteCategory?categoryId=${empty.cid}` });
    expect(deleted.status).toBe(200);
    expect((await list()).some((r) => r.cid === empty.cid)).toBe(false);
    const again = await as({ method: "GET", url: `/admin/api/deleteCategory?categoryId=${empty.cid}` });
    expect(again.status).toBe(404);
  });
});
