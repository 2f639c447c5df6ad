/**
 * Moderation of prompts and the audit trail. Each action is one transaction: the prompt row is
 * locked, the transition checked, the change made and recorded with its actor and reason. A
 * delete goes through the prompts module's row delete (its cascade takes the versions, links,
 * ratings and counters, docs/decisions/005); the audit row outlives the prompt.
 */
import type {
  AuditEntry,
  AuditPage,
  AuditQuery,
  ModerateBody,
  ModerateReply,
  ModerationAction,
  ModerationListQuery,
  ModerationPage,
} from "../../../contract/moderation.ts";
import type { PromptStatus } from "../../../contract/prompts.ts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { deletePromptRow } from "../prompts/repository.ts";
import { insertAudit } from "../../db/audit-log.ts";
import { listAudit, type AuditRow } from "./audit-repository.ts";
import "./messages.ts";
import { listByStatus, lockPromptStatus, setPromptStatus, type ModerationRow } from "./repository.ts";

/** Actions of the console (MODERATION_ACTIONS), of review (reject) and of the app itself (autohide: reports reached the threshold). */
export type PromptAction = ModerationAction | "reject" | "autohide";

/** From which statuses each action may start, where it leads, and the refusal otherwise. */
const TRANSITIONS: Record<Exclude<PromptAction, "delete">, { from: PromptStatus[]; to: PromptStatus; refusal: MessageKey }> = {
  approve: { from: ["draft", "pending"], to: "published", refusal: "moderationApproveNotDraft" },
  hide: { from: ["published"], to: "hidden", refusal: "moderationHideNotPublished" },
  restore: { from: ["hidden"], to: "published", refusal: "moderationRestoreNotHidden" },
  reject: { from: ["pending"], to: "hidden", refusal: "reviewNotPending" },
  autohide: { from: ["published"], to: "hidden", refusal: "moderationHideNotPublished" },
};

const epochSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/**
 * One action on a prompt inside the caller's transaction: locks the row, checks the transition,
 * changes it and records it. actorId null is the app itself.
 */
export async function applyPromptAction(tx: Db, actorId: number | null, id: number, action: PromptAction, reason: string, at: Date): Promise<ModerateReply> {
  const current = await lockPromptStatus(tx, id);
  if (!current) throw errors.notFound("promptNotFound");
  const audit = { actorId, action: `prompt.${action}`, targetType: "prompt" as const, targetId: id, reason, at };
  if (action === "delete") {
    await insertAudit(tx, audit);
    await deletePromptRow(tx, id);
    return { id, code: current.code, status: "deleted" };
  }
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(current.status as PromptStatus)) throw errors.conflict(transition.refusal);
  await setPromptStatus(tx, id, transition.to, at);
  await insertAudit(tx, audit);
  return { id, code: current.code, status: transition.to };
}

/** After a committed action: the public cache is emptied and an approved prompt is translated. */
export async function afterPromptAction(ctx: AppContext, id: number, action: PromptAction): Promise<void> {
  // The POST's own hook would also empty the public cache, but only once the reply is sent; a
  // hidden prompt must not be served from memory to anyone who asks in between.
  ctx.responseCache.invalidate();
  // Drafts are never translated (docs/decisions/009); a published prompt is.
  if (action === "approve") await ctx.translations.promptWritten(id);
}

export async function moderatePrompt(ctx: AppContext, actor: AuthUser, id: number, body: ModerateBody): Promise<ModerateReply> {
  const at = ctx.clock.now();
  const reply = await ctx.database.db.transaction((tx) => applyPromptAction(tx, actor.id, id, body.action, body.reason, at));
  await afterPromptAction(ctx, id, body.action);
  return reply;
}

function toModerationPrompt(row: ModerationRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title ?? "",
    lan: row.lan,
    status: row.status as PromptStatus,
    author: row.authorLoginName === null ? null : { loginName: row.authorLoginName, nickName: row.authorNickName ?? row.authorLoginName },
    createTime: epochSeconds(row.createdAt),
    updateTime: epochSeconds(row.updatedAt),
    lastReason: row.lastReason ?? "",
  };
}

export async function listForModeration(ctx: AppContext, query: ModerationListQuery): Promise<ModerationPage> {
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await listByStatus(ctx.database.db, {
    status: query.status,
    offset,
    limit: query.limit,
    ...(query.title ? { title: query.title } : {}),
  });
  return { list: rows.map(toModerationPrompt), total, page: query.page, hasMore: offset + rows.length < total };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel ?? "",
    reason: row.reason,
    actor: row.actorId === null ? null : { id: row.actorId, loginName: row.actorLoginName ?? "" },
    createTime: epochSeconds(row.createdAt),
  };
}

export async function auditTrail(ctx: AppContext, query: AuditQuery): Promise<AuditPage> {
  const offset = (query.page - 1) * query.limit;
  const filter = {
    offset,
    limit: query.limit,
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.targetId !== undefined ? { targetId: query.targetId } : {}),
  };
  const { rows, total } = await listAudit(ctx.database.db, filter);
  return { list: rows.map(toAuditEntry), total, page: query.page, hasMore: offset + rows.length < total };
}
