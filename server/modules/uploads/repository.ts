/** SQL of the uploads table: one row per stored file, naming its owner. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { uploads, users } from "../../db/schema.ts";

export type UploadRow = { ownerId: number; fileName: string; mime: string; size: number; createdAt: Date };

/**
 * Inserts the rows unless they would take the owner past `quotaBytes` (then false). The owner's
 * row is locked first, so simultaneous uploads of one account are judged one after another.
 */
export async function insertUploadsWithinQuota(db: Db, ownerId: number, rows: readonly UploadRow[], quotaBytes: number | undefined): Promise<boolean> {
  if (rows.length === 0) return true;
  return db.transaction(async (tx) => {
    if (quotaBytes !== undefined) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
      const [used] = await tx
        .select({ bytes: sql`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
        .from(uploads)
        .where(eq(uploads.ownerId, ownerId));
      const adding = rows.reduce((sum, r) => sum + r.size, 0);
      if ((used?.bytes ?? 0) + adding > quotaBytes) return false;
    }
    await tx.insert(uploads).values([...rows]);
    return true;
  });
}

/**
 * Deletes up to `limit` rows of files stored before `before` that nothing names: no avatar,
 * category image, or prompt text or example (names are 32 random hex characters, so a substring
 * match is exact). Returns their file names for the caller to remove from disk.
 */
export async function deleteOrphanUploads(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ file_name: string }>(
    db,
    sql`
    delete from uploads where id in (
      select u.id from uploads u
      where u.created_at < ${before.toISOString()}
        and not exists (select 1 from users where strpos(avatar, u.file_name) > 0)
        and not exists (select 1 from categories where strpos(img, u.file_name) > 0)
        and not exists (
          select 1 from prompt_translations t
          where strpos(t.demo::text, u.file_name) > 0 or strpos(t.prompt, u.file_name) > 0
             or strpos(t.description, u.file_name) > 0 or strpos(t.tips, u.file_name) > 0)
      limit ${limit})
    returning file_name`,
  );
  return rows.map((r) => r.file_name);
}
