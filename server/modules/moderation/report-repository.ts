/** SQL of reports: filing one, counting reporters, the console's queue grouped by item, closing them. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ReportTargetType } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { reports, users } from "../../db/schema.ts";

export type NewReport = {
  targetType: ReportTargetType;
  targetId: number;
  reporterKey: string;
  reporterId: number | null;
  reporterAddress: string;
  reason: string;
  details: string;
  at: Date;
};

/** False when the reporter already has an open report on the item (the partial unique index). */
export async function insertReport(db: Db, report: NewReport): Promise<boolean> {
  const { at, ...values } = report;
  const inserted = await db
    .insert(reports)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return inserted.length > 0;
}

const openOn = (targetType: string, targetId: number) => and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, "open"));

export async function countOpenReporters(db: Db, targetType: string, targetId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reports.reporterKey})::int` })
    .from(reports)
    .where(openOn(targetType, targetId));
  return row?.n ?? 0;
}

export async function closeReports(db: Db, targetType: string, targetId: number, outcome: "resolved" | "dismissed", by: number, at: Date): Promise<number> {
  const closed = await db
    .update(reports)
    .set({ status: outcome, resolvedBy: by, resolvedAt: at })
    .where(openOn(targetType, targetId))
    .returning({ id: reports.id });
  return closed.length;
}

export type ReportGroupRow = { target_type: ReportTargetType; target_id: number; reporters: number; latest: Date | string };

/** Items with open reports, most reporters first, then most recently reported. */
export async function openGroups(db: Db, offset: number, limit: number): Promise<{ rows: ReportGroupRow[]; total: number }> {
  const rows = await queryRows<ReportGroupRow>(
    db,
    sql`select target_type, target_id, count(distinct reporter_key)::int as reporters, max(created_at) as latest
        from reports where status = 'open'
        group by target_type, target_id
        order by reporters desc, latest desc, target_type, target_id
        limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from reports where status = 'open' group by target_type, target_id) g`,
  );
  return { rows, total: total?.n ?? 0 };
}

export type OpenReportRow = {
  id: number;
  targetType: string;
  targetId: number;
  reason: string;
  details: string;
  reporterId: number | null;
  reporterLoginName: string | null;
  reporterAddress: string;
  createdAt: Date;
};

export async function openReportsOf(db: Db, targetType: string, targetIds: number[]): Promise<OpenReportRow[]> {
  if (targetIds.length === 0) return [];
  return db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      reporterId: reports.reporterId,
      reporterLoginName: users.loginName,
      reporterAddress: reports.reporterAddress,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.targetType, targetType), inArray(reports.targetId, targetIds), eq(reports.status, "open")))
    .orderBy(reports.id);
}

export type ItemRow = { id: number; promptCode: string; text: string; status: string };

/** The reported (or reviewed) items of one type: a prompt's title in its own language, a comment's text. */
export async function itemsOf(db: Db, targetType: ReportTargetType, ids: number[]): Promise<Map<number, ItemRow>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows =
    targetType === "prompt"
      ? await queryRows<ItemRow>(
          db,
          sql`select p.id, p.code as "promptCode", coalesce(t.title, '') as text, p.status
              from prompts p left join prompt_translations t on t.prompt_id = p.id and t.lan = p.lan where p.id in (${list})`,
        )
      : await queryRows<ItemRow>(
          db,
          sql`select r.id, p.code as "promptCode", r.content as text, r.status from ratings r join prompts p on p.id = r.prompt_id where r.id in (${list})`,
        );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** Whether the item's latest trail entry is the app hiding it for its reports (a dismissal then shows it again). */
export async function hiddenByReports(db: Db, targetType: string, targetId: number): Promise<boolean> {
  const [row] = await queryRows<{ action: string }>(
    db,
    sql`select action from audit_log where target_type = ${targetType} and target_id = ${targetId} order by id desc limit 1`,
  );
  return row?.action === `${targetType}.autohide`;
}
