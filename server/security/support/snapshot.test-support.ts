/**
 * Before/after pictures of the rows a caller must not be able to touch, and the rules that say
 * what a request by one caller may have changed. The write sweeps check every request with these,
 * so a route added later is held to the same rules without a test of its own.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/query-rows.ts";
import { categories, promptCategories, prompts, promptTranslations, ratings, sessions, users } from "../../db/schema.ts";
import type { TestApp } from "../../test/harness.test-support.ts";

/** Values no caller may set; distinctive, so finding one anywhere means it was applied. */
export const FORBIDDEN_VALUES = {
  clickCnt: 987_654,
  copyCnt: 987_653,
  shareCnt: 987_652,
  markCnt: 987_651,
  rateCnt: 987_650,
  score: 9.87,
  source: "https://forbidden.example/source",
  code: "forbiddencode",
} as const;

/** Fields a user's (or visitor's) write must never apply, in two variants (users' and prompts' status differ in type). */
export function forbiddenFields(victimId: number, victimPromptId: number): Array<Record<string, unknown>> {
  const common = {
    ...FORBIDDEN_VALUES,
    role: 3,
    isAdmin: true,
    vipLevel: 3,
    lan: "en",
    authorId: victimId,
    userId: victimId,
    ownerId: victimId,
    author: { id: victimId, nickName: "forbidden-author" },
    cnt: { clickCnt: FORBIDDEN_VALUES.clickCnt, score: FORBIDDEN_VALUES.score },
    hot: 987_649,
    id: victimPromptId,
    createTime: "1000000000",
    ignoreTrans: true,
    demo: [{ input: "in", out: "out", inputImgs: ["https://forbidden.example/a.png"] }],
  };
  return [
    { ...common, status: 0 },
    { ...common, status: "hidden" },
  ];
}

export type Snapshot = Awaited<ReturnType<typeof takeSnapshot>>;

export async function takeSnapshot(t: TestApp) {
  const db = t.database.db;
  const [userRows, promptRows, translationRows, categoryRows, ratingRows, categoryCount] = await Promise.all([
    db
      .select({
        id: users.id,
        role: users.role,
        status: users.status,
        loginName: users.loginName,
        email: users.email,
        nickName: users.nickName,
        avatar: users.avatar,
      })
      .from(users),
    db
      .select({
        id: prompts.id,
        code: prompts.code,
        authorId: prompts.authorId,
        vipLevel: prompts.vipLevel,
        lan: prompts.lan,
        source: prompts.source,
        status: prompts.status,
        clickCnt: prompts.clickCnt,
        copyCnt: prompts.copyCnt,
        shareCnt: prompts.shareCnt,
        markCnt: prompts.markCnt,
        rateCnt: prompts.rateCnt,
        score: prompts.score,
        basedOnId: prompts.basedOnId,
      })
      .from(prompts),
    db
      .select({
        promptId: promptTranslations.promptId,
        lan: promptTranslations.lan,
        title: promptTranslations.title,
        prompt: promptTranslations.prompt,
        tips: promptTranslations.tips,
        demo: promptTranslations.demo,
      })
      .from(promptTranslations),
    db.select().from(promptCategories),
    db.select({ id: ratings.id, promptId: ratings.promptId, userId: ratings.userId, score: ratings.score, content: ratings.content }).from(ratings),
    db.select({ id: categories.id }).from(categories),
  ]);
  return {
    users: userRows,
    prompts: promptRows,
    translations: translationRows,
    promptCategories: categoryRows,
    ratings: ratingRows,
    categories: categoryCount.length,
  };
}

/** The tables of a snapshot, and sessions: a request that changed none of them changed nothing a snapshot sees, nor who is signed in. */
const MARKED_TABLES = [users, prompts, promptTranslations, promptCategories, ratings, categories, sessions];

/**
 * Where the database stands, for a sweep that takes a full snapshot only after a request that
 * wrote. nextXid: every write takes a transaction id, so while the next one is the same nothing
 * was written (on PostgreSQL other databases of the server move it too, which only costs the
 * digest). digest: per marked table, its row count and an md5 of its rows (in storage order: the
 * same rows give the same digest until a write, and a digest that moved with equal rows only
 * costs a snapshot).
 */
export type ChangeMark = { nextXid: string; digest: string };

