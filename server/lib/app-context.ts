/** What every module receives: configuration, the database and the shared services. */
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Authenticator } from "./access.ts";
import type { ResponseCache } from "./response-cache.ts";
import type { Blog } from "../modules/blog/service.ts";

export type Clock = { now(): Date };

/**
 * The machine translation's entry points (server/modules/translation/queue.ts): after a prompt or
 * category is written, the languages a model must produce are queued. They never throw.
 */
export type TranslationQueue = { promptWritten(promptId: number): Promise<void>; categoryWritten(categoryId: number): Promise<void> };

export type AppContext = {
  config: Config;
  database: Database;
  clock: Clock;
  blog: Blog;
  /** Set by the accounts module; the access guard asks it who the caller is. */
  authenticator?: Authenticator;
  /** Anonymous public replies kept briefly in memory; invalidate() after writes outside HTTP. */
  responseCache: ResponseCache;
  /** Buffered view/copy/share counters; flush() writes what has been gathered. */
  counters?: { flush(): Promise<void>; pendingPrompts(): number; lastFlushedAt(): number };
  /** Modules that write prompts or categories reach the translation queue here, not by importing it. */
  translations: TranslationQueue;
  /** Set by the seo module when INDEXNOW_KEY is: tells search engines of a changed public page (a site path, every language). */
  announce?: (path: string) => void;
  /** Told of every page served whole (fresh or cached), so a detail page view is counted once. */
  onPageServed?: (pathname: string, request: FastifyRequest) => void;
  /** Set when a stop signal arrives: readiness answers 503 so a load balancer sends no new traffic. */
  lifecycle: { draining: boolean };
  /** Work to do before the database closes (flushing buffered counters, draining queues). */
  beforeClose: Array<() => Promise<void>>;
};

export const systemClock: Clock = { now: () => new Date() };
