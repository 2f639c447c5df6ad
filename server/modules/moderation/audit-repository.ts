/** Reading the audit trail for the console (server/db/audit-log.ts writes it). */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";

export type AuditRow = {
  id: number;
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string | null;
  reason: string;
  actorId: number | null;
  actorLoginName: string | null;
  createdAt: Date;
};

// The target's current name: the prompt's title in its own language, or the user's login name.
// Spelled out because the join is on (type, id) and a deleted target simply has none.
const targetLabel = sql<string | null>`case ${auditLog.targetType}
  when 'prompt' then (select t.title from "prompts" p join "prompt_translations" t on t.prompt_id = p.id and t.lan = p.lan where p.id = ${auditLog.targetId})
  when 'user' then (select u.login_name from "users" u where u.id = ${auditLog.targetId})
  when 'comment' then (select left(r.content, 80) from "ratings" r where r.id = ${auditLog.targetId})
end`;

/** Newest first; the (target_type, target_id) index serves the per-target trail. */
export async function listAudit(
  db: Db,
  filter: { targetType?: string; targetId?: number; offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel,
      reason: auditLog.reason,
      actorId: auditLog.actorId,
      actorLoginName: users.loginName,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
