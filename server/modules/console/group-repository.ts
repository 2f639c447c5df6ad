/** SQL of the console's groups and their ordered memberships. */
import { and, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { MarkGroup } from "../../../contract/console.ts";
import type { Db } from "../../db/client.ts";
import { markGroupPrompts, markGroups, prompts, type GroupTitles } from "../../db/schema.ts";
import type { Tx } from "./category-repository.ts";

// Spelled out: drizzle drops table names from columns of a one-table select, and an unqualified
// "id" inside the subquery would mean the membership's id.
const promptCnt = sql<number>`(select count(*)::int from "mark_group_prompts" m where m.mark_id = "mark_groups"."id")`;
const groupColumns = {
  markId: markGroups.id,
  title: markGroups.title,
  titleEn: sql<string>`coalesce(${markGroups.titles}->>'en', '')`,
  recommend: sql<0 | 1>`${markGroups.recommend}::int`,
  promptCnt,
};

function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first, as the home page's row of group buttons shows them. */
export async function listGroups(db: Db, options: { offset: number; limit: number; search?: string }): Promise<MarkGroup[]> {
  return db
    .select(groupColumns)
    .from(markGroups)
    .where(options.search ? ilike(markGroups.title, likePattern(options.search)) : undefined)
    .orderBy(desc(markGroups.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function findGroup(db: Tx, markId: number): Promise<MarkGroup | undefined> {
  const [row] = await db.select(groupColumns).from(markGroups).where(eq(markGroups.id, markId));
  return row;
}

/** Locks the group row until the transaction ends; false when there is no such group. */
export async function lockGroup(db: Tx, markId: number): Promise<boolean> {
  const rows = await db.select({ id: markGroups.id }).from(markGroups).where(eq(markGroups.id, markId)).for("update");
  return rows.length > 0;
}

type GroupValues = { title: string; titles: GroupTitles; titlesConvertedWith: string; recommend: 0 | 1 };

export async function insertGroup(db: Tx, values: GroupValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(markGroups)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: markGroups.id });
  return row!.id;
}

/** false when there is no such group. */
export async function updateGroup(db: Tx, markId: number, values: Partial<GroupValues>, now: Date): Promise<boolean> {
  const rows = await db
    .update(markGroups)
    .set({ ...values, updatedAt: now })
    .where(eq(markGroups.id, markId))
    .returning({ id: markGroups.id });
  return rows.length > 0;
}

/** Memberships go with the group (cascade); the prompts stay. */
export async function deleteGroup(db: Tx, markId: number): Promise<boolean> {
  const rows = await db.delete(markGroups).where(eq(markGroups.id, markId)).returning({ id: markGroups.id });
  return rows.length > 0;
}

export async function existingPromptIds(db: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(inArray(prompts.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function memberPromptIds(db: Tx, markId: number): Promise<{ ids: Set<number>; lastPosition: number }> {
  const rows = await db
    .select({ promptId: markGroupPrompts.promptId, position: markGroupPrompts.position })
    .from(markGroupPrompts)
    .where(eq(markGroupPrompts.markId, markId));
  return { ids: new Set(rows.map((r) => r.promptId)), lastPosition: rows.reduce((max, r) => Math.max(max, r.position), -1) };
}

/** Appends in the given order; a pair already present is left as it is. Returns how many joined. */
export async function appendMembers(db: Tx, markId: number, promptIds: readonly number[], firstPosition: number, now: Date): Promise<number> {
  if (promptIds.length === 0) return 0;
  const rows = await db
    .insert(markGroupPrompts)
    .values(promptIds.map((promptId, i) => ({ markId, promptId, position: firstPosition + i, createdAt: now })))
    .onConflictDoNothing({ target: [markGroupPrompts.markId, markGroupPrompts.promptId] })
    .returning({ id: markGroupPrompts.id });
  return rows.length;
}

export async function removeMembershipById(db: Tx, id: number): Promise<number> {
  return (await db.delete(markGroupPrompts).where(eq(markGroupPrompts.id, id)).returning({ id: markGroupPrompts.id })).length;
}

export async function removeMembership(db: Tx, markId: number, promptId: number): Promise<number> {
  const rows = await db
    .delete(markGroupPrompts)
    .where(and(eq(markGroupPrompts.markId, markId), eq(markGroupPrompts.promptId, promptId)))
    .returning({ id: markGroupPrompts.id });
  return rows.length;
}
