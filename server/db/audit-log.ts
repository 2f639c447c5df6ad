/** Writing the audit trail: who did what to which row and why. Accounts, user administration and moderation all write it; moderation reads it. */
import type { Db } from "./client.ts";
import { auditLog } from "./schema.ts";

export type AuditRecord = { actorId: number; action: string; targetType: "prompt" | "comment" | "user"; targetId: number; reason?: string; at: Date };

/** Actions taken by the app itself (reports reaching the threshold) have no actor. */
export type SystemAuditRecord = Omit<AuditRecord, "actorId"> & { actorId: number | null };

export async function insertAudit(db: Db, record: AuditRecord | SystemAuditRecord): Promise<void> {
  const { at, reason, ...rest } = record;
  await db.insert(auditLog).values({ ...rest, reason: reason ?? "", createdAt: at });
}
