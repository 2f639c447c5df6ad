import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../../../contract/catalog.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { isCjkTerm, parseQuery, titleFeatures } from "./tokens.ts";
import { queryRows } from "../../db/query-rows.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildAdmin, buildSignedInUser, signIn } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { filterConditions, listPromptRows } from "../catalog/prompt-list-repository.ts";
import { sortKeys } from "../../db/prompt-row.ts";
import type { SearchLimits } from "./limits.ts";
import { isOneToken, searchPage, type SearchPage } from "./planner.ts";
import { searchStatements, usePlan, withPlan, type StepName } from "./statements.ts";
import { expectedCodes, expectedTitleCodes, oracleDocuments } from "./oracle.test-support.ts";

const demo = readDemoCatalogue();
const documents = oracleDocuments(demo.prompts);
const stats = (code: string) => demo.prompts.find((p) => p.code === code)!.stats;
const visitor = { userId: null, level: 0 };

/** Queries whose replies must equal the oracle's, in order, on both engines. */
const TABLE: Array<[string, string]> = [
  ["翻譯", "Traditional query, Simplified and Traditional text"],
  ["翻译", "Simplified query"],
  ["公眾號", "Traditional query for a word only the zh-CN text has"],
  ["社群长文", "Simplified query for a phrase only the zh-TW text has"],
  ["履历", "Simplified form of the Taiwan word 履歷"],
  ["潤飾", "Traditional query for a Taiwan word"],
  ["码", "one character"],
  ["畫", "one Traditional character"],
  ["写作", "two characters"],
  ["简历", "two characters"],
  ["收件人", "three characters, one token"],
  ["文章润色", "four characters, one token"],
  ["请根据下面的", "six characters, re-checked as a substring"],
  ["每次只问一个", "six characters, one of them for signed-in readers only"],
  ["招聘启事里的", "six characters, Traditional text holds it too"],
  ["SEO 文案", "English and Chinese mixed"],
  ["ＳＥＯ", "full width"],
  ["seo", "lower case"],
  ["SQL", "upper case"],
  ["  写作，，  ", "punctuation and extra spaces"],
  ["写作 大纲", "two words, both required"],
  ["写作 翻译", "two words no prompt has together"],
  ["Code Review", "two English words"],
  ["prom", "a word prefix"],
  ["ompt", "the middle of a word"],
  ["Résumé", "a letter with an accent"],
  ["App 翻譯", "mixed, Traditional"],
  ["量子", "a word no prompt has"],
];

/**
 * The demo catalogue is too small for the steps planner.ts takes on common terms at 100k
 * prompts; shrinking its limits makes queries take them (the last test checks they all are).
 */
const LAST_STEP: Record<SearchPage["via"], StepName> = {
  candidates: "candidates",
  "title walk": "titleWalk",
  titles: "titles",
  "body walk": "bodyWalk",
  "all matches": "all",
};

const STEP_LIMITS: Array<[string, SearchLimits]> = [
  ["reading every match through the index", { candidates: 1000, titleWalk: 1000, bodyWalk: 1000 }],
  ["walking the sort order for title matches", { candidates: 2, titleWalk: 1000, bodyWalk: 1000 }],
  ["reading the titles through their index, then walking for the rest", { candidates: 4, titleWalk: 0, bodyWalk: 1000 }],
  ["ranking every match after short walks", { candidates: 2, titleWalk: 3, bodyWalk: 3 }],
];

