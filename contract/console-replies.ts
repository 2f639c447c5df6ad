/**
 * Zod schemas of the replies of the back office and of the own-prompt writes (issue 21), for the
 * OpenAPI document: categories, groups and statistics of the console, managed prompt lists and
 * writes, agent entry, machine translation, file import and image uploads. They document and do
 * not filter; tests validate real replies against them (decision 030). Server-side only, so the
 * browser's bundles do not carry them.
 */
import { z } from "zod";
import { LANGUAGES } from "./constants.ts";
import { IMPORT_OUTCOMES } from "./prompt-files.ts";
import { OWNER_STATUSES, PROMPT_STATUSES } from "./prompts.ts";
import { TRANSLATION_STATES } from "./translation.ts";
import { CategoryTagSchema, DemoSchema, int, PromptItemSchema } from "./replies.ts";

const LanguageSchema = z.enum(LANGUAGES);

// Console ---------------------------------------------------------------------------------------

const AdminCategoryVersionSchema = z.object({ category: z.string(), intro: z.string(), machine: z.boolean().describe("Made by a machine") });

export const AdminCategorySchema = z
  .object({
    cid: int,
    code: z.string(),
    lan: LanguageSchema.describe("Source language of the name and intro"),
    category: z.string().describe("In the caller's language, or the nearest there is"),
    intro: z.string(),
    img: z.string(),
    tags: z.array(z.string()),
    sort: int,
    cnt: int.describe("Prompts in this category, whatever their status or access level"),
    i18n: z.partialRecord(LanguageSchema, AdminCategoryVersionSchema),
  })
  .meta({ id: "AdminCategory" });

export const MarkGroupSchema = z
  .object({
    markId: int,
    title: z.string().describe("zh-CN"),
    titleEn: z.string().describe('"" when the group has no English title'),
    recommend: z.union([z.literal(0), z.literal(1)]),
    promptCnt: int,
  })
  .meta({ id: "MarkGroup" });

export const AddMarkGroupPromptsReplySchema = z.object({ added: int, promptCnt: int });
export const RemoveMarkGroupPromptReplySchema = z.object({ removed: int });

export const AdminStatsSchema = z.object({
  prompts: int,
  users: int,
  ratings: int,
  categories: int,
  groups: int,
  views: int,
  copies: int,
  daily: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), views: int, copies: int })).describe("The last 14 days, oldest first"),
});

// Prompts -----------------------------------------------------------------------------------------

/** A prompt as the back-office lists show it: the source-language text, category names in the caller's language. */
const ManagedPromptSchema = PromptItemSchema.extend({
  categories: z.array(CategoryTagSchema.extend({ cid: int })),
  categoryIds: z.array(int),
  tips: z.string(),
  demo: z.array(DemoSchema),
  source: z.string(),
  ignoreTrans: z.boolean(),
  status: z.enum([...PROMPT_STATUSES, ...OWNER_STATUSES.filter((s) => s !== "published")]),
}).meta({ id: "ManagedPrompt" });

export const ManagedPromptPageSchema = z.object({ list: z.array(ManagedPromptSchema), total: int, page: int, size: int, hasMore: z.boolean() });

/** addPrompt, updatePrompt and saveAsMine. */
export const PromptWriteReplySchema = z.object({ id: int, code: z.string() }).meta({ id: "PromptWriteReply" });

const AgentDraftSchema = z.object({
  id: int,
  title: z.string(),
  prompt: z.string(),
  tips: z.string(),
  demo: z.array(z.object({ input: z.string(), out: z.string(), inputImgs: z.array(z.string()), outImgs: z.array(z.string()) })),
  categoryIds: z.array(int),
  lan: LanguageSchema,
  vipLevel: int,
  source: z.string(),
  ignoreTrans: z.boolean(),
  status: z.literal("draft"),
});

export const AgentAddPromptReplySchema = z.object({
  promptId: int,
  code: z.string(),
  path: z.enum(["llm", "offline"]).describe("llm: the model wrote the entry; offline: the deterministic draft"),
  offlineReason: z.enum(["not_configured", "timeout", "unavailable", "invalid_reply"]).optional(),
  notice: z.string().describe("Which path produced the draft and why, in the caller's language"),
  description: z.string(),
  suggestedCategoryIds: z.array(int),
  languages: z.array(LanguageSchema).describe("Languages stored with the draft"),
  draft: AgentDraftSchema.describe("What the console's prompt form loads; publish with updatePrompt"),
});

const TranslationJobSchema = z.object({
  lan: LanguageSchema,
  status: z.enum(TRANSLATION_STATES),
  error: z.string().describe('Why the last attempt failed, "<code>: <detail>"; "" otherwise'),
  attempts: int,
  runAfter: z.iso.datetime().describe("When a pending job is due"),
});

export const TranslationStatusListSchema = z.array(
  z.union([TranslationJobSchema.extend({ promptId: int }), TranslationJobSchema.extend({ categoryId: int })]).meta({ id: "TranslationStatusItem" }),
);

export const ImportReportSchema = z
  .object({
    total: int.describe("Rows in the whole file"),
    offset: int,
    rows: z.array(
      z.object({
        line: int.describe("The row's (first) line in the file"),
        title: z.string(),
        outcome: z.enum(IMPORT_OUTCOMES),
        reason: z.string().optional().describe("Why it is skipped or refused, in the caller's language"),
        code: z.string().optional().describe("The prompt it duplicates (skip) or became (added)"),
      }),
    ),
    counts: z.record(z.enum(IMPORT_OUTCOMES), int),
    next: int.nullable().describe("Where the next batch starts; null after the last"),
  })
  .meta({ id: "ImportReport" });

// Uploads -----------------------------------------------------------------------------------------

export const UploadedFileSchema = z
  .object({ url: z.string().describe("What prompt image lists and the avatar take"), name: z.string(), size: int, mime: z.string() })
  .meta({ id: "UploadedFile" });
