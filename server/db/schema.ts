/**
 * The whole domain in one drizzle schema, shared by PGlite and PostgreSQL.
 * Per-language text lives in *_translations tables keyed by (row, lan) so a language can be
 * missing, machine-made or written by a person independently of the others.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    loginName: text("login_name").notNull(),
    email: text("email"),
    /** When a link mailed to `email` was first used: until then the address is not the account's. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash"),
    nickName: text("nick_name").notNull(),
    avatar: text("avatar").notNull().default(""),
    /** 1 user, 2 member, 3 admin (compares directly with an access level). */
    role: smallint("role").notNull().default(1),
    /** 1 active, 0 disabled. */
    status: smallint("status").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_login_name_lower").on(sql`lower(${t.loginName})`), uniqueIndex("users_email_lower").on(sql`lower(${t.email})`)],
);

/** A sign-in session: one refresh-token family. Revoking it ends the access tokens that name it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: boolean("remember_me").notNull().default(false),
    /** When an e-mail link opened this session (the mailbox proven then); null for a password sign-in. */
    emailLinkAt: timestamp("email_link_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_session").on(t.sessionId)],
);

export const emailLoginTokens = pgTable(
  "email_login_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_login_tokens_email").on(t.email)],
);

/**
 * A change of an account's address waiting for the new mailbox to prove itself (docs/decisions/032):
 * the link mailed there carries the token, stored as a sha256 digest; single use, short-lived.
 */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_change_tokens_user").on(t.userId)],
);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  img: text("img").notNull().default(""),
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sort: integer("sort").notNull().default(0),
  /** Source language of the name and intro. */
  lan: text("lan").notNull().default("zh-CN"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lan: text("lan").notNull(),
    name: text("name").notNull(),
    intro: text("intro").notNull().default(""),
    /** true when a machine produced this version; a person's version is never overwritten. */
    machine: boolean("machine").notNull().default(false),
    /** See promptTranslations.convertedWith. */
    convertedWith: text("converted_with"),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lan] })],
);

export const prompts = pgTable(
  "prompts",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Access level: 0 everyone, 1 signed-in, 2 members, 3 administrators. */
    vipLevel: smallint("vip_level").notNull().default(0),
    /** Source language of the text. */
    lan: text("lan").notNull().default("zh-CN"),
    source: text("source").notNull().default(""),
    ignoreTrans: boolean("ignore_trans").notNull().default(false),
    /** published, draft (agent output awaiting review) or hidden (moderated). */
    status: text("status").notNull().default("published"),
    clickCnt: integer("click_cnt").notNull().default(0),
    copyCnt: integer("copy_cnt").notNull().default(0),
    shareCnt: integer("share_cnt").notNull().default(0),
    markCnt: integer("mark_cnt").notNull().default(0),
    rateCnt: integer("rate_cnt").notNull().default(0),
    /** Average rating on the 0-10 scale. */
    score: real("score").notNull().default(0),
    /** Popularity used by sortByHot, recomputed when counters are flushed. */
    hot: real("hot").notNull().default(0),
    /**
     * One bit for each short search token of the titles (title_signature in
     * server/modules/search/search.sql), so a walk down the sort order for title matches skips most
     * prompts without reading their search row. Written with the search row (writePromptSearch);
     * null is unknown and never skipped.
     */
    titleSignature: bigint("title_signature", { mode: "bigint" }),
    /**
     * The prompt this one was saved from ("save as mine"): its "based on" link and the original's
     * "saved by N people". Null for prompts written from scratch, or once the original is deleted.
     */
    basedOnId: integer("based_on_id").references((): AnyPgColumn => prompts.id, { onDelete: "set null" }),
    /**
     * SHA-256 of the source version's text normalised (modules/prompts/duplicate-text.ts): the
     * duplicate check of issue #22 looks a new text up here. Null until the start-up backfill.
     */
    textHash: text("text_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("prompts_hot").on(t.hot.desc(), t.id.desc()),
    index("prompts_created").on(t.createdAt.desc(), t.id.desc()),
    index("prompts_score").on(t.score.desc(), t.id.desc()),
    index("prompts_author").on(t.authorId),
    index("prompts_based_on")
      .on(t.basedOnId, t.authorId)
      .where(sql`${t.basedOnId} is not null`),
    index("prompts_text_hash").on(t.textHash),
  ],
);

/**
 * What search reads of a prompt, one row per prompt. Kept out of `prompts` so the frequent
 * counter updates there (hot is indexed, so they are never HOT updates) do not re-insert every
 * prompt into the GIN index, and so prompt rows stay ~150 bytes for list walks and counts
 * (docs/decisions/015-performance.md).
 */
