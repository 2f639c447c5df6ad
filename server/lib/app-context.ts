/** What every module receives: configuration, the database and the shared services, built in order by server/boot.ts. */
import type { FastifyRequest } from "fastify";
import type { TranslationStatusItem, TranslationStatusQuery } from "../../contract/translation.ts";
import type { Language } from "../../contract/constants.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { AccessTokens, Authenticator } from "./access.ts";
import type { LlmClient } from "./llm/client.ts";
import type { Mailer } from "./mailer.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import type { ResponseCache } from "./response-cache.ts";
import type { Lifecycle } from "./lifecycle.ts";
import type { Blog } from "../modules/blog/service.ts";

export type Clock = { now(): Date };

/**
 * A prompt the sitemaps list: its last change in epoch milliseconds and the languages it has a
 * version in, an array shared by every prompt with the same languages. Kept for every public prompt,
 * so kept small: a Date and an array of its own per prompt held about 24 MB more at 87,000 prompts.
 */
export type SitemapPrompt = { code: string; updatedAtMs: number; languages: readonly Language[] };
export type SitemapSnapshot = Record<Language, SitemapPrompt[]>;
/** The prompt sitemaps' data (seo/sitemap-snapshot.ts): typed here, below the modules, as the context names it. */
export type SitemapData = {
  /** The list of the current generation; concurrent callers share one read. */
  current(): Promise<SitemapSnapshot>;
};

export type CountedAction = "clicks" | "copies" | "shares";
/** Counts a reader's view, copy or share of a prompt at most once an hour (server/modules/catalog/count-once.ts). */
export type CountOnce = (request: FastifyRequest, code: string, action: CountedAction) => Promise<void>;

/**
 * The machine translation queue (server/modules/translation/queue.ts): after a prompt or category
 * is written, the languages a model must produce are queued (these two never throw); the console
 * reads the jobs' state and retries failed ones.
 */
export type TranslationQueue = {
  promptWritten(promptId: number): Promise<void>;
  categoryWritten(categoryId: number): Promise<void>;
  status(query: TranslationStatusQuery): Promise<TranslationStatusItem[]>;
  retry(target: { kind: "prompt" | "category"; id: number }): Promise<TranslationStatusItem[]>;
  /** Runs the worker until no job is due (tests, scripts); nothing happens without a model. */
  drain(): Promise<void>;
  /** Resolves when the refresh of stored conversions started with the app has finished (tests wait on it). */
  conversionsRefreshed(): Promise<void>;
};

export type AppContext = {
  config: Config;
  database: Database;
  clock: Clock;
  blog: Blog;
  /** The prompt sitemaps' data, kept until public content changes. */
  sitemap: SitemapData;
  /** Anonymous public replies kept briefly in memory; invalidate() after writes outside HTTP. */
  responseCache: ResponseCache;
  /** Fixed-window counters (in Redis with REDIS_URL): write limits, sign-in throttles, count-once, MCP calls. */
  limiter: RateLimiter;
  mailer: Mailer;
  /** Access tokens and the refresh token that follows a presented one, signed with the app's secret. */
  tokens: AccessTokens;
  refreshSuccessor: (refreshToken: string) => string;
  /** The access guard asks it who the caller is. */
  authenticator: Authenticator;
  /** Buffered view/copy/share counters; flush() writes what has been gathered. */
  counters: { flush(): Promise<void>; pendingPrompts(): number; lastFlushedAt(): number };
  countOnce: CountOnce;
  /** Modules that write prompts or categories reach the translation queue here, not by importing it. */
  translations: TranslationQueue;
  /** Agent entry's model client (one retry at most: someone waits on it); undefined without LLM_BASE_URL. */
  agentLlm: LlmClient | undefined;
  /** With INDEXNOW_KEY (or a Baidu token): tells search engines of a changed public page (a site path, every language); null otherwise. */
  announce: ((path: string) => void) | null;
  /** Told of every page served whole (fresh or cached), so a detail page view is counted once. */
  onPageServed: (pathname: string, request: FastifyRequest) => void;
  lifecycle: Lifecycle;
};

export const systemClock: Clock = { now: () => new Date() };
