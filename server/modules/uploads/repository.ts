/** SQL of the uploads table: one row per stored file, naming its owner. */
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";

export type UploadRow = { ownerId: number; fileName: string; mime: string; size: number; createdAt: Date };

export async function insertUploads(db: Db, rows: readonly UploadRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(uploads).values([...rows]);
}
