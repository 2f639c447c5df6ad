/**
 * Reports (docs/decisions/028). A reader reports a prompt or a comment they can see; a slot of the
 * "report" write limit (lib/write-limits.ts) is reserved before any work, one open report per
 * reporter and item is kept by a unique index, and once REPORT_HIDE_THRESHOLD different reporters have an open report the item
 * is hidden until an administrator hides, deletes or dismisses (with a reason, in the audit trail).
 */
import { and, eq } from "drizzle-orm";
import type {
  Reporter,
  ReportBody,
  ReportedItem,
  ReportQueuePage,
  ReportQueueQuery,
  ReportReason,
  ReportReply,
  ReportTargetType,
  ResolveBody,
  ResolveReply,
} from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { prompts } from "../../db/schema.ts";
import type { AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { visibleTo } from "../catalog/prompt-list-repository.ts";
import type { Viewer } from "../catalog/viewer.ts";
import { insertAudit } from "../../db/audit-log.ts";
import { applyCommentAction } from "./comment-moderation.ts";
import { commentOfPrompt, lockComment } from "./comment-repository.ts";
import "./messages.ts";
import { lockPromptStatus } from "./repository.ts";
import { closeReports, countOpenReporters, hiddenByReports, insertReport, itemsOf, openGroups, openReportsOf } from "./report-repository.ts";
import { afterPromptAction, applyPromptAction, type PromptAction } from "./service.ts";

export type ReportCaller = { user: AuthUser | null; viewer: Viewer; address: string };

const epochSeconds = (date: Date | string) => String(Math.floor(new Date(date).getTime() / 1000));

/** A signed-in reporter is their account wherever they are; a visitor is their address. */
const reporterKeyOf = (caller: ReportCaller) => (caller.user ? `user:${caller.user.id}` : `ip:${caller.address}`);

/** Applies one moderation action to either kind of item inside the caller's transaction. */
function applyAction(tx: Db, targetType: ReportTargetType, actorId: number | null, id: number, action: PromptAction, reason: string, at: Date) {
  return targetType === "prompt" ? applyPromptAction(tx, actorId, id, action, reason, at) : applyCommentAction(tx, actorId, id, action, reason, at);
}

async function lockedStatus(tx: Db, targetType: ReportTargetType, id: number): Promise<string | undefined> {
  const row = targetType === "prompt" ? await lockPromptStatus(tx, id) : await lockComment(tx, id);
  return row?.status;
}

async function targetOf(db: Db, viewer: Viewer, body: ReportBody): Promise<{ targetType: ReportTargetType; targetId: number }> {
  const [prompt] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(visibleTo(viewer), eq(prompts.code, body.promptCode)))
    .limit(1);
  if (!prompt) throw errors.notFound("reportTargetInvalid");
  if (body.commentId === undefined) return { targetType: "prompt", targetId: prompt.id };
  const comment = await commentOfPrompt(db, prompt.id, body.commentId);
  if (!comment || comment.status !== "published") throw errors.notFound("reportTargetInvalid");
  return { targetType: "comment", targetId: comment.id };
}

export async function fileReport(ctx: AppContext, caller: ReportCaller, body: ReportBody): Promise<ReportReply> {
  const reporterKey = reporterKeyOf(caller);
  const db = ctx.database.db;
  const { targetType, targetId } = await targetOf(db, caller.viewer, body);
  const at = ctx.clock.now();
  const threshold = ctx.config.moderation.reportHideThreshold;
  const hidden = await db.transaction(async (tx) => {
    // The item's row is locked first, so concurrent reports on it count one after another and
    // the one that reaches the threshold sees every report before it.
    const status = await lockedStatus(tx, targetType, targetId);
    const filed = await insertReport(tx, {
      targetType,
      targetId,
      reporterKey,
      reporterId: caller.user?.id ?? null,
      reporterAddress: caller.address,
      reason: body.reason,
      details: body.details,
      at,
    });
    if (!filed) throw errors.conflict("reportDuplicate");
    const reporters = await countOpenReporters(tx, targetType, targetId);
    // Only a published item is hidden by reports; one already hidden stays as it is for the queue.
    if (reporters < threshold || status !== "published") return false;
    await applyAction(tx, targetType, null, targetId, "autohide", `${reporters} reports`, at);
    return true;
  });
  if (hidden) ctx.responseCache.invalidate();
  return { reported: true };
}

