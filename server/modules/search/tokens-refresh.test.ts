/**
 * Rows tokenised by an older tokenizer (or written before migration 0003, without title tokens)
 * are tokenised again at start, and search finds and ranks them as before, on both engines.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../../../contract/catalog.ts";
import { promptSearch } from "../../db/schema.ts";
import { SEARCH_TOKENS_VERSION } from "./tokens.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { loadStoredVersions } from "../prompts/repository.ts";
import { promptSearchColumns, refreshSearchTokens } from "./indexer.ts";

describe.each(engines())("search tokens refresh on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t?.close());

  const searchRows = () =>
    t.database.db
      .select({
        promptId: promptSearch.promptId,
        searchTokens: promptSearch.searchTokens,
        titleTokens: promptSearch.titleTokens,
        tokensVersion: promptSearch.tokensVersion,
      })
      .from(promptSearch)
      .orderBy(asc(promptSearch.promptId));
  const codes = async (q: string) =>
    (await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent(q)}&sortByHot=1&size=100` })).body.data.list.map((p) => p.code);

  it("writes new rows with the current tokenizer, so a start has nothing to redo", async () => {
    const written = await searchRows();
    expect(written.length).toBeGreaterThan(50);
    expect(written.every((row) => row.tokensVersion === SEARCH_TOKENS_VERSION)).toBe(true);
    expect(await refreshSearchTokens(t.database.db)).toBe(0);
  });

  it("tokenises older rows again, once, and search finds them as before", async () => {
    const queries = ["写作", "公众号", "文章润色", "SEO 文案"];
    const before = await Promise.all(queries.map(codes));
    expect(before.every((found) => found.length > 0)).toBe(true);
    const written = await searchRows();

    // Rows as an older tokenizer left them: pairs only, and (before migration 0003) no title tokens.
    for (const row of written) {
      const pairsOnly = row.searchTokens.filter((token) => !/^\p{Script=Han}{3,}$/u.test(token));
      await t.database.db
        .update(promptSearch)
        .set({ searchTokens: pairsOnly, titleTokens: [], tokensVersion: 1 })
        .where(eq(promptSearch.promptId, row.promptId));
    }
    t.app.appContext.responseCache.invalidate();
    expect(await codes("公众号")).toEqual([]);

    const progress: number[] = [];
    expect(await refreshSearchTokens(t.database.db, (refreshed) => progress.push(refreshed))).toBe(written.length);
    expect(progress).toEqual([written.length]);
    for (const row of await searchRows()) {
      const columns = promptSearchColumns(await loadStoredVersions(t.database.db, row.promptId));
      expect(row.searchTokens.sort()).toEqual(columns.searchTokens.sort());
      expect(row.titleTokens.sort()).toEqual(columns.titleTokens.sort());
      expect(row.tokensVersion).toBe(SEARCH_TOKENS_VERSION);
    }
    // Nothing left to do: a second run changes nothing and ends.
    expect(await refreshSearchTokens(t.database.db)).toBe(0);
    t.app.appContext.responseCache.invalidate();
    expect(await Promise.all(queries.map(codes))).toEqual(before);
  });
});
