/**
 * The console's category, group and statistics calls. The server
 * validates with these schemas and the console's forms reuse them, so both refuse the same input
 * with the same message keys (each key is in the server catalogue and in web/locales/<lang>/console.json).
 */
import { z } from "zod";
import { countCharacters } from "./characters.ts";
import { messageKeys } from "./message-keys.ts";
import { EMOJI_MAX, LANGUAGES, PAGE_SIZE_MAX, type Language } from "./constants.ts";

const msg = messageKeys("console");

export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_INTRO_MAX = 500;
export const CATEGORY_CODE_MAX = 64;
export const CATEGORY_TAG_MAX = 30;
export const CATEGORY_TAGS_MAX = 20;
export const CATEGORY_SORT_MAX = 1_000_000;
/** A grapheme may carry any number of combining marks; this bounds the stored text itself. */
export const EMOJI_MAX_CODE_UNITS = 200;
export const GROUP_TITLE_MAX = 50;
/** The most prompts one addMarkGroupPrompts call may name (a few pages of the console's list). */
export const GROUP_ADD_MAX = 500;
const ID_MAX = 2_147_483_647;

/** Lowercase words of a-z and 0-9 joined by single hyphens: what /?category= carries. */
export const CATEGORY_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Trimmed, empty ones dropped, repeats (ignoring letter case) dropped; the first spelling stays. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

export const CategoryNameSchema = z
  .string({ error: msg.categoryNameRequired })
  .trim()
  .min(1, msg.categoryNameRequired)
  .max(CATEGORY_NAME_MAX, msg.categoryNameTooLong);
export const CategoryIntroSchema = z.string().trim().max(CATEGORY_INTRO_MAX, msg.categoryIntroTooLong);

export const EmojiSchema = z
  .string()
  .trim()
  .max(EMOJI_MAX_CODE_UNITS, msg.emojiTooLong)
  // At most EMOJI_MAX characters as a person counts them: 👨‍👩‍👧 or 🇨🇳 is one, not five or two.
  .refine((img) => countCharacters(img) <= EMOJI_MAX, { message: msg.emojiTooLong });

export const TagsSchema = z
  .array(z.string().max(CATEGORY_TAG_MAX, msg.tagTooLong))
  .transform(normaliseTags)
  .pipe(z.array(z.string()).max(CATEGORY_TAGS_MAX, msg.tooManyTags));

export const SortSchema = z.number({ error: msg.sortInvalid }).int(msg.sortInvalid).min(0, msg.sortInvalid).max(CATEGORY_SORT_MAX, msg.sortInvalid);

/**
 * A person's version of the name and intro in one language. An empty name in an update removes
 * that person's version (a machine version may then take its place).
 */
export const CategoryVersionSchema = z
  .object({
    category: z.string().trim().max(CATEGORY_NAME_MAX, msg.categoryNameTooLong),
    intro: CategoryIntroSchema.default(""),
  })
  .strict();
export type CategoryVersion = z.infer<typeof CategoryVersionSchema>;

const VersionsSchema = z
  .object({ "zh-CN": CategoryVersionSchema.optional(), "zh-TW": CategoryVersionSchema.optional(), en: CategoryVersionSchema.optional() })
  .strict();

const CategoryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(CATEGORY_CODE_MAX, msg.categoryCodeInvalid)
  .regex(CATEGORY_CODE_PATTERN, msg.categoryCodeInvalid);

const IdSchema = z.coerce.number({ error: msg.invalid_type }).int().min(1).max(ID_MAX);
const BodyIdSchema = z.number().int().min(1).max(ID_MAX);

/**
 * `category` and `intro` are the version in `lan` (default: the caller's X-LAN), which becomes the
 * category's source language. `i18n` carries versions in other languages (an entry for `lan`
 * itself is ignored: the top-level fields win); a language left out keeps what it has.
 * A submitted text equal to the current machine version stays a machine version, so a form that
 * sends back what it loaded does not turn machine text into a person's. A Chinese script without
 * a person's version gets a machine version converted from the other script (OpenCC), which never
 * overwrites a person's version. Without a code, one is derived from the English name, else
 * generated (`c-` and random letters).
 */
export const AddCategoryBodySchema = z
  .object({
    category: CategoryNameSchema,
    intro: CategoryIntroSchema.default(""),
    img: EmojiSchema.default(""),
    tags: TagsSchema.default([]),
    sort: SortSchema.default(0),
    code: CategoryCodeSchema.optional(),
    lan: z.enum(LANGUAGES).optional(),
    i18n: VersionsSchema.optional(),
  })
  .strict();
export type AddCategoryBody = z.infer<typeof AddCategoryBodySchema>;
export type AddCategoryInput = z.input<typeof AddCategoryBodySchema>;

