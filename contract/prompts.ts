/**
 * Writing prompts (own and admin: add, update, delete, list) with their form rules. The server
 * validates with these schemas and the my-prompts and console forms reuse them, so both sides
 * reject the same input with the same message keys (each key is in the server's catalogue and, for
 * the web, in common.json's promptErrors; both fill the limits in from PROMPT_LIMITS).
 */
import { z } from "zod";
import { messageKeys, type SchemaMessageKey } from "./message-keys.ts";
import { QueryFlagSchema, type CategoryTag, type PromptItem, type DemoExample } from "./catalog.ts";
import { isImageAddress } from "./addresses.ts";
import { LANGUAGES, MARK_HISTORY, PAGE_SIZE_MAX, type Language } from "./constants.ts";

const msg = messageKeys("prompts");

export const PROMPT_LIMITS = {
  title: 120,
  prompt: 10_000,
  /** The seeded catalogue's longest is about 210 characters; cards show the first 100. */
  description: 300,
  tips: 2_000,
  demoText: 5_000,
  demoItems: 10,
  images: 10,
  imageAddress: 500,
  source: 200,
  categories: 20,
} as const;

/**
 * The moderated statuses. published: listed; draft: awaiting review (agent entry); hidden: taken
 * down by moderation (or by reports, until reviewed); pending: a user's prompt awaiting review
 * before it is published (REVIEW_NEW_CONTENT or a blocked term, docs/decisions/028), seen by its
 * author alone.
 */
export const PROMPT_STATUSES = ["published", "draft", "hidden", "pending"] as const;
export type PromptStatus = (typeof PROMPT_STATUSES)[number];
/**
 * What an owner sets on their own prompt from the my-prompts form. private: unpublished, opened by
 * its owner alone (a copy saved with "save as mine" starts so); never in the review queue.
 */
export const OWNER_STATUSES = ["published", "private"] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];
/** What an administrator may set through add/updatePrompt. */
export const WRITABLE_STATUSES = ["published", "draft", "private"] as const;

const MAX_ID = 2_147_483_647;
const id = (key: SchemaMessageKey<"prompts">) => z.coerce.number({ error: key }).int(key).min(1, key).max(MAX_ID, key);

/** Trimmed; whitespace only counts as empty. */
const requiredText = (max: number, requiredKey: SchemaMessageKey<"prompts">, tooLongKey: SchemaMessageKey<"prompts">) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, tooLongKey);
const optionalText = (max: number, tooLongKey: SchemaMessageKey<"prompts">) =>
  z
    .string({ error: tooLongKey })
    .trim()
    .max(max, tooLongKey)
    .optional()
    .transform((v) => v ?? "");

const imageList = z
  .array(
    z
      .string({ error: msg.imageAddressInvalid })
      .trim()
      .max(PROMPT_LIMITS.imageAddress, msg.imageAddressInvalid)
      .refine(isImageAddress, msg.imageAddressInvalid),
    {
      error: msg.imageAddressInvalid,
    },
  )
  .max(PROMPT_LIMITS.images, msg.imagesTooMany)
  .optional()
  .transform((v) => v ?? []);

const demoText = optionalText(PROMPT_LIMITS.demoText, "demoTooLong");
const UserDemoSchema = z.object({ input: demoText, out: demoText });
const AdminDemoSchema = UserDemoSchema.extend({ inputImgs: imageList, outImgs: imageList });

/** Examples without any content are dropped, so an untouched example row never gets stored. */
const demoList = <T extends z.ZodType<DemoExample>>(item: T) =>
  z
    .array(item, { error: msg.demoInvalid })
    .max(PROMPT_LIMITS.demoItems, msg.demoTooMany)
    .optional()
    .transform((items) => (items ?? []).filter((d) => d.input || d.out || d.inputImgs?.length || d.outImgs?.length));

const categoryIds = z
  .array(id("categoryInvalid"), { error: msg.categoryRequired })
  .min(1, msg.categoryRequired)
  .max(PROMPT_LIMITS.categories, msg.categoryTooMany)
  .transform((ids) => [...new Set(ids)]);

const userFields = {
  title: requiredText(PROMPT_LIMITS.title, "titleRequired", "titleTooLong"),
  categoryIds,
  prompt: requiredText(PROMPT_LIMITS.prompt, "contentRequired", "contentTooLong"),
  /**
   * Of the version in the prompt's language. Absent keeps the stored one (a client that does not
   * show it must not lose it); empty asks the server to derive it from the prompt text.
   */
  description: z.string({ error: msg.descriptionTooLong }).trim().max(PROMPT_LIMITS.description, msg.descriptionTooLong).optional(),
  tips: optionalText(PROMPT_LIMITS.tips, "tipsTooLong"),
  demo: demoList(UserDemoSchema),
  /** Absent keeps the prompt's status (published for a new one). */
  status: z.enum(OWNER_STATUSES, { error: msg.ownerStatusInvalid }).optional(),
};

