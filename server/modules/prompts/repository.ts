/** SQL of the prompt writes: the prompt row, its categories and its language versions. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, categories, promptCategories, prompts, promptTranslations } from "../../db/schema.ts";
import { conversionStamp } from "../../lib/chinese/phrases.ts";
import type { StoredVersion } from "./version-plan.ts";

/** What a write may change on the prompt row. */
export type PromptSettings = { lan: string; vipLevel: number; source: string; ignoreTrans: boolean; status: string };
export type PromptForWrite = PromptSettings & { id: number; code: string; authorId: number | null; textHash: string | null };

const writeColumns = {
  id: prompts.id,
  code: prompts.code,
  authorId: prompts.authorId,
  lan: prompts.lan,
  vipLevel: prompts.vipLevel,
  source: prompts.source,
  ignoreTrans: prompts.ignoreTrans,
  status: prompts.status,
  textHash: prompts.textHash,
};

/** Reads the row and locks it until the transaction ends, so two edits of one prompt queue. */
export async function lockPrompt(db: Db, id: number): Promise<PromptForWrite | undefined> {
  const [row] = await db.select(writeColumns).from(prompts).where(eq(prompts.id, id)).for("update").limit(1);
  return row;
}

export async function findPromptOwner(db: Db, id: number): Promise<{ id: number; authorId: number | null } | undefined> {
  const [row] = await db.select({ id: prompts.id, authorId: prompts.authorId }).from(prompts).where(eq(prompts.id, id)).limit(1);
  return row;
}

/** What decides whether a prompt is public: its code, status and access level. */
export async function findPromptVisibility(db: Db, id: number): Promise<{ code: string; status: string; vipLevel: number } | undefined> {
  const [row] = await db.select({ code: prompts.code, status: prompts.status, vipLevel: prompts.vipLevel }).from(prompts).where(eq(prompts.id, id)).limit(1);
  return row;
}

export type NewPromptRow = PromptSettings & { code: string; authorId: number; basedOnId: number | null; textHash: string; at: Date };

/** The rows inserted; one whose code is taken is left out (the caller draws another), with no error, so the transaction lives on. */
export async function insertPrompts(db: Db, values: NewPromptRow[]): Promise<Array<{ id: number; code: string }>> {
  return db
    .insert(prompts)
    .values(values.map(({ at, ...rest }) => ({ ...rest, createdAt: at, updatedAt: at })))
    .onConflictDoNothing({ target: prompts.code })
    .returning({ id: prompts.id, code: prompts.code });
}

export async function updatePromptSettings(db: Db, id: number, settings: PromptSettings & { textHash: string }, at: Date) {
  await db
    .update(prompts)
    .set({ ...settings, updatedAt: at })
    .where(eq(prompts.id, id));
}

export async function existingCategoryIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return rows.map((r) => r.id);
}

export async function insertPromptCategories(db: Db, links: Array<{ promptId: number; categoryId: number }>) {
  if (links.length > 0) await db.insert(promptCategories).values(links);
}

export async function replacePromptCategories(db: Db, promptId: number, categoryIds: number[]) {
  await db.delete(promptCategories).where(eq(promptCategories.promptId, promptId));
  await insertPromptCategories(
    db,
    categoryIds.map((categoryId) => ({ promptId, categoryId })),
  );
}

export async function loadStoredVersions(db: Db, promptId: number): Promise<StoredVersion[]> {
  return db
    .select({
      lan: promptTranslations.lan,
      machine: promptTranslations.machine,
      title: promptTranslations.title,
      prompt: promptTranslations.prompt,
      description: promptTranslations.description,
      tips: promptTranslations.tips,
      demo: promptTranslations.demo,
    })
    .from(promptTranslations)
    .where(eq(promptTranslations.promptId, promptId));
}

/** The guard in SQL as well as in the plan: a machine version never replaces a person's. */
export async function upsertVersions(db: Db, promptId: number, versions: StoredVersion[], at: Date) {
  await upsertPromptVersions(
    db,
    versions.map((v) => ({ promptId, ...v })),
    at,
  );
}

/** upsertVersions for the versions of several prompts, in one statement. */
export async function upsertPromptVersions(db: Db, versions: Array<StoredVersion & { promptId: number }>, at: Date) {
  if (versions.length === 0) return;
  await db
    .insert(promptTranslations)
    .values(versions.map((v) => ({ ...v, convertedWith: conversionStamp(v.lan, v.machine), updatedAt: at })))
    .onConflictDoUpdate({
      target: [promptTranslations.promptId, promptTranslations.lan],
      set: {
        title: sql`excluded.title`,
        prompt: sql`excluded.prompt`,
        description: sql`excluded.description`,
        tips: sql`excluded.tips`,
        demo: sql`excluded.demo`,
        machine: sql`excluded.machine`,
        convertedWith: sql`excluded.converted_with`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${promptTranslations.machine} or not excluded.machine`,
    });
}

export async function removeVersions(db: Db, promptId: number, lans: string[]) {
  if (lans.length === 0) return;
  await db.delete(promptTranslations).where(and(eq(promptTranslations.promptId, promptId), inArray(promptTranslations.lan, lans)));
}

/** Translations, category links, group entries, favourites, history, ratings and counters go by cascade. */
export async function deletePromptRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  return deleted.length > 0;
}

export async function recordAudit(db: Db, entry: { actorId: number; action: string; targetId: number; reason?: string }) {
  await db
    .insert(auditLog)
    .values({ actorId: entry.actorId, action: entry.action, targetType: "prompt", targetId: entry.targetId, reason: entry.reason ?? "" });
}

/** Category ids and codes of each prompt, for the edit forms. */
export async function categoryLinks(db: Db, promptIds: number[]): Promise<Array<{ promptId: number; cid: number; code: string }>> {
  if (promptIds.length === 0) return [];
  return db
    .select({ promptId: promptCategories.promptId, cid: categories.id, code: categories.code })
    .from(promptCategories)
    .innerJoin(categories, eq(categories.id, promptCategories.categoryId))
    .where(inArray(promptCategories.promptId, promptIds));
}