/** As add, plus id; any other field left out keeps its current value. */
export const UpdateCategoryBodySchema = z
  .object({
    id: BodyIdSchema,
    category: CategoryNameSchema,
    intro: CategoryIntroSchema.optional(),
    img: EmojiSchema.optional(),
    tags: TagsSchema.optional(),
    sort: SortSchema.optional(),
    code: CategoryCodeSchema.optional(),
    lan: z.enum(LANGUAGES).optional(),
    i18n: VersionsSchema.optional(),
  })
  .strict();
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;
export type UpdateCategoryInput = z.input<typeof UpdateCategoryBodySchema>;

export const DeleteCategoryQuerySchema = z.object({ categoryId: IdSchema }).strict();

export type AdminCategoryVersion = { category: string; intro: string; /** true when made by a machine */ machine: boolean };

/** One row of the console's category table: every language version and the count of all prompts. */
export type AdminCategory = {
  cid: number;
  code: string;
  /** Source language of the name and intro. */
  lan: Language;
  /** The name and intro in the caller's language (or the nearest one there is). */
  category: string;
  intro: string;
  img: string;
  tags: string[];
  sort: number;
  /** Prompts in this category, whatever their status or access level. */
  cnt: number;
  i18n: Partial<Record<Language, AdminCategoryVersion>>;
};

// Groups ------------------------------------------------------------------------------------

export const GroupTitleSchema = z.string({ error: msg.groupNameRequired }).trim().min(1, msg.groupNameRequired).max(GROUP_TITLE_MAX, msg.groupNameTooLong);
/** The English title; empty means none (English readers then get the zh-CN title). */
export const GroupTitleEnSchema = z.string({ error: msg.groupNameEnInvalid }).trim().max(GROUP_TITLE_MAX, msg.groupNameTooLong);
export const RecommendSchema = z.union([z.literal(0), z.literal(1)], { error: msg.recommendInvalid });

/** title is zh-CN; the zh-TW title is made from it by OpenCC. */
export const AddMarkGroupBodySchema = z
  .object({ title: GroupTitleSchema, titleEn: GroupTitleEnSchema.default(""), recommend: RecommendSchema.default(0) })
  .strict();
export type AddMarkGroupBody = z.infer<typeof AddMarkGroupBodySchema>;
/** recommend or titleEn left out keeps its value. */
export const UpdateMarkGroupBodySchema = z
  .object({ markId: BodyIdSchema, title: GroupTitleSchema, titleEn: GroupTitleEnSchema.optional(), recommend: RecommendSchema.optional() })
  .strict();
export type UpdateMarkGroupBody = z.infer<typeof UpdateMarkGroupBodySchema>;

export const ListMarkGroupsQuerySchema = z
  .object({
    page: IdSchema.default(1),
    limit: z.coerce.number({ error: msg.invalid_type }).int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
    search: z.string().trim().max(GROUP_TITLE_MAX).optional(),
  })
  .strict();
export type ListMarkGroupsQuery = z.infer<typeof ListMarkGroupsQuerySchema>;

export const DeleteMarkGroupQuerySchema = z.object({ markId: IdSchema }).strict();

/** One prompt or several; repeats are ignored and new members go to the end in the order given. */
export const AddMarkGroupPromptsBodySchema = z
  .object({
    markId: BodyIdSchema,
    promptId: BodyIdSchema.optional(),
    promptIds: z.array(BodyIdSchema).max(GROUP_ADD_MAX).optional(),
  })
  .strict()
  .refine((body) => body.promptId !== undefined || (body.promptIds?.length ?? 0) > 0, { message: msg.promptIdRequired, path: ["promptIds"] });
export type AddMarkGroupPromptsBody = z.infer<typeof AddMarkGroupPromptsBodySchema>;

/** A membership by its own id, or by the prompt and the group. */
export const RemoveMarkGroupPromptQuerySchema = z
  .object({ id: IdSchema.optional(), promptId: IdSchema.optional(), markId: IdSchema.optional() })
  .strict()
  .refine((q) => (q.id !== undefined ? q.promptId === undefined && q.markId === undefined : q.promptId !== undefined && q.markId !== undefined), {
    message: msg.membershipRequired,
    path: ["id"],
  });
export type RemoveMarkGroupPromptQuery = z.infer<typeof RemoveMarkGroupPromptQuerySchema>;

/** title is the zh-CN source; titleEn is "" when the group has no English title. */
export type MarkGroup = { markId: number; title: string; titleEn: string; recommend: 0 | 1; promptCnt: number };
export type AddMarkGroupPromptsReply = { added: number; promptCnt: number };
export type RemoveMarkGroupPromptReply = { removed: number };

// Statistics --------------------------------------------------------------------------------

export const STATS_DAYS = 14;
export type DailyActivity = { day: string; views: number; copies: number };
export type AdminStats = {
  prompts: number;
  users: number;
  ratings: number;
  categories: number;
  groups: number;
  views: number;
  copies: number;
  /** The last STATS_DAYS days, oldest first, today last; days without activity are zeros. */
  daily: DailyActivity[];
};