export const promptSearch = pgTable(
  "prompt_search",
  {
    promptId: integer("prompt_id")
      .primaryKey()
      .references(() => prompts.id, { onDelete: "cascade" }),
    /** Search tokens of title, description and text in every language. */
    searchTokens: text("search_tokens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Search tokens of the titles alone: finds title matches (ranked first) without reading every match. */
    titleTokens: text("title_tokens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Normalised titles (every language, one script): re-check of index hits and title-first ranking. */
    titleText: text("title_text").notNull().default(""),
    /** Normalised title, description and text of every language, for the re-check. */
    searchText: text("search_text").notNull().default(""),
    /** SEARCH_TOKENS_VERSION the tokens were made with; older rows are tokenised again at start. */
    tokensVersion: smallint("tokens_version").notNull().default(0),
    /**
     * The access level the prompt is listed at: its vip_level while published, null otherwise
     * (prompt_counted_level). Derived from the prompt by triggers
     * (server/modules/search/search.sql), never written by the app: a search of a list filtered by
     * visibility alone counts its matches here, with no lookup of each one's prompt.
     */
    level: smallint("level"),
  },
  (t) => [index("prompt_search_tokens").using("gin", t.searchTokens), index("prompt_search_title_tokens").using("gin", t.titleTokens)],
);

/**
 * How many published prompts of each access level hold a search token (`prompts`) and how many hold
 * it in a title (`titles`): a search for a common term skips reading its first thousand matches to
 * learn that it is common (server/modules/search/README.md). Kept exact by triggers on
 * prompt_search and prompts (server/modules/search/search.sql), whatever writes them.
 */
export const searchTokenCounts = pgTable(
  "search_token_counts",
  {
    token: text("token").notNull(),
    level: smallint("level").notNull(),
    prompts: integer("prompts").notNull().default(0),
    titles: integer("titles").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.token, t.level] })],
);

export type DemoExample = { input: string; out: string; inputImgs?: string[]; outImgs?: string[] };

export const promptTranslations = pgTable(
  "prompt_translations",
  {
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    lan: text("lan").notNull(),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    description: text("description").notNull().default(""),
    tips: text("tips").notNull().default(""),
    demo: jsonb("demo").$type<DemoExample[]>().notNull().default([]),
    machine: boolean("machine").notNull().default(false),
    /**
     * On a machine-made Chinese version: the conversion (phrase dictionary, OpenCC) current when it
     * was written (conversionVersion). Versions with another, or none, are converted again at start
     * (refreshConversions, decision 033).
     */
    convertedWith: text("converted_with"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.lan] })],
);

export const promptCategories = pgTable(
  "prompt_categories",
  {
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.categoryId] }), index("prompt_categories_category").on(t.categoryId, t.promptId)],
);

/** A group's title in the languages other than its zh-CN source `title`. */
export type GroupTitles = { "zh-TW"?: string; en?: string };

export const markGroups = pgTable("mark_groups", {
  id: serial("id").primaryKey(),
  /** The zh-CN title, the source of the others. */
  title: text("title").notNull(),
  /** zh-TW by OpenCC at every write; en as the administrator wrote it (absent: readers get zh-CN). */
  titles: jsonb("titles").$type<GroupTitles>().notNull().default({}),
  /** The conversion that made titles["zh-TW"] (null: written by a person, as the demo's are). */
  titlesConvertedWith: text("titles_converted_with"),
  recommend: smallint("recommend").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const markGroupPrompts = pgTable(
  "mark_group_prompts",
  {
    id: serial("id").primaryKey(),
    markId: integer("mark_id")
      .notNull()
      .references(() => markGroups.id, { onDelete: "cascade" }),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    /** Order of the prompt inside the group (ascending). */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mark_group_prompts_unique").on(t.markId, t.promptId), index("mark_group_prompts_prompt").on(t.promptId)],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] }), index("favourites_prompt").on(t.promptId)],
);

export const viewHistory = pgTable(
  "view_history",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] }), index("view_history_recent").on(t.userId, t.viewedAt.desc())],
);

export const ratings = pgTable(
  "ratings",
  {
    id: serial("id").primaryKey(),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 2-10, stars x 2. */
    score: smallint("score").notNull(),
    content: text("content").notNull(),
    /** published; pending (awaiting review, seen by its author alone); hidden (moderated). Only published ones count and show. */
    status: text("status").notNull().default("published"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("ratings_prompt_user").on(t.promptId, t.userId), index("ratings_prompt_recent").on(t.promptId, t.createdAt.desc())],
);

/** Per-day counter history, the basis of the weekly trends. */
export const promptDailyCounters = pgTable(
  "prompt_daily_counters",
  {
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    clicks: integer("clicks").notNull().default(0),
    copies: integer("copies").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    marks: integer("marks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.day] }), index("prompt_daily_counters_day").on(t.day)],
);

export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
  fileName: text("file_name").notNull().unique(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/** Durable queue of machine translations (prompt or category into one language). */
export const translationJobs = pgTable(
  "translation_jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    lan: text("lan").notNull(),
    /** pending, running, done, failed */
    status: text("status").notNull().default("pending"),
    error: text("error").notNull().default(""),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("translation_jobs_target").on(t.kind, t.targetId, t.lan), index("translation_jobs_due").on(t.status, t.runAfter)],
);

/**
 * A reader's report of a prompt or a comment (docs/decisions/028). reporter_key is who reported:
 * "user:<id>" or "ip:<address>"; one open report per reporter and item (the partial unique index).
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    /** prompt or comment (a ratings row). */
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    reporterKey: text("reporter_key").notNull(),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reporterAddress: text("reporter_address").notNull(),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    /** open, resolved (an administrator acted) or dismissed. */
    status: text("status").notNull().default("open"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_open_once")
      .on(t.targetType, t.targetId, t.reporterKey)
      .where(sql`${t.status} = 'open'`),
    index("reports_open_target")
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Who did what to which row and why (moderation, account status). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_target").on(t.targetType, t.targetId)],
);

/** Secrets the operator did not configure, generated once and shared by every instance on this database. */
export const instanceSecrets = pgTable("instance_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
