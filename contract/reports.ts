/**
 * Reports and review (issue #22, docs/decisions/028). A reader (visitor or user) reports a prompt
 * or a comment with a reason; administrators see open reports grouped by item and hide, delete or
 * dismiss; items awaiting review (REVIEW_NEW_CONTENT, blocked terms) are approved or rejected.
 */
import { z } from "zod";
import { messageKeys, type SchemaMessageKey } from "./message-keys.ts";
import { PAGE_SIZE_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from "./constants.ts";
import { MODERATION_REASON_MAX } from "./moderation.ts";

const msg = messageKeys("reports");

export { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType };

const ID_MAX = 2_147_483_647;
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const itemId = (key: SchemaMessageKey<"reports">) => z.coerce.number({ error: key }).int(key).min(1, key).max(ID_MAX, key);

/**
 * POST /api/report. A comment is named by its id within its prompt, so a comment of a prompt the
 * reader may not open cannot be reported (nor probed).
 */
export const ReportBodySchema = z
  .object({
    promptCode: z.string({ error: msg.reportTargetInvalid }).trim().min(1, msg.reportTargetInvalid).max(64, msg.reportTargetInvalid),
    commentId: z.preprocess(blankToUndefined, itemId("reportTargetInvalid").optional()),
    reason: z.enum(REPORT_REASONS, { error: msg.reportReasonInvalid }),
    details: z.string({ error: msg.reportDetailsTooLong }).trim().max(REPORT_DETAILS_MAX, msg.reportDetailsTooLong).default(""),
  })
  .strict()
  .refine((body) => body.reason !== "other" || body.details.length > 0, { message: msg.reportDetailsRequired, path: ["details"] });
export type ReportBody = z.infer<typeof ReportBodySchema>;
export type ReportReply = { reported: true };

/** GET /admin/reports: open reports grouped by item, most reported first. */
export const ReportQueueQuerySchema = z
  .object({
    page: z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(100_000).default(1)),
    limit: z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(PAGE_SIZE_MAX).default(20)),
  })
  .strict();
export type ReportQueueQuery = z.infer<typeof ReportQueueQuerySchema>;

/** Who reported: a user (administrators see which), or a visitor known by address only. */
export type Reporter = { userId: number; loginName: string } | { address: string };

export type ReportedItem = {
  targetType: ReportTargetType;
  targetId: number;
  /** The prompt's code (a comment's prompt), for a link. */
  promptCode: string;
  /** A prompt's title in its own language, or the comment's text. */
  text: string;
  /** published, hidden (by moderation or by reports), pending, ... */
  status: string;
  /** Distinct reporters with an open report. */
  count: number;
  reasons: Partial<Record<ReportReason, number>>;
  reports: Array<{ id: number; reason: ReportReason; details: string; reporter: Reporter; createTime: string }>;
  latestTime: string;
};
export type ReportQueuePage = { list: ReportedItem[]; total: number; page: number; hasMore: boolean };

export const RESOLVE_ACTIONS = ["hide", "delete", "dismiss"] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

export const ItemParamsSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: msg.reportTargetInvalid }),
    targetId: itemId("reportTargetInvalid"),
  })
  .strict();

/** POST /admin/reports/{targetType}/{targetId}/resolve: every action needs a reason (the trail says why). */
export const ResolveBodySchema = z
  .object({
    action: z.enum(RESOLVE_ACTIONS, { error: msg.resolveActionInvalid }),
    reason: z
      .string({ error: msg.moderationReasonInvalid })
      .trim()
      .min(1, msg.moderationReasonRequired)
      .max(MODERATION_REASON_MAX, msg.moderationReasonTooLong),
  })
  .strict();
export type ResolveBody = z.infer<typeof ResolveBodySchema>;
export type ResolveReply = { targetType: ReportTargetType; targetId: number; status: string; closed: number };

/** GET /admin/review: prompts and comments awaiting review, oldest first. */
export type ReviewItem = {
  targetType: ReportTargetType;
  targetId: number;
  promptCode: string;
  text: string;
  author: { loginName: string; nickName: string } | null;
  createTime: string;
};
export type ReviewPage = { list: ReviewItem[]; total: number; page: number; hasMore: boolean };

export const REVIEW_ACTIONS = ["approve", "reject"] as const;
export const ReviewBodySchema = z
  .object({
    action: z.enum(REVIEW_ACTIONS, { error: msg.reviewActionInvalid }),
    reason: z.string({ error: msg.moderationReasonInvalid }).trim().max(MODERATION_REASON_MAX, msg.moderationReasonTooLong).default(""),
  })
  .strict()
  .refine((body) => body.action !== "reject" || body.reason.length > 0, { message: msg.moderationReasonRequired, path: ["reason"] });
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
