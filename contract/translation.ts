/**
 * Machine translation state and agent entry (POST /admin/api/agentAddPrompt; the
 * console's translation state and retry button). Shared by the server and the console.
 */
import { z } from "zod";
import { messageKeys, type SchemaMessageKey } from "./message-keys.ts";
import type { Language } from "./constants.ts";
import { PROMPT_LIMITS } from "./prompts.ts";

const msg = messageKeys("translation");

const MAX_ID = 2_147_483_647;
const id = (key: SchemaMessageKey<"translation">) => z.coerce.number({ error: key }).int(key).min(1, key).max(MAX_ID, key);
/** Ids the status call accepts at once: one back-office page. */
export const TRANSLATION_STATUS_MAX_IDS = 100;

/** pending: waiting (or waiting to try again); running: with the model now; done; failed: gave up, see error. */
export const TRANSLATION_STATES = ["pending", "running", "done", "failed"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

const idList = z
  .string({ error: msg.translationIdsInvalid })
  .max(1_200, msg.translationIdsInvalid)
  .optional()
  .transform((v, context) => {
    const parts = (v ?? "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID) || ids.length > TRANSLATION_STATUS_MAX_IDS) {
      context.addIssue({ code: "custom", message: msg.translationIdsInvalid });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** GET /admin/api/translationStatus?promptIds=1,2&categoryIds=3 */
export const TranslationStatusQuerySchema = z.object({ promptIds: idList, categoryIds: idList });
export type TranslationStatusQuery = z.infer<typeof TranslationStatusQuerySchema>;

/** One machine translation of one prompt or category into one language. */
export type TranslationStatusItem = ({ promptId: number } | { categoryId: number }) & {
  lan: Language;
  status: TranslationState;
  /** Why the last attempt failed, "<code>: <detail>" (code: timeout, unavailable, invalid_reply); "" otherwise. */
  error: string;
  attempts: number;
  /** When a pending job is due (ISO 8601). */
  runAfter: string;
};

/** POST /admin/api/retryTranslation {promptId} or {categoryId}: failed translations go back in the queue. */
export const RetryTranslationBodySchema = z
  .object({ promptId: id("promptIdInvalid").optional(), categoryId: id("categoryIdInvalid").optional() })
  .refine((b) => (b.promptId === undefined) !== (b.categoryId === undefined), { message: msg.translationTargetRequired });
export type RetryTranslationBody = z.infer<typeof RetryTranslationBodySchema>;

/** POST /admin/api/agentAddPrompt (multipart or JSON): the agent entry tab's two fields, both required. */
export const AgentAddPromptBodySchema = z.object({
  categoryId: id("agentCategoryRequired"),
  // Browsers send form fields with CRLF line breaks; the catalogue stores LF.
  prompt: z
    .string({ error: msg.agentPromptRequired })
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, msg.agentPromptRequired).max(PROMPT_LIMITS.prompt, msg.contentTooLong)),
});
export type AgentAddPromptBody = z.infer<typeof AgentAddPromptBodySchema>;

/** llm: the model wrote the entry; offline: the deterministic draft (no model configured, or its reply failed). */
export type AgentPath = "llm" | "offline";
export type AgentOfflineReason = "not_configured" | "timeout" | "unavailable" | "invalid_reply";

/**
 * The created draft in the shape the console's prompt form loads and sends back: publishing is
 * POST /admin/api/updatePrompt with this object and status "published".
 */
export type AgentDraft = {
  id: number;
  title: string;
  prompt: string;
  tips: string;
  demo: Array<{ input: string; out: string; inputImgs: string[]; outImgs: string[] }>;
  categoryIds: number[];
  lan: Language;
  vipLevel: number;
  source: string;
  ignoreTrans: boolean;
  status: "draft";
};

export type AgentAddPromptReply = {
  promptId: number;
  code: string;
  path: AgentPath;
  /** Set when path is offline. */
  offlineReason?: AgentOfflineReason;
  /** A sentence for the console, in the caller's language, saying which path produced the draft and why. */
  notice: string;
  /** The card description the agent proposes (the catalogue derives its own from the text). */
  description: string;
  /** Categories the model suggested besides the chosen one; they are already in draft.categoryIds. */
  suggestedCategoryIds: number[];
  /** Languages stored with the draft; the others are read through fallbacks until translated. */
  languages: Language[];
  draft: AgentDraft;
};
