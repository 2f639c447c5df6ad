import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTranslations, markGroups, promptSearch, promptTranslations } from "../../db/schema.ts";
import { conversionVersion } from "../../lib/chinese/phrases.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";
import { refreshConversions } from "./conversion-refresh.ts";
import { conversionSource } from "./conversion-source.ts";
import { addCategory, addPrompt, versionOf } from "./translation.test-support.ts";

describe("conversionSource", () => {
  const v = (lan: string, machine: boolean) => ({ lan, machine });
  it("names the person's other script as the source of a machine's script", () => {
    expect(conversionSource(v("zh-TW", true), [v("zh-CN", false), v("zh-TW", true)])).toBe("zh-CN");
    expect(conversionSource(v("zh-CN", true), [v("zh-CN", true), v("zh-TW", false)])).toBe("zh-TW");
  });
  it("takes zh-TW as converted from zh-CN when a machine wrote both (from English)", () => {
    const both = [v("en", false), v("zh-CN", true), v("zh-TW", true)];
    expect(conversionSource(both[2]!, both)).toBe("zh-CN");
    expect(conversionSource(both[1]!, both)).toBeNull();
  });
  it("finds no source for a person's version, English, or a script alone", () => {
    expect(conversionSource(v("zh-TW", false), [v("zh-CN", false), v("zh-TW", false)])).toBeNull();
    expect(conversionSource(v("en", true), [v("zh-CN", false), v("en", true)])).toBeNull();
    expect(conversionSource(v("zh-TW", true), [v("en", false), v("zh-TW", true)])).toBeNull();
  });
});

describe.each(engines())("stored conversions made again with a new phrase dictionary on %s", (engine) => {
  let database: TestDatabase;
  const started: TestApp[] = [];
  const start = async () => {
    const t = await buildTestApp(engine, {}, undefined, { reuse: database });
    started.push(t);
    await t.app.appContext.translations.conversionsRefreshed();
    return { t, as: callerWith(t, await signInAdmin(t)) };
  };
  const oldVersion = "0000000000000000";

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    for (const t of started) await t.close({ keepDatabase: true }).catch(() => {});
    await database.drop();
  });

  it("stamps what it writes, converts again what an older dictionary made, and leaves a person's versions alone", async () => {
    const { t, as } = await start();
    const db = t.database.db;
    const category = await addCategory(as, "发布审核");
    const { id } = await addPrompt(as, { title: "软件发布说明", categoryIds: [category.cid], prompt: "请写一份发布说明，说明“权限”变化。", lan: "zh-CN" });
    expect(await versionOf(t, id, "zh-TW")).toMatchObject({
      machine: true,
      title: "軟體發布說明",
      prompt: "請寫一份發布說明，說明「權限」變化。",
      convertedWith: conversionVersion(),
    });
    expect((await versionOf(t, id, "zh-CN"))!.convertedWith).toBeNull();

    // What OpenCC alone made before the dictionary, stamped with an older version.
    await db
      .update(promptTranslations)
      .set({ title: "軟體釋出說明", prompt: "請寫一份釋出說明，說明“許可權”變化。", convertedWith: oldVersion })
      .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, "zh-TW")));
    await db.update(promptSearch).set({ searchText: "释出" }).where(eq(promptSearch.promptId, id));
    await db
      .update(categoryTranslations)
      .set({ name: "釋出稽核", convertedWith: null })
      .where(and(eq(categoryTranslations.categoryId, category.cid), eq(categoryTranslations.lan, "zh-TW")));
    const [converted] = await db
      .insert(markGroups)
      .values({ title: "发布计划", titles: { "zh-TW": "釋出計劃", en: "Release plan" }, titlesConvertedWith: oldVersion })
      .returning();
    const [handWritten] = await db
      .insert(markGroups)
      .values({ title: "发布计划", titles: { "zh-TW": "上線計畫" } })
      .returning();

    expect(await refreshConversions(db)).toEqual({ prompts: 1, categories: 1, groups: 1 });
    expect(await versionOf(t, id, "zh-TW")).toMatchObject({
      machine: true,
      title: "軟體發布說明",
      prompt: "請寫一份發布說明，說明「權限」變化。",
      convertedWith: conversionVersion(),
    });
    expect(await versionOf(t, id, "zh-CN")).toMatchObject({ machine: false, title: "软件发布说明", convertedWith: null });
    const [search] = await db.select().from(promptSearch).where(eq(promptSearch.promptId, id));
    expect(search!.searchText).toContain("软体发布说明");
    expect(search!.searchText).not.toContain("释出");
    const [categoryTw] = await db
      .select()
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.categoryId, category.cid), eq(categoryTranslations.lan, "zh-TW")));
    expect(categoryTw).toMatchObject({ name: "發布審核", machine: true, convertedWith: conversionVersion() });
    const groups = await db.select().from(markGroups);
    expect(groups.find((g) => g.id === converted!.id)).toMatchObject({
      titles: { "zh-TW": "發布計畫", en: "Release plan" },
      titlesConvertedWith: conversionVersion(),
    });
    expect(groups.find((g) => g.id === handWritten!.id)).toMatchObject({ titles: { "zh-TW": "上線計畫" }, titlesConvertedWith: null });

    expect(await refreshConversions(db)).toEqual({ prompts: 0, categories: 0, groups: 0 });
    await t.close({ keepDatabase: true });
  });

  it("runs at start, in the background, and the detail page then serves the new conversion", async () => {
    const first = await start();
    const category = await addCategory(first.as, "写作");
    const { id, code } = await addPrompt(first.as, { title: "审核清单", categoryIds: [category.cid], prompt: "列出审核步骤。", lan: "zh-CN" });
    await first.t.database.db
      .update(promptTranslations)
      .set({ title: "稽核清單", convertedWith: oldVersion })
      .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, "zh-TW")));
    await first.t.close({ keepDatabase: true });

    const second = await start();
    expect(await versionOf(second.t, id, "zh-TW")).toMatchObject({ title: "審核清單", convertedWith: conversionVersion() });
    const { body } = await second.t.call<{ title: string }>({ method: "GET", url: `/api/prompt/${code}`, lan: "zh-TW" });
    expect(body.data.title).toBe("審核清單");
    await second.t.close({ keepDatabase: true });
  });
});