function reporterOf(row: { reporterId: number | null; reporterLoginName: string | null; reporterAddress: string }): Reporter {
  return row.reporterId !== null ? { userId: row.reporterId, loginName: row.reporterLoginName ?? "" } : { address: row.reporterAddress };
}

export async function reportQueue(ctx: AppContext, query: ReportQueueQuery): Promise<ReportQueuePage> {
  const db = ctx.database.db;
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await openGroups(db, offset, query.limit);
  const byType = (type: ReportTargetType) => rows.filter((r) => r.target_type === type).map((r) => Number(r.target_id));
  const [promptItems, commentItems, promptReports, commentReports] = await Promise.all([
    itemsOf(db, "prompt", byType("prompt")),
    itemsOf(db, "comment", byType("comment")),
    openReportsOf(db, "prompt", byType("prompt")),
    openReportsOf(db, "comment", byType("comment")),
  ]);
  const list = rows.map((group): ReportedItem => {
    const targetType = group.target_type;
    const targetId = Number(group.target_id);
    const item = (targetType === "prompt" ? promptItems : commentItems).get(targetId);
    const filed = (targetType === "prompt" ? promptReports : commentReports).filter((r) => r.targetId === targetId);
    const reasons: Partial<Record<ReportReason, number>> = {};
    for (const r of filed) reasons[r.reason as ReportReason] = (reasons[r.reason as ReportReason] ?? 0) + 1;
    return {
      targetType,
      targetId,
      promptCode: item?.promptCode ?? "",
      text: item?.text ?? "",
      status: item?.status ?? "deleted",
      count: group.reporters,
      reasons,
      reports: filed.map((r) => ({
        id: r.id,
        reason: r.reason as ReportReason,
        details: r.details,
        reporter: reporterOf(r),
        createTime: epochSeconds(r.createdAt),
      })),
      latestTime: epochSeconds(group.latest),
    };
  });
  return { list, total, page: query.page, hasMore: offset + rows.length < total };
}

/**
 * hide: the item is hidden (kept hidden if reports already hid it); delete: removed; dismiss: the
 * reports were unfounded, and an item the reports alone hid is shown again. Every open report on
 * the item is closed with the outcome, and the action is in the audit trail with its reason.
 */
export async function resolveReports(
  ctx: AppContext,
  actor: AuthUser,
  targetType: ReportTargetType,
  targetId: number,
  body: ResolveBody,
): Promise<ResolveReply> {
  const at = ctx.clock.now();
  const { reply, restored } = await ctx.database.db.transaction(async (tx) => {
    if ((await countOpenReporters(tx, targetType, targetId)) === 0) throw errors.conflict("reportNothingOpen");
    const [item] = [...(await itemsOf(tx, targetType, [targetId])).values()];
    let status = item?.status ?? "deleted";
    let restored = false;
    if (item && body.action === "delete") {
      status = (await applyAction(tx, targetType, actor.id, targetId, "delete", body.reason, at)).status;
    } else if (item && body.action === "hide") {
      if (item.status === "hidden") await insertAudit(tx, { actorId: actor.id, action: `${targetType}.hide`, targetType, targetId, reason: body.reason, at });
      else status = (await applyAction(tx, targetType, actor.id, targetId, "hide", body.reason, at)).status;
    } else if (item && body.action === "dismiss") {
      if (item.status === "hidden" && (await hiddenByReports(tx, targetType, targetId))) {
        status = (await applyAction(tx, targetType, actor.id, targetId, "restore", body.reason, at)).status;
        restored = true;
      } else {
        await insertAudit(tx, { actorId: actor.id, action: `${targetType}.dismiss`, targetType, targetId, reason: body.reason, at });
      }
    }
    const closed = await closeReports(tx, targetType, targetId, body.action === "dismiss" ? "dismissed" : "resolved", actor.id, at);
    return { reply: { targetType, targetId, status, closed }, restored };
  });
  ctx.responseCache.invalidate();
  if (targetType === "prompt" && restored) await afterPromptAction(ctx, targetId, "restore");
  return reply;
}
