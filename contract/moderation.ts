/**
 * Moderation (POST /admin/prompts/{id}/moderate) and the audit
 * trail behind it. Transitions: approve draft → published, hide published → hidden, restore
 * hidden → published, delete any → gone. Hiding and deleting need a reason; every action is
 * recorded with who did it.
 */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import { PAGE_SIZE_MAX } from "./constants.ts";
import { PROMPT_STATUSES, type PromptStatus } from "./prompts.ts";

const msg = messageKeys("moderation");

export const MODERATION_ACTIONS = ["approve", "hide", "restore", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** The actions whose reason is required (the author and other administrators will ask why). */
export const REASON_REQUIRED: readonly ModerationAction[] = ["hide", "delete"];
export const MODERATION_REASON_MAX = 500;
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_TARGET_TYPES = ["prompt", "comment", "user"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const ID_MAX = 2_147_483_647;
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const page = z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(100_000).default(1));
const limit = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(PAGE_SIZE_MAX).default(fallback));

export const PromptIdParamsSchema = z
  .object({
    id: z.coerce
      .number({ error: msg.moderationPromptIdInvalid })
      .int(msg.moderationPromptIdInvalid)
      .min(1, msg.moderationPromptIdInvalid)
      .max(ID_MAX, msg.moderationPromptIdInvalid),
  })
  .strict();

export const ModerateBodySchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: msg.moderationActionInvalid }),
    reason: z.string({ error: msg.moderationReasonInvalid }).trim().max(MODERATION_REASON_MAX, msg.moderationReasonTooLong).default(""),
  })
  .strict()
  .refine((body) => !REASON_REQUIRED.includes(body.action) || body.reason.length > 0, { message: msg.moderationReasonRequired, path: ["reason"] });
export type ModerateBody = z.infer<typeof ModerateBodySchema>;

/** status "deleted" once the prompt is gone. */
export type ModerateReply = { id: number; code: string; status: PromptStatus | "deleted" };

/** The console's moderation list: prompts of one status, newest change first. */
export const ModerationListQuerySchema = z
  .object({
    status: z.enum(PROMPT_STATUSES, { error: msg.moderationStatusInvalid }).default("draft"),
    title: z.string().trim().max(200).optional(),
    page,
    limit: limit(AUDIT_PAGE_SIZE),
  })
  .strict();
export type ModerationListQuery = z.infer<typeof ModerationListQuerySchema>;

export type ModerationPrompt = {
  id: number;
  code: string;
  /** In the prompt's own language (the version its author wrote). */
  title: string;
  lan: string;
  status: PromptStatus;
  author: { loginName: string; nickName: string } | null;
  createTime: string;
  updateTime: string;
  /** The reason of the latest moderation action on this prompt, "" when none. */
  lastReason: string;
};
export type ModerationPage = { list: ModerationPrompt[]; total: number; page: number; hasMore: boolean };

export const AuditQuerySchema = z
  .object({
    targetType: z.preprocess(blankToUndefined, z.enum(AUDIT_TARGET_TYPES, { error: msg.auditTargetTypeInvalid }).optional()),
    targetId: z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(ID_MAX).optional()),
    page,
    limit: limit(AUDIT_PAGE_SIZE),
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export type AuditEntry = {
  id: number;
  /** "prompt.hide", "user.disable", ... */
  action: string;
  targetType: string;
  targetId: number;
  /** The prompt's title or the user's login name while the target exists, else "". */
  targetLabel: string;
  reason: string;
  actor: { id: number; loginName: string } | null;
  createTime: string;
};
export type AuditPage = { list: AuditEntry[]; total: number; page: number; hasMore: boolean };
