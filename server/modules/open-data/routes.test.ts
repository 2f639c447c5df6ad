import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUMP_CSV_COLUMNS, type DumpPage } from "../../../contract/open-data.ts";
import { prompts, users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, userPayload, type Caller } from "../prompts/prompt-callers.test-support.ts";

describe.each(engines())("open-data dumps on %s", (engine) => {
  let t: TestApp;
  let admin: Caller;
  const origin = "https://plaza.example";
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const publicCodes = async () =>
    (await t.database.db.select({ code: prompts.code }).from(prompts).where(eq(prompts.vipLevel, 0))).filter(Boolean).map((r) => r.code);

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo", PUBLIC_URL: origin });
    admin = await adminCaller(t);
  });
  afterAll(() => t.close());

  async function allPages(lang: string, size: number) {
    const items: DumpPage["list"] = [];
    for (let page = 1; ; page++) {
      const response = await get(`/prompts.json?lang=${lang}&page=${page}&size=${size}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as DumpPage;
      items.push(...body.list);
      if (!body.hasMore) return { items, total: body.total };
    }
  }

  it("pages through every public prompt once, with its address in the asked language and no private field", async () => {
    const { items, total } = await allPages("en", 7);
    const codes = await publicCodes();
    expect(total).toBe(codes.length);
    expect(items.map((i) => i.code).sort()).toEqual([...codes].sort());
    const first = items[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        "author",
        "categories",
        "code",
        "counts",
        "createTime",
        "description",
        "lan",
        "machine",
        "prompt",
        "tags",
        "title",
        "updateTime",
        "url",
        "variables",
      ].sort(),
    );
    expect(first.url).toBe(`${origin}/en/detail/${encodeURIComponent(first.code)}`);
    expect(new Date(first.updateTime).toISOString()).toBe(first.updateTime);
    const emails = (await t.database.db.select({ email: users.email }).from(users)).map((u) => u.email).filter((e): e is string => !!e);
    const text = JSON.stringify(items);
    for (const email of emails) expect(text).not.toContain(email);
    expect(text).not.toMatch(/passwordHash|"email"/);
  });

  it("gives each language its own text and says which language and whether a machine wrote it", async () => {
    const zh = (await get("/prompts.json?lang=zh-CN&size=500")).json() as DumpPage;
    const tw = (await get("/prompts.json?lang=zh-TW&size=500")).json() as DumpPage;
    expect(zh.list.length).toBe(tw.list.length);
    expect(zh.list.some((item, i) => item.title !== tw.list[i]!.title)).toBe(true);
    expect(tw.list.every((item) => item.url.startsWith(`${origin}/zh-TW/detail/`))).toBe(true);
    expect(zh.list.every((item) => item.url.startsWith(`${origin}/detail/`))).toBe(true);
    expect(tw.list.every((item) => ["zh-CN", "zh-TW", "en"].includes(item.lan) && typeof item.machine === "boolean")).toBe(true);
    expect(zh.license).toEqual({ name: "CC0-1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/" });
  });

  it("answers a revalidation with 304 and refuses bad paging with a clear error", async () => {
    const first = await get("/prompts.json?page=1&size=5");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get("/prompts.json?page=1&size=5", { "if-none-match": etag })).statusCode).toBe(304);
    for (const bad of ["size=501", "page=0", "lang=fr", "size=abc"]) {
      const response = await get(`/prompts.json?${bad}`, { "x-lan": "en" });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().msg, bad).toMatch(/[a-z]/i);
    }
    expect((await get("/prompts.csv?lang=xx")).statusCode).toBe(400);
  });

  it("exports every public prompt as CSV with act,prompt first, quoting commas, quotes and new lines", async () => {
    const writing = (await categoryIds(t)).writing!;
    const tricky = await admin.add(userPayload(writing, { title: '带逗号, 和"引号"的标题', prompt: '第一行, 有逗号\n第二行 "引号"\n第三行' }));
    expect(tricky.status).toBe(200);
    const response = await get("/prompts.csv?lang=zh-CN");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const records = parse(response.body, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(records[0]!)).toEqual([...DUMP_CSV_COLUMNS]);
    expect(records.map((r) => r.code).sort()).toEqual((await publicCodes()).sort());
    const row = records.find((r) => r.code === tricky.body.data.code)!;
    expect(row.act).toBe('带逗号, 和"引号"的标题');
    expect(row.prompt).toBe('第一行, 有逗号\n第二行 "引号"\n第三行');
    expect(row.url).toBe(`${origin}/detail/${row.code}`);
  });

  it("gives each prompt in the CSV the title, text, language, categories and groups the JSON dump gives it, in every language", async () => {
    for (const lang of ["zh-CN", "zh-TW", "en"]) {
      const records = parse((await get(`/prompts.csv?lang=${lang}`)).body, { columns: true }) as Array<Record<string, string>>;
      const expected = (await allPages(lang, 500)).items.map((item) => ({
        act: item.title,
        prompt: item.prompt,
        code: item.code,
        category: item.categories.map((c) => c.name).join("|"),
        tags: item.tags.join("|"),
        lan: item.lan,
        url: item.url,
      }));
      expect(records).toEqual(expected);
    }
  });

  it("serves the kept CSV until a publish, then a fresh one that lists the new prompt", async () => {
    const first = await get("/prompts.csv?lang=en");
    const kept = await get("/prompts.csv?lang=en");
    expect(kept.headers.etag).toBeTruthy();
    expect(kept.body).toBe(first.body);
    expect((await get("/prompts.csv?lang=en", { "if-none-match": kept.headers.etag as string })).statusCode).toBe(304);
    const writing = (await categoryIds(t)).writing!;
    const added = await admin.add(userPayload(writing, { title: "导出后新发布的提示词" }));
    const fresh = await get("/prompts.csv?lang=en");
    expect(fresh.body).toContain(added.body.data.code);
    expect(fresh.headers.etag).toBeUndefined();
  });
});
