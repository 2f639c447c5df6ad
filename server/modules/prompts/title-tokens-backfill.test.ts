/**
 * Rows written before migration 0003 have no title tokens; the app fills them in at start, and
 * searches rank their title matches first again, on both engines.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../../../contract/catalog.ts";
import { promptSearch, prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { loadStoredVersions } from "./repository.ts";
import { backfillTitleTokens, promptSearchColumns } from "./search-index.ts";

describe.each(engines())("title tokens backfill on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t?.close());

  const searchRows = () =>
    t.database.db.select({ promptId: promptSearch.promptId, titleTokens: promptSearch.titleTokens }).from(promptSearch).orderBy(asc(promptSearch.promptId));
  const firstCodes = async (q: string) =>
    (await t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?title=${encodeURIComponent(q)}&sortByHot=1&size=100` })).body.data.list.map((p) => p.code);

  it("gives every old row the tokens of its titles, once, and search ranks title matches first again", async () => {
    const written = await searchRows();
    expect(written.length).toBeGreaterThan(50);
    expect(written.every((row) => row.titleTokens.length > 0)).toBe(true);
    const before = await firstCodes("写作");

    // A row as migration 0003 left it, and one whose titles hold no token at all.
    await t.database.db.update(promptSearch).set({ titleTokens: [] });
    const [odd] = written;
    await t.database.db.update(promptSearch).set({ titleText: "！？" }).where(eq(promptSearch.promptId, odd!.promptId));
    t.app.appContext.responseCache.invalidate();

    expect(await backfillTitleTokens(t.database.db)).toBe(written.length - 1);
    const filled = await searchRows();
    for (const row of filled.slice(1)) {
      const versions = await loadStoredVersions(t.database.db, row.promptId);
      expect(row.titleTokens.sort()).toEqual(promptSearchColumns(versions).titleTokens.sort());
    }
    expect(filled[0]!.titleTokens).toEqual([]);
    // Nothing left to do: a second run changes nothing and ends.
    expect(await backfillTitleTokens(t.database.db)).toBe(0);

    const [oddCode] = await t.database.db.select({ code: prompts.code }).from(prompts).where(eq(prompts.id, odd!.promptId));
    expect((await firstCodes("写作")).filter((code) => code !== oddCode?.code)).toEqual(before.filter((code) => code !== oddCode?.code));
  });
});
