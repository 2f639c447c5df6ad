import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptItem, PromptPage } from "../../../contract/catalog.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

const demo = readDemoCatalogue();
const publicPrompts = demo.prompts.filter((p) => p.vipLevel === 0);

describe.each(engines())("listPrompt on %s", (engine) => {
  let t: TestApp;
  const list = async (query: string, lan?: string) => t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?${query}`, lan });
  const allPages = async (query: string, size: number) => {
    const codes: string[] = [];
    for (let page = 1; ; page++) {
      const { body } = await list(`${query}&size=${size}&page=${page}`);
      codes.push(...body.data.list.map((p) => p.code));
      if (!body.data.hasMore) return { codes, total: body.data.total };
    }
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t.close());

  it("pages through every visible prompt once, in popularity order, 12 at a time by default", async () => {
    const first = await list("sortByHot=1");
    expect(first.status).toBe(200);
    expect(first.body.data.list).toHaveLength(12);
    expect(first.body.data.total).toBe(publicPrompts.length);
    const { codes } = await allPages("sortByHot=1", 7);
    expect(codes).toHaveLength(publicPrompts.length);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes)).toEqual(new Set(publicPrompts.map((p) => p.code)));
  });

  it("orders by time, popularity and score differently, each a total order", async () => {
    const byTime = (await allPages("sortByTime=1", 100)).codes;
    const byHot = (await allPages("sortByHot=1", 100)).codes;
    const byScore = (await allPages("sortByScore=1", 100)).codes;
    const newest = [...publicPrompts].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)[0]!;
    expect(byTime[0]).toBe(newest.code);
    expect(byHot).not.toEqual(byTime);
    expect(byScore).not.toEqual(byHot);
    const { body } = await list("sortByScore=1&size=100");
    const scores = body.data.list.map((p) => p.cnt.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("the last page says there is no more, and a page past the end is empty", async () => {
    const size = 10;
    const lastPage = Math.ceil(publicPrompts.length / size);
    const last = await list(`sortByHot=1&size=${size}&page=${lastPage}`);
    expect(last.body.data.hasMore).toBe(false);
    expect(last.body.data.list).toHaveLength(publicPrompts.length - (lastPage - 1) * size);
    const past = await list(`sortByHot=1&size=${size}&page=${lastPage + 1}`);
    expect(past.body.data).toMatchObject({ list: [], hasMore: false, total: publicPrompts.length });
  });

  it("filters by category code, case-insensitively", async () => {
    const expected = publicPrompts.filter((p) => p.categories.includes("writing")).map((p) => p.code);
    const { body } = await list("categoryCode=Writing&size=100");
    expect(body.data.list.map((p) => p.code).sort()).toEqual(expected.sort());
    expect(body.data.list.every((p) => p.categories.some((c) => c.code === "writing"))).toBe(true);
  });

  it("returns an empty page for an unknown category rather than an error", async () => {
    const { status, body } = await list("categoryCode=nope");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it("lists a group's prompts through its markId", async () => {
    const index = await t.call<{ markCategoryList: { markId: number; title: string; type: number }[] }>({ method: "GET", url: "/api/index" });
    const group = index.body.data.markCategoryList.find((m) => m.title === "新手必备")!;
    expect(group.type).toBe(3);
    const { body } = await list(`markId=${group.markId}&size=100`);
    const members = demo.groups.find((g) => g.title === "新手必备")!.prompts.filter((code) => publicPrompts.some((p) => p.code === code));
    expect(body.data.list.map((p) => p.code).sort()).toEqual([...members].sort());
    expect(body.data.list[0]!.tags.map((g) => g.title)).toContain("新手必备");
  });

  it("serves items with the list's fields in the requested language", async () => {
    const { body } = await list("categoryCode=writing&size=100", "en");
    const item = body.data.list.find((p) => p.code === "writing-polish-article") as PromptItem;
    const source = demo.prompts.find((p) => p.code === "writing-polish-article")!;
    expect(item).toMatchObject({
      code: "writing-polish-article",
      title: source.i18n.en!.title,
      prompt: source.i18n.en!.prompt,
      description: source.i18n.en!.description,
      lan: "en",
      marked: 0,
      author: { nickName: expect.any(String), avatar: expect.any(String) },
      cnt: {
        clickCnt: source.stats.clickCnt,
        copyCnt: source.stats.copyCnt,
        shareCnt: source.stats.shareCnt,
        markCnt: source.stats.markCnt,
        rateCnt: source.ratings.length,
      },
    });
    expect(item.createTime).toMatch(/^\d{10}$/);
    expect(item.categories[0]).toMatchObject({ code: "writing", category: "Writing" });
    const tw = await list("categoryCode=writing&size=100", "zh-TW");
    expect(tw.body.data.list.find((p) => p.code === "writing-polish-article")!.title).toBe(source.i18n["zh-TW"]!.title);
  });

  it.each([
    ["page=0", 400],
    ["page=-1", 400],
    ["page=abc", 400],
    ["size=101", 400],
    ["size=0", 400],
    ["sortByHot=1&sortByTime=1", 400],
    ["sortByHot=2", 400],
    ["markId=abc", 400],
    ["markId=999999", 404],
  ])("refuses %s with %i and a message, never a 500", async (query, status) => {
    const zh = await list(query);
    expect(zh.status).toBe(status);
    expect(zh.body.code).not.toBe(0);
    expect(zh.body.msg).toMatch(/\p{Script=Han}/u);
    const en = await list(query, "en");
    expect(en.body.msg).toMatch(/^[\x20-\x7e]+$/);
  });
});
