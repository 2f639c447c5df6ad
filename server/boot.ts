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
import { warmUpCredentials } from "./modules/accounts/credentials.ts";
import { ensureFirstAdmin } from "./modules/accounts/first-admin.ts";
import { scheduleAccountSweeps } from "./modules/accounts/maintenance.ts";
import { createAccessTokens, createRefreshSuccessor } from "./modules/accounts/tokens.ts";
import { isoDay } from "./modules/blog/front-matter.ts";
import { openBlog } from "./modules/blog/service.ts";
import { countOnce, detailPageViews } from "./modules/catalog/count-once.ts";
import { CounterBuffer } from "./modules/catalog/counter-buffer.ts";
import { createAnnouncer } from "./modules/seo/announce.ts";
import { createSitemapSnapshot } from "./modules/seo/sitemap-snapshot.ts";
import { backfillTextHashes } from "./modules/prompts/duplicate-text.ts";
import * as search from "./modules/search/index.ts";
import { startConversionRefresh } from "./modules/translation/conversion-refresh.ts";
import { translationQueue } from "./modules/translation/queue.ts";
import { startTranslationWorker } from "./modules/translation/worker.ts";
import { scheduleUploadSweeps, uploadDeps } from "./modules/uploads/service.ts";
import { createLifecycle } from "./lib/lifecycle.ts";

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

/** Ends one piece of background work; boot keeps them and runs them at close. */
export type Stop = () => Promise<void>;

export type Services = {
  ctx: AppContext;
  /** Stops the background work in the reverse order of its start, then closes the database if boot opened it. */
  close(): Promise<void>;
};

/**
 * Start-up work on the data, by one process at a time: search tokens made by an older tokenizer,
 * the demo catalogue (SEED=demo, into an empty catalogue), the duplicate check's hashes. The tests'
 * global set-up runs it too, for the demo database their apps start from.
 */
export async function prepareData(database: Database, seed: Config["seed"], clock: Clock, log: Pick<FastifyBaseLogger, "info">): Promise<void> {
  await database.startupExclusive(async () => {
    await search.refresh(database.db, (prompts) => log.info({ prompts }, "search: tokens made again with the current tokenizer"));
    if (seed === "demo" && (await isCatalogueEmpty(database.db))) {
      const loaded = await loadDemoCatalogue(database.db, clock.now());
      log.info(loaded, "demo catalogue loaded");
    }
    // After the demo catalogue, which is inserted without hashes.
    await backfillTextHashes(database.db, (prompts) => log.info({ prompts }, "duplicate check: prompt texts hashed"));
  });
}

export async function buildServices(config: Config, options: ServiceOptions, log: FastifyBaseLogger): Promise<Services> {
  // 1. The database (migrations applied) and the clock every service reads.
  const database = options.database ?? (await openDatabase(config));
  const clock = options.clock ?? systemClock;

  // 2. Start-up work on the data.
  await prepareData(database, config.seed, clock, log);

  // 3. Accounts: the throwaway password hash, so the first sign-in is not slower than the others,
  // and the first administrator, who exists before the server listens (instances starting
  // together race safely on the insert). Then the app's secret. The last steps that may fail,
  // before anything holds a connection or a timer.
  await warmUpCredentials();
  const admin = await ensureFirstAdmin({ config, database });
  if (admin.created && !admin.generatedPassword) log.info({ login: admin.login }, "administrator created with ADMIN_PASSWORD");
  const secret = await jwtSecret(config, database.db);

  // 4. The services. What runs in the background from here on adds its stop; close() runs them
  // in the reverse order, so what started last (and may use what started before it) stops first,
  // and the counters are flushed before the database closes.
  const stops: Stop[] = [];
  const tokens = createAccessTokens(secret, clock);
  const limiter = createRateLimiter({ redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix, clock });
  stops.push(() => limiter.close());
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  stops.push(async () => mailer.close());
  const counters = new CounterBuffer(database.db, () => clock.now(), { onError: (error) => log.warn({ err: error }, "counter flush failed") });
  counters.start();
  stops.push(() => counters.stop());
  const count = countOnce(limiter, counters, log);
  const announcer = createAnnouncer(config, log);
  if (announcer) stops.push(announcer.flush);
  const responseCache = createResponseCache(() => clock.now().getTime(), staleSeconds(config, database));

  // 5. With REDIS_URL, a write on any instance empties every instance's response cache.
  const broadcast = connectCacheBroadcast(config, responseCache, log);
  if (broadcast) stops.push(broadcast);

  // 6. Machine translation, with a model: the queue's worker, which picks up the jobs left from the
  // last run at once. Every start converts again the stored Chinese versions an older conversion
  // made, in the background.
  const llm = config.llm ? createLlmClient(config.llm) : undefined;
  const worker = llm ? startTranslationWorker({ database, clock, responseCache }, llm, log) : undefined;
  if (worker) stops.push(() => worker.stop());
  const conversions = startConversionRefresh({ database, responseCache }, log);
  stops.push(() => conversions.stop());

  const ctx: AppContext = {
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
    sitemap: createSitemapSnapshot(database.db, () => responseCache.generation()),
    translations: translationQueue({ database, clock, worker, conversions, log }),
    // Someone waits on agent entry: one retry at most before the offline draft.
    agentLlm: config.llm ? createLlmClient(config.llm, { attempts: 2 }) : undefined,
    announce: announcer?.announce ?? null,
    lifecycle: createLifecycle(),
  };

  // 7. Hourly sweeps of ended sessions, expired e-mail tokens and uploads nothing names, and the
  // sitemap's data read now, so the first crawler after a start does not wait for it.
  stops.push(scheduleAccountSweeps(ctx, (error) => log.error({ err: error }, "account sweep failed")));
  stops.push(scheduleUploadSweeps(uploadDeps(ctx), config.uploads.orphanGraceMs, (error) => log.error({ err: error }, "upload sweep failed")));
  const warming = ctx.sitemap.current().catch((error: unknown) => log.warn({ err: error }, "sitemap data not read at start"));
  stops.push(async () => void (await warming));

  return {
    ctx,
    async close() {
      for (const stop of stops.toReversed()) {
        await stop().catch((error: unknown) => log.error({ err: error }, "shutdown task failed"));
      }
      if (!options.database) await database.close();
    },
  };
}
