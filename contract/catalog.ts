/** The public catalogue calls (index, categories, prompt lists and details, counters, ratings): query schemas and reply shapes. */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import type { PromptVariable } from "./variables.ts";
import { COUNT_ACTION, MARK_HISTORY, PAGE_SIZE_HOME, PAGE_SIZE_MAX, RATE_COMMENT_MAX, type Language } from "./constants.ts";

const msg = messageKeys("catalog");

/** A query flag: 1 or true is on, 0 or false (or leaving it out) is off. */
export const QueryFlagSchema = z
  .enum(["1", "true", "0", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");
const positiveInt = (max: number) => z.coerce.number({ error: msg.invalid_type }).int().min(1).max(max);

export const ListPromptQuerySchema = z
  .object({
    categoryCode: z.string().trim().toLowerCase().max(64).optional(),
    title: z.string().max(200).optional(),
    sortByTime: QueryFlagSchema,
    sortByHot: QueryFlagSchema,
    sortByScore: QueryFlagSchema,
    marked: QueryFlagSchema,
    markId: z.coerce.number().int().min(MARK_HISTORY).max(2_147_483_647).optional(),
    /** A visitor's favourites live in the browser; it sends their codes to list them. */
    codes: z
      .string()
      .max(2000)
      .optional()
      .transform((v) =>
        v
          ? v
              .split(",")
              .map((c) => c.trim())
              .filter(Boolean)
              .slice(0, 100)
          : undefined,
      ),
    page: positiveInt(100_000).default(1),
    size: positiveInt(PAGE_SIZE_MAX).default(PAGE_SIZE_HOME),
  })
  .strict()
  .refine((q) => [q.sortByTime, q.sortByHot, q.sortByScore].filter(Boolean).length <= 1, {
    message: msg.oneSortOnly,
    path: ["sortByHot"],
  });
export type ListPromptQuery = z.infer<typeof ListPromptQuerySchema>;

export type PromptSort = "time" | "hot" | "score";
export function sortOf(q: Pick<ListPromptQuery, "sortByTime" | "sortByScore">): PromptSort {
  return q.sortByTime ? "time" : q.sortByScore ? "score" : "hot";
}

export const PromptCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) }).strict();

export const UpdateCountQuerySchema = z
  .object({
    promptCode: z.string().trim().min(1).max(64),
    action: z.coerce
      .number()
      .int()
      .refine((a) => Object.values(COUNT_ACTION).includes(a as never), { message: msg.invalid_value }),
  })
  .strict();

export const RateBodySchema = z
  .object({
    promptCode: z.string().trim().min(1).max(64),
    rateComment: z.string().trim().min(1, msg.commentRequired).max(RATE_COMMENT_MAX, msg.commentTooLong),
    rateScore: z
      .number()
      .int()
      .min(2)
      .max(10)
      .refine((s) => s % 2 === 0, { message: msg.scoreInvalid }),
  })
  .strict();

export const MergeFavouritesBodySchema = z.object({ codes: z.array(z.string().trim().min(1).max(64)).max(500) }).strict();

export type Author = { nickName: string; avatar: string };
export type Counters = { rateCnt: number; score: number; clickCnt: number; copyCnt: number; shareCnt: number; markCnt: number };
export type CategoryTag = { code: string; category: string; tags: string[] };
export type GroupTag = { markId: number; title: string };
export type DemoExample = { input: string; out: string; inputImgs?: string[]; outImgs?: string[] };

export type PromptItem = {
  id: number;
  code: string;
  title: string;
  prompt: string;
  description: string;
  author: Author;
  cnt: Counters;
  categories: CategoryTag[];
  tags: GroupTag[];
  marked: 0 | 1;
  /** Seconds since the epoch, 10 characters. */
  createTime: string;
  /** When the prompt last changed, like createTime (issue 20: dateModified, lastmod). */
  updateTime: string;
  lan: Language;
  vipLevel: number;
  /**
   * In a search reply: the pieces of the title and the card preview that matched, as written
   * there (翻译 for a search for 翻譯), for the card to mark.
   */
  highlights?: string[];
  /** The fill-in variables of `prompt` (contract/variables.ts). */
  variables: PromptVariable[];
};

/**
 * One language version of a prompt as the detail offers it (issue 19): stored, or converted on the
 * fly between the Chinese scripts as the X-LAN reply would be; `machine` when no person wrote it.
 * Its description and variables too, so a language tab shows the whole prompt in that language.
 */
export type PromptVersionView = {
  lan: Language;
  title: string;
  description: string;
  prompt: string;
  tips: string;
  demo: DemoExample[];
  variables: PromptVariable[];
  machine: boolean;
};

export type PromptDetail = PromptItem & {
  demo: DemoExample[];
  tips: string;
  source: string;
  recommends: Array<Pick<PromptItem, "code" | "title" | "author"> & { cnt: Pick<Counters, "score"> }>;
  /** id names a comment for a report. */
  rates: Array<{ id: number; user: Author; content: string; score: number; createTime: string }>;
  /** Every version a reader can switch to, in the order of LANGUAGES. */
  versions: PromptVersionView[];
  /**
   * Issue 19. private: unpublished, only its owner opens it; pending: awaiting
   * review (docs/decisions/028), only its author opens it. hidden (moderated) and draft (agent
   * entry) only administrators open, as do they the others (issue #22: they open what they moderate).
   */
  status?: "published" | "private" | "pending" | "hidden" | "draft";
  /** The prompt this one was saved from, when the reader may see it. */
  basedOn?: { code: string; title: string } | null;
  /** How many people saved this prompt as their own. */
  savedCnt?: number;
  /** The signed-in reader's own rating (0-10 like `rates`), null if none or not signed in. */
  myRate: { id: number; content: string; score: number; createTime: string; status: CommentStatus } | null;
  /** The signed-in reader wrote this prompt (its page then offers "edit"). */
  mine?: boolean;
};

/** A comment (rating) is shown once published; pending waits for review, hidden was moderated: only its author sees either. */
export type CommentStatus = "published" | "pending" | "hidden";

/** The reply of POST /api/prompt/rate: whether this was the reader's first rating or replaced it, and whether it waits for review. */
export type RateReply = { created: boolean; status: "published" | "pending" };

export type PromptPage = { list: PromptItem[]; total: number; page: number; size: number; hasMore: boolean };

export type CategorySummary = { cid: number; code: string; category: string; intro: string; img: string; tags: string[]; sort: number; cnt: number };
export type MarkCategory = { markId: number; title: string; type: 1 | 2 | 3 };
export type IndexReply = { categories: CategorySummary[]; markCategoryList: MarkCategory[] };

export type CategoryCard = CategorySummary & { hot: number; samplePrompts: Array<{ code: string; title: string }> };
export type CategoryIndexReply = {
  categories: CategoryCard[];
  featuredCategories: CategoryCard[];
  weeklyTrends: Array<{ code: string; category: string; img: string; value: number }>;
  growthTrends: Array<{ code: string; category: string; img: string; value: string }>;
  newCategories: CategoryCard[];
};
