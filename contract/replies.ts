/**
 * Zod schemas of the main public replies (issue 21): the envelope, the prompt list, a prompt's
 * detail, the categories and the home index. The routes declare them, so the OpenAPI document at
 * /api/openapi.json describes these replies from the same source, and TypeScript checks the
 * handlers against them. They document; they do not filter: replies are written as the services
 * build them, and tests validate real replies against the document (decision 030).
 */
import { z } from "zod";
import { BLOG_FILE_LANGUAGES } from "./blog.ts";
import { LANGUAGES } from "./constants.ts";

export const int = z.number().int();
/** Seconds since the epoch, as every reply writes times: a string of digits. */
export const epochSeconds = z.string().regex(/^\d+$/);

/** The reply of every call: code 0 and the data, or an error code with a message in the X-LAN language. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(0), msg: z.string(), data });
/** A write that has nothing to return: the message says what was done. */
export const NullEnvelopeSchema = envelope(z.null());
/** The GET writes (deletes, counters) answer data: true. */
export const TrueEnvelopeSchema = envelope(z.literal(true));

/** The stable error codes of the envelope (server/lib/errors.ts): the HTTP status times 100, 40001 for an invalid field. */
export const ERROR_CODES = [40000, 40001, 40100, 40300, 40400, 40500, 40900, 41300, 41400, 41500, 42200, 42900, 50000, 50300, 50700] as const;

export const ErrorEnvelopeSchema = z
  .object({
    code: int.min(40000).describe(`The error: ${ERROR_CODES.join(", ")} (the HTTP status × 100; 40001 an invalid field)`),
    msg: z.string().describe("What went wrong, in the X-LAN language"),
    data: z.object({ field: z.string().describe("The body field at fault") }).nullable(),
  })
  .meta({ id: "ErrorEnvelope" });

const AuthorSchema = z.object({ nickName: z.string(), avatar: z.string() });
const CountersSchema = z.object({ rateCnt: int, score: z.number(), clickCnt: int, copyCnt: int, shareCnt: int, markCnt: int });
export const CategoryTagSchema = z.object({ code: z.string(), category: z.string(), tags: z.array(z.string()) });
const GroupTagSchema = z.object({ markId: int, title: z.string() });
const VariableSchema = z.object({ name: z.string(), default: z.string() }).describe("A fill-in variable of the prompt text");
export const DemoSchema = z.object({ input: z.string(), out: z.string(), inputImgs: z.array(z.string()).optional(), outImgs: z.array(z.string()).optional() });

export const PromptItemSchema = z
  .object({
    id: int,
    code: z.string(),
    title: z.string(),
    prompt: z.string(),
    description: z.string(),
    author: AuthorSchema,
    cnt: CountersSchema,
    categories: z.array(CategoryTagSchema),
    tags: z.array(GroupTagSchema).describe("The groups the prompt is in"),
    marked: z.union([z.literal(0), z.literal(1)]).describe("1 when the signed-in reader favourited it"),
    createTime: epochSeconds,
    updateTime: epochSeconds,
    lan: z.enum(LANGUAGES).describe("The language of the version shown"),
    vipLevel: int,
    highlights: z.array(z.string()).optional().describe("In a search: the pieces of the title and preview that matched"),
    variables: z.array(VariableSchema),
  })
  .meta({ id: "PromptItem" });

export const PromptPageSchema = z
  .object({ list: z.array(PromptItemSchema), total: int.describe("Exact up to a cap, then a lower bound"), page: int, size: int, hasMore: z.boolean() })
  .meta({ id: "PromptPage" });

const VersionViewSchema = z.object({
  lan: z.enum(LANGUAGES),
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
  tips: z.string(),
  demo: z.array(DemoSchema),
  variables: z.array(VariableSchema),
  machine: z.boolean().describe("No person wrote this version"),
});

const CommentStatusSchema = z.enum(["published", "pending", "hidden"]).describe("pending waits for review, hidden was moderated: only its author sees either");
const OwnRateSchema = z.object({ id: int, content: z.string(), score: int, createTime: epochSeconds, status: CommentStatusSchema });