/** 'zh-cn', 'zh-CN', 'zh-tw', 'zh-TW' and 'en' (any case) → zh-CN | zh-TW | en. */
export const PromptLanguageSchema = z
  .string({ error: msg.lanInvalid })
  .trim()
  .refine((v) => LANGUAGES.some((l) => l.toLowerCase() === v.toLowerCase()), msg.lanInvalid)
  .transform((v) => LANGUAGES.find((l) => l.toLowerCase() === v.toLowerCase()) as Language);

/** ignoreTrans is sent only when true: absent means false. */
const ignoreTrans = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")], { error: msg.ignoreTransInvalid })
  .optional()
  .transform((v) => v === true);

/** What a signed-in user sends; anything else in the body is dropped, never applied. */
export const UserPromptBodySchema = z.object(userFields);
export type UserPromptBody = z.infer<typeof UserPromptBodySchema>;

/** What an administrator sends: the user fields plus images, access level, language, source, status. */
export const AdminPromptBodySchema = z.object({
  ...userFields,
  demo: demoList(AdminDemoSchema),
  vipLevel: z.coerce.number({ error: msg.vipLevelInvalid }).int(msg.vipLevelInvalid).min(0, msg.vipLevelInvalid).max(3, msg.vipLevelInvalid).optional(),
  lan: PromptLanguageSchema.optional(),
  source: z.string({ error: msg.sourceTooLong }).trim().max(PROMPT_LIMITS.source, msg.sourceTooLong).optional(),
  ignoreTrans,
  status: z.enum(WRITABLE_STATUSES, { error: msg.statusInvalid }).optional(),
});
export type AdminPromptBody = z.infer<typeof AdminPromptBodySchema>;

const withId = { id: id("promptIdInvalid") };
export const UserUpdatePromptBodySchema = UserPromptBodySchema.extend(withId);
export const AdminUpdatePromptBodySchema = AdminPromptBodySchema.extend(withId);

export const DeletePromptQuerySchema = z.object({ promptId: id("promptIdInvalid") });

/** "true"/"1" (or a boolean); anything else is false. */
const queryFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "1");
/** An empty query parameter (a cleared select) means "not given". */
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const positiveInt = (max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(max).default(fallback));

/**
 * GET /admin/api/listPrompt: the public list's query plus queryMyPrompts (the user's own prompts). The
 * page size is `size` as in the public list, or `limit` as the back-office lists send it; without
 * a sort flag the newest come first.
 */
export const AdminListPromptQuerySchema = z.object({
  limit: positiveInt(PAGE_SIZE_MAX, PAGE_SIZE_MAX),
  size: z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(PAGE_SIZE_MAX).optional()),
  page: positiveInt(100_000, 1),
  title: z.string().max(200).optional(),
  categoryCode: z.string().trim().toLowerCase().max(64).optional(),
  markId: z.preprocess(blankToUndefined, z.coerce.number().int().min(MARK_HISTORY).max(MAX_ID).optional()),
  sortByTime: QueryFlagSchema,
  sortByHot: QueryFlagSchema,
  sortByScore: QueryFlagSchema,
  marked: QueryFlagSchema,
  queryMyPrompts: queryFlag,
  /** One prompt by its code (the detail page's "edit" opens it in the form). */
  code: z.string().trim().min(1).max(64).optional(),
});
export type AdminListPromptQuery = z.infer<typeof AdminListPromptQuerySchema>;

/**
 * A prompt as the back-office lists show it. Text fields (title, prompt, description, tips, demo)
 * and lan are the source-language version, the one a person wrote and the edit forms load;
 * category names are in the caller's language.
 */
export type ManagedPrompt = Omit<PromptItem, "categories"> & {
  categories: Array<CategoryTag & { cid: number }>;
  categoryIds: number[];
  tips: string;
  demo: DemoExample[];
  source: string;
  ignoreTrans: boolean;
  status: PromptStatus | OwnerStatus;
};
export type ManagedPromptPage = { list: ManagedPrompt[]; total: number; page: number; size: number; hasMore: boolean };

/** Reply of addPrompt and updatePrompt. */
export type PromptWriteReply = { id: number; code: string };

/**
 * POST /api/prompt/saveAsMine (issue 19): copies the version in `lan` (absent: the caller's X-LAN),
 * as the detail page shows it, into the caller's own prompts, unpublished.
 */
export const SaveAsMineBodySchema = z.object({
  promptCode: z.string({ error: msg.promptCodeInvalid }).trim().min(1, msg.promptCodeInvalid).max(64, msg.promptCodeInvalid),
  lan: PromptLanguageSchema.optional(),
});
export type SaveAsMineBody = z.infer<typeof SaveAsMineBodySchema>;
