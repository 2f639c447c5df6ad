/**
 * search_token_counts stays equal to a count of the search rows of published prompts, by access
 * level, each search row's level equal to its prompt's (prompt_counted_level) and each prompt's
 * title signature equal to that of its search row's title tokens, through every
 * write that can change them: a new prompt, an edit of its text, a change of access level or
 * status, a refresh of old tokens and a deletion, and the bench catalogue's bulk load (triggers
 * off, counted in one go), on both engines.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prompts, promptSearch } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { generateCatalogue } from "../../../scripts/catalogue/generate.ts";
import { queryRows } from "../../db/query-rows.ts";
import * as search from "../search/index.ts";
import { adminCaller, categoryIds, userPayload, type Caller } from "./prompt-callers.test-support.ts";

type Count = { token: string; level: number; prompts: number; titles: number };

describe.each(engines())("search token counts, levels and title signatures on %s", (engine) => {
  let t: TestApp;
  let admin: Caller;
  let writing: number;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    admin = await adminCaller(t);
    writing = (await categoryIds(t)).writing!;
  });
  afterAll(() => t?.close());

  /** The counts as kept, without tokens no published prompt holds any more. */
  const kept = () =>
    queryRows<Count>(
      t.database.db,
      sql`select token, level::int, prompts, titles from search_token_counts where prompts <> 0 or titles <> 0 order by token, level`,
    );
  /** The counts worked out afresh from prompts and their search rows. */
  const recounted = () =>
    queryRows<Count>(
      t.database.db,
      sql`select token, level, sum(in_prompt)::int as prompts, sum(in_title)::int as titles from (
        select unnest(s.search_tokens) as token, p.vip_level::int as level, 1 as in_prompt, 0 as in_title
          from prompt_search s join prompts p on p.id = s.prompt_id where p.status = 'published'
        union all
        select unnest(s.title_tokens), p.vip_level::int, 0, 1
          from prompt_search s join prompts p on p.id = s.prompt_id where p.status = 'published'
      ) found group by token, level order by token, level`,
    );
  const countOf = async (token: string) => (await kept()).filter((row) => row.token === token);
  /** Search rows whose level is not their prompt's. */
  const mislevelled = () =>
    queryRows<{ id: number }>(
      t.database.db,
      sql`select s.prompt_id as id from prompt_search s join prompts p on p.id = s.prompt_id where s.level is distinct from prompt_counted_level(p.status, p.vip_level)`,
    );
  /** Prompts whose title signature is not that of their search row's title tokens. */
  const missigned = () =>
    queryRows<{ id: number }>(
      t.database.db,
      sql`select p.id from prompts p join prompt_search s on s.prompt_id = p.id where p.title_signature is distinct from title_signature(s.title_tokens)`,
    );
  const expectDerived = async () => {
    expect(await kept()).toEqual(await recounted());
    expect(await mislevelled()).toEqual([]);
    expect(await missigned()).toEqual([]);
  };
  const levelOf = async (id: number) =>
    (await t.database.db.select({ level: promptSearch.level }).from(promptSearch).where(eq(promptSearch.promptId, id)))[0]?.level;

  it("counts the demo catalogue as migrated and seeded", async () => {
    const counts = await kept();
    expect(counts.length).toBeGreaterThan(1000);
    expect(counts).toEqual(await recounted());
    // The demo has prompts for signed-in readers and administrators too, each row at its level.
    expect(await mislevelled()).toEqual([]);
    expect(await missigned()).toEqual([]);
    const levels = await queryRows<{ level: number | null }>(t.database.db, sql`select distinct level::int as level from prompt_search order by level`);
    expect(levels.map((row) => row.level)).toEqual([0, 1, 2, 3]);
  });

  it("follows a prompt through writing, editing, access levels, status and deletion", async () => {
    const before = await countOf("鲸歌");
    expect(before).toEqual([]);
    const added = await admin.add({ ...userPayload(writing, { title: "鲸歌翻译助手", prompt: "把鲸歌写成一首诗。" }), vipLevel: 0, status: "published" });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    const payload = (overrides: Record<string, unknown>) => ({
      ...userPayload(writing, { title: "鲸歌翻译助手", prompt: "把鲸歌写成一首诗。" }),
      id,
      ...overrides,
    });
    expect(await countOf("鲸歌")).toEqual([{ token: "鲸歌", level: 0, prompts: 1, titles: 1 }]);
    await expectDerived();

    // The title no longer says it; the text still does.
    expect((await admin.update(payload({ title: "海洋翻译助手" }))).status).toBe(200);
    expect(await countOf("鲸歌")).toEqual([{ token: "鲸歌", level: 0, prompts: 1, titles: 0 }]);
    await expectDerived();

    expect((await admin.update(payload({ title: "海洋翻译助手", vipLevel: 2 }))).status).toBe(200);
    expect(await countOf("鲸歌")).toEqual([{ token: "鲸歌", level: 2, prompts: 1, titles: 0 }]);
    expect(await levelOf(id)).toBe(2);
    await expectDerived();

    // A prompt that is not published counts nowhere, and counts again when it is.
    expect((await admin.update(payload({ title: "海洋翻译助手", vipLevel: 2, status: "draft" }))).status).toBe(200);
    expect(await countOf("鲸歌")).toEqual([]);
    await expectDerived();
    expect(await levelOf(id)).toBeNull();
    expect((await admin.update(payload({ title: "海洋翻译助手", vipLevel: 1, status: "published" }))).status).toBe(200);
    expect(await countOf("鲸歌")).toEqual([{ token: "鲸歌", level: 1, prompts: 1, titles: 0 }]);

    // A refresh of the tokens (as after a tokenizer change) rewrites the row and keeps the counts.
    await t.database.db.update(promptSearch).set({ tokensVersion: 0 }).where(eq(promptSearch.promptId, id));
    await t.database.db.update(prompts).set({ titleSignature: null }).where(eq(prompts.id, id));
    expect(await search.refresh(t.database.db)).toBe(1);
    await expectDerived();

    expect((await admin.remove(id)).status).toBe(200);
    expect(await countOf("鲸歌")).toEqual([]);
    await expectDerived();
  });

  it("adds a generated catalogue's counts to the existing ones, and turns the triggers back on", async () => {
    await generateCatalogue(t.database.db, { prompts: 200, seed: 7, indexMemory: "64MB" });
    await expectDerived();
    const added = await admin.add({ ...userPayload(writing, { title: "鲸歌翻译助手" }), status: "published" });
    expect(await countOf("鲸歌")).toEqual([{ token: "鲸歌", level: 0, prompts: 1, titles: 1 }]);
    expect((await admin.remove(added.body.data.id)).status).toBe(200);
  });

  // Two writers at once need two connections: PGlite has one, where they cannot overlap.
  it.runIf(engine === "postgres")("moves the tokens a concurrent rewrite wrote when a prompt is withdrawn meanwhile", async () => {
    const added = await admin.add({ ...userPayload(writing, { title: "鲸歌翻译助手" }), status: "published" });
    const id = added.body.data.id;
    const db = t.database.db;
    let rewritten!: () => void;
    let release!: () => void;
    const rewrittenOnce = new Promise<void>((resolve) => (rewritten = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // A translation job rewrites the search row and has not committed yet...
    const rewrite = db.transaction(async (tx) => {
      await tx
        .update(promptSearch)
        .set({ searchTokens: ["鲸", "鲸歌", "歌", "海豚"] })
        .where(eq(promptSearch.promptId, id));
      rewritten();
      await released;
    });
    await rewrittenOnce;
    // ...when a moderator withdraws the prompt: its trigger waits for the rewrite, then moves what it wrote.
    const withdraw = db.update(prompts).set({ status: "draft" }).where(eq(prompts.id, id));
    const withdrawn = withdraw.then(() => "withdrawn");
    expect(await Promise.race([withdrawn, new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))])).toBe("waiting");
    release();
    await rewrite;
    await withdrawn;
    expect(await countOf("海豚")).toEqual([]);
    await expectDerived();
    expect(await levelOf(id)).toBeNull();
  });
});
