import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoryIndexReply, CategorySummary, IndexReply } from "../../../contract/catalog.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

const demo = readDemoCatalogue();

describe.each(engines())("categories on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t.close());

  it("the index lists categories in sort order with visible counts, and the marks", async () => {
    const { body } = await t.call<IndexReply>({ method: "GET", url: "/api/index", lan: "en" });
    expect(body.data.categories.map((c) => c.code)).toEqual([...demo.categories].sort((a, b) => a.sort - b.sort).map((c) => c.code));
    const writing = body.data.categories.find((c) => c.code === "writing")!;
    expect(writing.category).toBe("Writing");
    expect(writing.cnt).toBe(demo.prompts.filter((p) => p.vipLevel === 0 && p.categories.includes("writing")).length);
    const types = body.data.markCategoryList.map((m) => m.type);
    expect(types.slice(0, 2)).toEqual([1, 2]);
    const groups = body.data.markCategoryList.filter((m) => m.type === 3).map((m) => m.title);
    expect(groups.sort()).toEqual(
      demo.groups
        .filter((g) => g.recommend === 1)
        .map((g) => g.titles.en)
        .sort(),
    );
  });

  it("listCategory names categories in Traditional script for zh-TW", async () => {
    const { body } = await t.call<CategorySummary[]>({ method: "GET", url: "/api/listCategory", lan: "zh-TW" });
    expect(body.data.find((c) => c.code === "programming")!.category).toBe("程式開發");
  });

  it("the overview has featured categories, weekly and growth trends and new categories", async () => {
    const { body } = await t.call<CategoryIndexReply>({ method: "GET", url: "/api/categoryIndex" });
    const data = body.data;
    expect(data.categories).toHaveLength(demo.categories.length);
    expect(data.featuredCategories.length).toBeGreaterThan(0);
    expect(data.weeklyTrends.map((w) => w.value)).toEqual([...data.weeklyTrends.map((w) => w.value)].sort((a, b) => b - a));
    for (const trend of data.growthTrends) expect(trend.value).toMatch(/^[+-]\d+%$/);
    const rates = data.growthTrends.map((g) => Number(g.value.replace("%", "")));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(new Set(rates).size).toBeGreaterThan(1);
    expect(data.newCategories[0]!.code).toBe([...demo.categories].sort((a, b) => b.sort - a.sort)[0]!.code);
    const card = data.categories.find((c) => c.code === "writing")!;
    expect(card.samplePrompts.length).toBeGreaterThan(0);
    expect(card.hot).toBeGreaterThanOrEqual(0);
    expect(card.hot).toBeLessThanOrEqual(100);
  });

  it("ignores a query parameter it does not know (a cache-buster)", async () => {
    const { status } = await t.call({ method: "GET", url: "/api/categoryIndex?_t=1" });
    expect(status).toBe(200);
  });
});