describe.each(engines())("search in listPrompt on %s", (engine) => {
  let t: TestApp;
  let byHot: string[];
  let byTime: string[];
  const list = (query: string, token?: string) => t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?${query}`, token });
  const search = async (q: string, options: { sort?: string; token?: string } = {}) => {
    const codes: string[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await list(`title=${encodeURIComponent(q)}&${options.sort ?? "sortByHot=1"}&size=7&page=${page}`, options.token);
      expect(status).toBe(200);
      codes.push(...body.data.list.map((p) => p.code));
      if (!body.data.hasMore) return { codes, total: body.data.total };
    }
  };
  const everything = async (sort: string, token?: string) => (await list(`${sort}&size=100`, token)).body.data.list.map((p) => p.code);

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    byHot = await everything("sortByHot=1");
    byTime = await everything("sortByTime=1");
  });
  afterAll(() => t.close());

  it.each(TABLE)("%s (%s) finds what the demo texts hold, title matches first", async (q) => {
    const expected = expectedCodes(documents, q, 0, byHot);
    const { codes, total } = await search(q);
    expect(codes).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("finds Simplified text with a Traditional query and Traditional text with a Simplified one", async () => {
    // writing-wechat-article says 公众号 only in zh-CN and 社群長文 only in zh-TW.
    expect((await search("公眾號")).codes).toEqual(["writing-wechat-article"]);
    expect((await search("社群长文")).codes).toEqual(["writing-wechat-article"]);
    const translations = ["translation-natural-zh-en", "translation-app-localization", "translation-word-explainer", "translation-tone-control"];
    const traditional = await search("翻譯");
    expect(traditional.codes).toEqual(expect.arrayContaining(translations));
    expect(traditional).toEqual(await search("翻译"));
  });

  it("tells each result what matched in its card's title and preview, as written there", async () => {
    const pieces = async (q: string, lan: string) => {
      const { body } = await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent(q)}&sortByHot=1&size=100`, lan });
      return body.data.list.map((item) => ({ highlights: item.highlights, shown: `${item.title}\n${item.description || item.prompt}` }));
    };
    // A Traditional query on Simplified cards marks the Simplified word, and the reverse.
    for (const [q, lan, written] of [
      ["翻譯", "zh-CN", "翻译"],
      ["翻译", "zh-TW", "翻譯"],
    ] as const) {
      const items = await pieces(q, lan);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) for (const piece of item.highlights ?? []) expect(item.shown).toContain(piece);
      expect(items.some((item) => item.highlights?.includes(written))).toBe(true);
    }
    expect((await pieces("ｓｅｏ", "zh-CN"))[0]?.highlights).toContain("SEO");
    // Lists without a search carry none.
    const { body } = await list("sortByHot=1&size=5");
    expect(body.data.list.every((item) => item.highlights === undefined)).toBe(true);
  });

  it("treats regional words as different words: 程序 does not find a prompt that only says 代码 / 程式碼", async () => {
    // Folding is per character (see server/lib/chinese/script.ts); 程式 is Taiwan's word, not a script variant of 程序.
    const { codes } = await search("程序");
    expect(codes).toContain("programming-explain-code");
    expect(codes).not.toContain("programming-code-review");
    expect((await search("程式")).codes).toContain("programming-code-review");
  });

  it("ignores width, case, punctuation and extra spaces", async () => {
    const seo = await search("SEO");
    expect(seo.codes).toEqual(["marketing-seo-copy"]);
    for (const q of ["ＳＥＯ", "seo", "Seo", "  seo！！ "]) expect(await search(q)).toEqual(seo);
    expect(await search("  写作，，  ")).toEqual(await search("写作"));
    expect(await search("sql")).toEqual(await search("SQL"));
  });

  it("requires every word: 写作 大纲 is the part of 写作's results that also says 大纲", async () => {
    const both = (await search("写作 大纲")).codes;
    expect(both).toEqual(["writing-outline-builder"]);
    expect((await search("写作")).codes).toEqual(expect.arrayContaining(both));
    expect((await search("写作")).codes.length).toBeGreaterThan(both.length);
    expect((await search("SEO 文案")).codes).toEqual(["marketing-seo-copy"]);
  });

  it("ranks a title match above a more popular prompt that matches only in its text", async () => {
    expect(stats("career-salary-negotiation").clickCnt).toBeGreaterThan(stats("data-cleaning-plan").clickCnt);
    const codes = (await search("码")).codes;
    expect(codes.indexOf("data-cleaning-plan")).toBeGreaterThanOrEqual(0);
    expect(codes.indexOf("data-cleaning-plan")).toBeLessThan(codes.indexOf("career-salary-negotiation"));
  });

  it("keeps title matches first under every sort", async () => {
    expect((await search("码", { sort: "sortByTime=1" })).codes).toEqual(expectedCodes(documents, "码", 0, byTime));
    expect((await search("表", { sort: "sortByTime=1" })).codes).toEqual(expectedCodes(documents, "表", 0, byTime));
  });

  it("behaves like no search when the query has only punctuation or spaces", async () => {
    const all = await list("sortByHot=1&size=100");
    for (const q of ["！？。", "   ", "、，,.;"]) {
      const { body } = await list(`title=${encodeURIComponent(q)}&sortByHot=1&size=100`);
      expect(body.data).toEqual(all.body.data);
    }
  });

  it("never finds a prompt above the searcher's access level", async () => {
    // career-mock-interview (面试) is for signed-in users, business-competitor-analysis (差异化) for administrators.
    expect(await search("面试")).toEqual({ codes: [], total: 0 });
    expect((await search("差异化")).codes).toEqual([]);
    const user = await buildSignedInUser(t);
    expect((await search("面试", { token: user.token })).codes).toEqual(["career-mock-interview"]);
    expect((await search("差异化", { token: user.token })).codes).toEqual([]);
    const admin = await signIn(t, await buildAdmin(t));
    expect((await search("差异化", { token: admin.token })).codes).toEqual(["business-competitor-analysis"]);
    const adminAll = await everything("sortByHot=1", admin.token);
    expect((await search("码", { token: admin.token })).codes).toEqual(expectedCodes(documents, "码", 3, adminAll));
    expect((await search("码")).codes).toEqual(expectedCodes(documents, "码", 0, byHot));
    // The token counts of every level up to the reader's make the total where they replace step 1.
    const limits = { candidates: 2, titleWalk: 1000, bodyWalk: 1000 };
    const adminView = { userId: null, level: 3 };
    let counted = 0;
    for (const [q] of TABLE) {
      const search = parseQuery(q);
      if (search.tokens.length === 0) continue;
      const page = await searchPage(t.database.db, filterConditions(adminView, {}), search, sortKeys("hot", undefined), 0, 3, limits, adminView.level);
      if (page.steps.includes("candidates")) continue;
      counted++;
      expect(page.matched, q).toBe(expectedCodes(documents, q, 3, adminAll).length);
    }
    expect(counted).toBeGreaterThan(5);
  });

  it.each(STEP_LIMITS)("pages the same whichever way the page is found: %s", async (_, searchLimits) => {
    // Listing every visible prompt by code is the same list, but not one the token counts can
    // stand for: one-token queries then start with step 1 instead of their count.
    for (const filter of [{}, { codes: byHot }]) {
      for (const [q] of TABLE) {
        for (const [sort, order] of [
          ["hot", byHot],
          ["time", byTime],
        ] as const) {
          const codes: string[] = [];
          for (let page = 1; ; page++) {
            const { rows, total, hasMore } = await listPromptRows(t.database.db, visitor, { ...filter, search: parseQuery(q) }, sort, page, 3, {
              searchLimits,
            });
            codes.push(...rows.map((r) => r.code));
            if (!hasMore) {
              expect(total).toBe(codes.length);
              break;
            }
            expect(total).toBeGreaterThan(codes.length);
          }
          expect(codes, `${q} by ${sort}`).toEqual(expectedCodes(documents, q, 0, order));
        }
      }
    }
  });

  it("counts exactly up to the cap, then reports a lower bound, while hasMore stays exact", async () => {
    for (const search of [parseQuery("码"), undefined]) {
      const expected = search ? expectedCodes(documents, "码", 0, byHot) : byHot;
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const options = { totalCap: 2, searchLimits: { candidates: 2, titleWalk: 3, bodyWalk: 3 } };
        const { rows, total, hasMore } = await listPromptRows(t.database.db, visitor, { search }, "hot", page, 2, options);
        seen.push(...rows.map((r) => r.code));
        expect(hasMore).toBe(seen.length < expected.length);
        // Never more than exist, never fewer than already listed (plus the next one, if any).
        expect(total).toBeLessThanOrEqual(expected.length);
        expect(total).toBeGreaterThanOrEqual(seen.length + (hasMore ? 1 : 0));
        if (!hasMore) break;
      }
      expect(seen).toEqual(expected);
    }
    const few = await listPromptRows(t.database.db, visitor, { search: parseQuery("SEO") }, "hot", 1, 12, { totalCap: 2 });
    expect(few.total).toBe(1);
  });

  it("reads search candidates through the GIN index, which can answer every kind of term", async () => {
    // Forcing the plan is what planner.ts does; with the index unusable for a query shape,
    // PostgreSQL would fall back to a (disabled) sequential scan and this would fail.
    for (const q of ["写作", "码", "SEO 文案", "文章润色"]) {
      const statements = searchStatements(t.database.db, filterConditions(visitor, {}), parseQuery(q), sortKeys("hot", undefined), 0, 12);
      const plan = await withPlan(t.database.db, "gin", async (tx) => JSON.stringify(await tx.execute(sql`explain (format json) ${statements.candidates()}`)));
      expect(plan).toContain("Bitmap Index Scan");
      expect(plan).toContain("prompt_search_tokens");
      expect(plan).not.toContain("Seq Scan");
      // Each match's prompt is looked up by primary key, not read by a bitmap scan per match.
      expect(plan).toMatch(/"Node Type":"Index Scan",[^}]*"Index Name":"prompts_pkey"/);
      expect(plan).not.toContain("Merge Join");
      // The probe reads the search rows alone, through the same index.
      const probe = await withPlan(t.database.db, "gin", async (tx) =>
        JSON.stringify(await tx.execute(sql`explain (format json) ${statements.probe(visitor.level)}`)),
      );
      expect(probe).toContain("prompt_search_tokens");
      expect(probe).not.toContain("prompts_pkey");
      expect(probe).not.toContain("Seq Scan");
      // Title matches come through the title index alone, whatever the term, also after a walk
      // step in the same transaction (as searchPage runs them).
      const titles = await withPlan(t.database.db, "walk", async (tx) => {
        await usePlan(tx, "gin");
        return JSON.stringify(await tx.execute(sql`explain (format json) ${statements.titles()}`));
      });
      expect(titles).toContain("prompt_search_title_tokens");
      expect(titles).not.toContain('"prompt_search_tokens"');
      expect(titles).not.toContain("Seq Scan");
      // A walk goes down the sort index and stops at the page's last match: no sort of the whole
      // budget (ties aside, which an incremental sort handles).
      for (const walk of [statements.titleWalk(), statements.bodyWalk()]) {
        const walkPlan = await withPlan(t.database.db, "walk", async (tx) => JSON.stringify(await tx.execute(sql`explain (format json) ${walk}`)));
        expect(walkPlan).toContain("prompts_hot");
        expect(walkPlan).not.toContain('"Node Type":"Sort"');
        expect(walkPlan).not.toContain("Seq Scan");
      }
    }
  });

  it("walks the sort order for every title match, none lost to the title signatures", async () => {
    // The whole demo catalogue in one walk: every title match it holds, in order.
    const limits = { candidates: 2, titleWalk: 1000, bodyWalk: 1000 };
    let titled = 0;
    for (const [q] of TABLE) {
      const search = parseQuery(q);
      if (search.tokens.length === 0) continue;
      const walk = (tx: typeof t.database.db) =>
        searchStatements(tx, filterConditions(visitor, {}), search, sortKeys("hot", undefined), 0, 1000, limits).titleWalk();
      const walked = (await withPlan(t.database.db, "walk", walk)).map((row) => row.code);
      const expected = expectedTitleCodes(documents, q, 0, byHot);
      expect(walked, q).toEqual(expected);
      titled += expected.length;
    }
    expect(titled).toBeGreaterThan(20);
    // And the signatures do rule prompts out: most of the catalogue, for a two-word query.
    const features = titleFeatures(parseQuery("SEO 文案").terms);
    const [row] = await queryRows<{ skipped: number; all: number }>(
      t.database.db,
      sql`select count(*) filter (where title_signature & title_signature(${sql.param(features)}::text[]) <> title_signature(${sql.param(features)}::text[]))::int as skipped,
        count(*)::int as "all" from prompts`,
    );
    expect(row!.skipped).toBeGreaterThan(row!.all / 2);
  });

  it("counts the matches of a list filtered by visibility alone on the search rows first, and looks up their prompts only when they are few", async () => {
    const limits = { candidates: 1, titleWalk: 1000, bodyWalk: 1000 };
    const probed = { few: 0, many: 0 };
    for (const [q] of TABLE) {
      const search = parseQuery(q);
      // One-token queries are counted by step 0 instead.
      if (search.tokens.length === 0 || isOneToken(search)) continue;
      const page = await searchPage(t.database.db, filterConditions(visitor, {}), search, sortKeys("hot", undefined), 0, 3, limits, visitor.level);
      const few = expectedCodes(documents, q, 0, byHot).length <= limits.candidates;
      expect(page.steps[0], q).toBe("probe");
      expect(page.steps.includes("candidates"), q).toBe(few);
      probed[few ? "few" : "many"]++;
    }
    expect(probed.few).toBeGreaterThan(0);
    expect(probed.many).toBeGreaterThan(0);
  });

  it("takes every step of planner.ts on the demo catalogue with shrunken limits", async () => {
    // Guards the test above: each way of finding a page must really have been taken.
    const taken = new Set<string>();
    // Without the viewer's level the token counts cannot stand for the matches (as for a list
    // filtered by category): step 1 always runs. With it, a one-token query reads its count first.
    for (const visibleAt of [undefined, visitor.level]) {
      for (const [, limits] of STEP_LIMITS) {
        for (const [q] of TABLE) {
          const search = parseQuery(q);
          if (search.tokens.length === 0) continue;
          const page = await searchPage(t.database.db, filterConditions(visitor, {}), search, sortKeys("hot", undefined), 0, 3, limits, visibleAt);
          taken.add(page.via);
          // The body walk tests CJK-only queries on the full text and others on the tokens: both run.
          if (page.steps.includes("bodyWalk")) taken.add(search.terms.every(isCjkTerm) ? "body walk, CJK only" : "body walk, with a word");
          if (!page.steps.includes("candidates")) taken.add(`${page.via}, counted`);
          // The statements it ran start with the count or the candidates and end with the one that answered.
          expect(page.steps[0]).toBe(visibleAt === undefined ? "candidates" : isOneToken(search) ? "tokenCount" : "probe");
          expect(page.steps.at(-1)).toBe(LAST_STEP[page.via]);
        }
      }
    }
    expect([...taken].sort()).toEqual([
      "all matches",
      "all matches, counted",
      "body walk",
      "body walk, CJK only",
      "body walk, counted",
      "body walk, with a word",
      "candidates",
      "title walk",
      "title walk, counted",
      "titles",
      "titles, counted",
    ]);
  });
});