export const PromptDetailSchema = PromptItemSchema.extend({
  demo: z.array(DemoSchema),
  tips: z.string(),
  source: z.string(),
  recommends: z.array(z.object({ code: z.string(), title: z.string(), author: AuthorSchema, cnt: z.object({ score: z.number() }) })),
  rates: z.array(z.object({ id: int.describe("The rating, for a report"), user: AuthorSchema, content: z.string(), score: int, createTime: epochSeconds })),
  versions: z.array(VersionViewSchema),
  status: z.enum(["published", "private", "pending", "hidden", "draft"]).optional(),
  basedOn: z.object({ code: z.string(), title: z.string() }).nullable().optional(),
  savedCnt: int.optional(),
  myRate: OwnRateSchema.nullable(),
  mine: z.boolean().optional(),
}).meta({ id: "PromptDetail" });

export const CategorySummarySchema = z
  .object({
    cid: int,
    code: z.string(),
    category: z.string(),
    intro: z.string(),
    img: z.string(),
    tags: z.array(z.string()),
    sort: int,
    cnt: int.describe("Prompts the caller may see"),
  })
  .meta({ id: "CategorySummary" });

const CategoryCardSchema = CategorySummarySchema.extend({ hot: int, samplePrompts: z.array(z.object({ code: z.string(), title: z.string() })) }).meta({
  id: "CategoryCard",
});
const TrendSchema = <T extends z.ZodType>(value: T) => z.object({ code: z.string(), category: z.string(), img: z.string(), value });

export const CategoryIndexReplySchema = z.object({
  categories: z.array(CategoryCardSchema),
  featuredCategories: z.array(CategoryCardSchema),
  weeklyTrends: z.array(TrendSchema(int.describe("Views this week"))),
  growthTrends: z.array(TrendSchema(z.string().describe("Growth, such as +41%"))),
  newCategories: z.array(CategoryCardSchema),
});

/** POST /api/prompt/rate: the reader's first rating or a replacement, and whether it waits for review. */
export const RateReplySchema = z.object({ created: z.boolean(), status: z.enum(["published", "pending"]) });

export const HealthReplySchema = z.object({ status: z.enum(["ok", "degraded"]), db: z.enum(["up", "down"]), engine: z.enum(["pglite", "postgres"]) });

export const LiveReplySchema = z.object({ status: z.literal("live") });

export const ReadyReplySchema = z.object({
  status: z
    .enum(["ready", "draining", "degraded"])
    .describe("ready: send traffic; draining: stopping, send no new traffic; degraded: the database does not answer"),
});

export const IndexReplySchema = z
  .object({
    categories: z.array(CategorySummarySchema),
    markCategoryList: z.array(
      z.object({ markId: int, title: z.string(), type: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe("1 favourites, 2 history, 3 a group") }),
    ),
  })
  .meta({ id: "IndexReply" });

const BlogLanguageSchema = z.enum(BLOG_FILE_LANGUAGES).describe("The file's language: zh for zh-CN and zh-TW, en for English");
const BlogFieldsSchema = z.object({
  title: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  order: int.nullable().describe("null when the index gives none: such entries sort last"),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
});

const BlogListItemSchema = BlogFieldsSchema.extend({
  id: z.string(),
  lan: BlogLanguageSchema,
  excerpt: z.string(),
  keywords: z.array(z.string()),
  filePath: z.string().describe("The static Markdown file, for a plain GET"),
}).meta({ id: "BlogListItem" });

export const BlogListSchema = z.object({ lastUpdated: z.string(), total: int, list: z.array(BlogListItemSchema) });

export const BlogArticleSchema = BlogFieldsSchema.extend({
  entry: BlogListItemSchema,
  lan: BlogLanguageSchema.describe("The file served: zh when the requested language has no version of its own"),
  fallback: z.boolean(),
  languages: z.array(BlogLanguageSchema),
  html: z.string().describe("Rendered from Markdown and sanitised on the server"),
});