/** The id the next writing transaction will take: while it stays the same, nothing was written. */
export async function nextTransactionId(t: TestApp): Promise<string> {
  const [xid] = await queryRows<{ next: string }>(t.database.db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return xid!.next;
}

/** The mark now; `since` is returned as it is when no transaction has written since it was taken. */
export async function changeMark(t: TestApp, since?: ChangeMark): Promise<ChangeMark> {
  // Read before the digest: a write in between moves the next id and is seen next time.
  const nextXid = await nextTransactionId(t);
  if (since?.nextXid === nextXid) return since;
  const perTable = sql.join(
    MARKED_TABLES.map((table) => sql`(select count(*) || ':' || md5(coalesce(string_agg(r::text, '|'), '')) from ${table} r)`),
    sql` || ' ' || `,
  );
  const [row] = await queryRows<{ digest: string }>(t.database.db, sql`select ${perTable} as digest`);
  return { nextXid, digest: row!.digest };
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const contentOf = (s: Snapshot, promptId: number) => ({
  translations: s.translations.filter((r) => r.promptId === promptId).sort((a, b) => a.lan.localeCompare(b.lan)),
  categories: s.promptCategories
    .filter((r) => r.promptId === promptId)
    .map((r) => r.categoryId)
    .sort(),
});

/**
 * What a request by `callerId` (undefined: a visitor) changed that it must not have. The caller's
 * own prompts may change in text, categories and published/private, never in author, level, source or language.
 */
export function violations(before: Snapshot, after: Snapshot, callerId: number | undefined): string[] {
  const found: string[] = [];
  const usersAfter = byId(after.users);
  for (const user of before.users) {
    const now = usersAfter.get(user.id);
    if (!now) {
      found.push(`user ${user.id} disappeared`);
      continue;
    }
    if (now.role !== user.role || now.status !== user.status || now.loginName !== user.loginName || now.email !== user.email)
      found.push(`user ${user.id}: role, status, login name or e-mail changed`);
    if (user.id !== callerId && (now.nickName !== user.nickName || now.avatar !== user.avatar))
      found.push(`user ${user.id}: profile changed by user ${callerId}`);
  }
  const knownUsers = new Set(before.users.map((u) => u.id));
  for (const user of after.users)
    if (!knownUsers.has(user.id) && (user.role !== 1 || user.status !== 1)) found.push(`new user ${user.id} has role ${user.role} / status ${user.status}`);

  const promptsAfter = byId(after.prompts);
  for (const prompt of before.prompts) {
    const now = promptsAfter.get(prompt.id);
    const own = callerId !== undefined && prompt.authorId === callerId;
    if (!now) {
      if (!own) found.push(`prompt ${prompt.id} of user ${prompt.authorId} deleted by ${callerId ?? "a visitor"}`);
      continue;
    }
    // An owner may publish or withdraw their own prompt (published ↔ private); nobody else changes its status.
    // A copy forgets its original when the original is deleted (based_on_id ON DELETE SET NULL).
    const origin = (p: typeof prompt) => (p.basedOnId !== null && !promptsAfter.has(p.basedOnId) ? null : p.basedOnId);
    const settings = (p: typeof prompt) => [
      p.code,
      p.authorId,
      p.vipLevel,
      p.lan,
      p.source,
      own && (p.status === "published" || p.status === "private") ? "owner's choice" : p.status,
      origin(p),
    ];
    if (!same(settings(now), settings(prompt)))
      found.push(`prompt ${prompt.id}: author, level, language, source, status or origin changed by ${callerId ?? "a visitor"}`);
    if (!own && !same(contentOf(after, prompt.id), contentOf(before, prompt.id)))
      found.push(`prompt ${prompt.id} of user ${prompt.authorId}: text or categories changed by ${callerId ?? "a visitor"}`);
  }
  const knownPrompts = new Set(before.prompts.map((p) => p.id));
  for (const prompt of after.prompts) {
    for (const [field, value] of Object.entries(FORBIDDEN_VALUES))
      if ((prompt as Record<string, unknown>)[field] === value) found.push(`prompt ${prompt.id}: ${field} set to the forbidden ${value}`);
    if (knownPrompts.has(prompt.id)) continue;
    // A copy saved with "save as mine" keeps its original's level and source, in the language saved, unpublished.
    const original = prompt.basedOnId === null ? undefined : before.prompts.find((p) => p.id === prompt.basedOnId);
    const expected = original
      ? { vipLevel: original.vipLevel, source: original.source, lan: prompt.lan, statuses: ["private"] }
      : { vipLevel: 0, source: "", lan: "zh-CN", statuses: ["published", "private"] };
    if (
      prompt.authorId !== callerId ||
      prompt.vipLevel !== expected.vipLevel ||
      !expected.statuses.includes(prompt.status) ||
      prompt.source !== expected.source ||
      prompt.lan !== expected.lan
    ) {
      found.push(
        `new prompt ${prompt.id}: ${JSON.stringify({ authorId: prompt.authorId, vipLevel: prompt.vipLevel, status: prompt.status, source: prompt.source, lan: prompt.lan })}, caller ${callerId}`,
      );
    }
    if (after.translations.some((v) => v.promptId === prompt.id && JSON.stringify(v.demo).includes("forbidden.example")))
      found.push(`new prompt ${prompt.id}: a user set example images`);
  }

  const ratingsAfter = byId(after.ratings);
  for (const rating of before.ratings) {
    if (rating.userId === callerId) continue;
    if (!same(ratingsAfter.get(rating.id), rating)) found.push(`rating ${rating.id} of user ${rating.userId} changed by ${callerId ?? "a visitor"}`);
  }
  const knownRatings = new Set(before.ratings.map((r) => r.id));
  for (const rating of after.ratings)
    if (!knownRatings.has(rating.id) && rating.userId !== callerId) found.push(`rating ${rating.id} written for user ${rating.userId} by ${callerId}`);
  if (after.categories !== before.categories) found.push(`categories changed by ${callerId ?? "a visitor"}`);
  return found;
}
