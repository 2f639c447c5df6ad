/**
 * The composition root (issue #25): the app's services, built in order into one context that
 * buildApp hands to every route plugin. Read it top to bottom to see what a start does before the
 * first route exists.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { isCatalogueEmpty, loadDemoCatalogue } from "./db/seed/load-demo.ts";
import { systemClock, type AppContext, type Clock } from "./lib/app-context.ts";
import { connectCacheBroadcast } from "./lib/cache-broadcast.ts";
import { createLlmClient } from "./lib/llm/client.ts";
import { createMailer } from "./lib/mailer.ts";
import { createRateLimiter } from "./lib/rate-limiter.ts";
import { STALE_SECONDS, createResponseCache } from "./lib/response-cache.ts";
import { jwtSecret } from "./lib/secrets.ts";
import { createAuthenticator } from "./modules/accounts/authenticator.ts";
import { createAccessTokens, createRefreshSuccessor } from "./modules/accounts/tokens.ts";
import { isoDay } from "./modules/blog/front-matter.ts";
import { openBlog } from "./modules/blog/service.ts";
import { countOnce, detailPageViews } from "./modules/catalog/count-once.ts";
import { CounterBuffer } from "./modules/catalog/counter-buffer.ts";
import { createAnnouncer } from "./modules/seo/announce.ts";
import { backfillTextHashes } from "./modules/prompts/duplicate-text.ts";
import * as search from "./modules/search/index.ts";
import { startConversionRefresh } from "./modules/translation/conversion-refresh.ts";
import { translationQueue } from "./modules/translation/queue.ts";
import { startTranslationWorker } from "./modules/translation/worker.ts";

export type ServiceOptions = {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  clock?: Clock;
};

/**
 * Serving expired replies while they are recomputed helps on PostgreSQL (p99 of server-rendered
 * detail pages 87 → 37 ms in the bench) and hurts on PGlite (108 → 247 ms), whose queries run on
 * this thread, so a background recompute stalls the requests it was meant to spare.
 */
function staleSeconds(config: Config, database: Database): number {
  return config.cacheStaleSeconds ?? (database.engine === "postgres" ? STALE_SECONDS : 0);
}

export async function buildServices(config: Config, options: ServiceOptions, log: FastifyBaseLogger): Promise<AppContext> {
  // 1. The database (migrations applied) and the clock every service reads.
  const database = options.database ?? (await openDatabase(config));
  const clock = options.clock ?? systemClock;

  // 2. Start-up work on the data, by one process at a time: search tokens made by an older
  // tokenizer, the demo catalogue, the duplicate check's hashes.
  await database.startupExclusive(async () => {
    await search.refresh(database.db, (prompts) => log.info({ prompts }, "search: tokens made again with the current tokenizer"));
    if (config.seed === "demo" && (await isCatalogueEmpty(database.db))) {
      const loaded = await loadDemoCatalogue(database.db, clock.now());
      log.info(loaded, "demo catalogue loaded");
    }
    // After the demo catalogue, which is inserted without hashes.
    await backfillTextHashes(database.db, (prompts) => log.info({ prompts }, "duplicate check: prompt texts hashed"));
  });

  // 3. The services. Those that run in the background (the limiter's Redis connection, the mailer,
  // the counters' flushes, the search engines' pings, and below the cache broadcast and translation)
  // stop in this order before the database closes.
  // The last step that may fail, before anything holds a connection or a timer.
  const secret = await jwtSecret(config, database.db);
  const tokens = createAccessTokens(secret, clock);
  const beforeClose: AppContext["beforeClose"] = [];
  const limiter = createRateLimiter({ redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix, clock });
  beforeClose.push(() => limiter.close());
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  beforeClose.push(async () => mailer.close());
  const counters = new CounterBuffer(database.db, () => clock.now(), { onError: (error) => log.warn({ err: error }, "counter flush failed") });
  counters.start();
  beforeClose.push(() => counters.stop());
  const count = countOnce(limiter, counters, log);
  const announcer = createAnnouncer(config, log);
  if (announcer) beforeClose.push(announcer.flush);
  const responseCache = createResponseCache(() => clock.now().getTime(), staleSeconds(config, database));

  // 4. With REDIS_URL, a write on any instance empties every instance's response cache. After the
  // start-up work, which may fail and leave no app to close the connections.
  connectCacheBroadcast({ config, responseCache, beforeClose }, log);

  // 5. Machine translation, with a model: the queue's worker, which picks up the jobs left from the
  // last run at once. Every start converts again the stored Chinese versions an older conversion
  // made, in the background.
  const llm = config.llm ? createLlmClient(config.llm) : undefined;
  const worker = llm ? startTranslationWorker({ database, clock, responseCache }, llm, log) : undefined;
  if (worker) beforeClose.push(() => worker.stop());
  const conversions = startConversionRefresh({ database, responseCache }, log);
  beforeClose.push(() => conversions.stop());

  return {
    config,
    database,
    clock,
    responseCache,
    limiter,
    mailer,
    tokens,
    refreshSuccessor: createRefreshSuccessor(secret),
    authenticator: createAuthenticator({ db: database.db, clock, tokens }),
    counters,
    countOnce: count,
    onPageServed: detailPageViews(count),
    blog: openBlog(config.blogDir, () => isoDay(clock.now())),
    translations: translationQueue({ database, clock, worker, conversions, log }),
    // Someone waits on agent entry: one retry at most before the offline draft.
    agentLlm: config.llm ? createLlmClient(config.llm, { attempts: 2 }) : undefined,
    announce: announcer?.announce ?? null,
    lifecycle: { draining: false },
    beforeClose,
  };
}
