/**
 * Moderation of comments (ratings rows), the twin of applyPromptAction for the other kind of item:
 * the same actions, checked transitions and audit trail (target type "comment").
 */
import type { Db } from "../../db/client.ts";
import { errors } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { insertAudit } from "../../db/audit-log.ts";
import { deleteComment, lockComment, setCommentStatus } from "./comment-repository.ts";
import type { PromptAction } from "./service.ts";

type CommentStatus = "published" | "pending" | "hidden";

const TRANSITIONS: Record<Exclude<PromptAction, "delete">, { from: CommentStatus[]; to: CommentStatus; refusal: MessageKey }> = {
  approve: { from: ["pending"], to: "published", refusal: "reviewNotPending" },
  reject: { from: ["pending"], to: "hidden", refusal: "reviewNotPending" },
  hide: { from: ["published"], to: "hidden", refusal: "commentHideNotPublished" },
  autohide: { from: ["published"], to: "hidden", refusal: "commentHideNotPublished" },
  restore: { from: ["hidden"], to: "published", refusal: "commentRestoreNotHidden" },
};

export async function applyCommentAction(
  tx: Db,
  actorId: number | null,
  id: number,
  action: PromptAction,
  reason: string,
  at: Date,
): Promise<{ status: string }> {
  const current = await lockComment(tx, id);
  if (!current) throw errors.notFound("commentNotFound");
  const audit = { actorId, action: `comment.${action}`, targetType: "comment" as const, targetId: id, reason, at };
  if (action === "delete") {
    await insertAudit(tx, audit);
    await deleteComment(tx, current);
    return { status: "deleted" };
  }
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(current.status as CommentStatus)) throw errors.conflict(transition.refusal);
  await setCommentStatus(tx, current, transition.to, at);
  await insertAudit(tx, audit);
  return { status: transition.to };
}
