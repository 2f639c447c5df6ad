/**
 * Zod schemas of the replies of user management, moderation, reports and review (issue 21), for the
 * OpenAPI document. They document and do not filter; tests validate real replies against them
 * (decision 030). Server-side only, so the browser's bundles do not carry them.
 */
import { z } from "zod";
import { REPORT_REASONS, REPORT_TARGET_TYPES } from "./constants.ts";
import { USER_STATUS } from "./admin-users.ts";
import { PROMPT_STATUSES } from "./prompts.ts";
import { epochSeconds, int } from "./replies.ts";

/** A page of a back-office list: total matching, and whether a next page has more. */
const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: int, page: int, hasMore: z.boolean() });

const TargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
const PersonSchema = z.object({ loginName: z.string(), nickName: z.string() });

export const AdminUserSchema = z
  .object({
    id: int,
    loginName: z.string(),
    nickName: z.string(),
    email: z.string().nullable(),
    role: int.describe("1 user, 2 member, 3 administrator"),
    status: z.union([z.literal(USER_STATUS.disabled), z.literal(USER_STATUS.active)]).describe("0 disabled, 1 active"),
    createTime: epochSeconds,
    promptCnt: int.describe("Prompts this user wrote, whatever their status"),
  })
  .meta({ id: "AdminUser" });

export const AdminUserPageSchema = page(AdminUserSchema);

export const ModerateReplySchema = z.object({ id: int, code: z.string(), status: z.enum([...PROMPT_STATUSES, "deleted"]) });

export const ModerationPageSchema = page(
  z.object({
    id: int,
    code: z.string(),
    title: z.string().describe("In the prompt's own language"),
    lan: z.string(),
    status: z.enum(PROMPT_STATUSES),
    author: PersonSchema.nullable(),
    createTime: epochSeconds,
    updateTime: epochSeconds,
    lastReason: z.string().describe('The reason of the latest moderation action, "" when none'),
  }),
);

export const AuditPageSchema = page(
  z.object({
    id: int,
    action: z.string().describe("prompt.hide, user.disable, …"),
    targetType: z.string(),
    targetId: int,
    targetLabel: z.string().describe("The prompt's title or the user's login name while the target exists, else \"\""),
    reason: z.string(),
    actor: z.object({ id: int, loginName: z.string() }).nullable().describe("null: the app itself"),
    createTime: epochSeconds,
  }),
);

export const ReportReplySchema = z.object({ reported: z.literal(true) });

const ReasonSchema = z.enum(REPORT_REASONS);
const ReporterSchema = z
  .union([z.object({ userId: int, loginName: z.string() }), z.object({ address: z.string() })])
  .describe("A user, or a visitor known by address");

export const ReportQueuePageSchema = page(
  z.object({
    targetType: TargetTypeSchema,
    targetId: int,
    promptCode: z.string(),
    text: z.string().describe("A prompt's title in its own language, or the comment's text"),
    status: z.string(),
    count: int.describe("Distinct reporters with an open report"),
    reasons: z.partialRecord(ReasonSchema, int),
    reports: z.array(z.object({ id: int, reason: ReasonSchema, details: z.string(), reporter: ReporterSchema, createTime: epochSeconds })),
    latestTime: epochSeconds,
  }),
);

export const ResolveReplySchema = z.object({ targetType: TargetTypeSchema, targetId: int, status: z.string(), closed: int.describe("Reports closed") });

export const ReviewPageSchema = page(
  z.object({
    targetType: TargetTypeSchema,
    targetId: int,
    promptCode: z.string(),
    text: z.string(),
    author: PersonSchema.nullable(),
    createTime: epochSeconds,
  }),
);

export const ReviewReplySchema = z.object({ status: z.string() });
