/**
 * With several instances (REDIS_URL set), a write on one must empty every instance's response
 * cache: invalidations are published on a Redis channel and each instance forgets on receipt.
 */
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import type { AppContext } from "./app-context.ts";

const CHANNEL = "prompt-plaza:cache-invalidate";

export async function connectCacheBroadcast(ctx: AppContext, log: FastifyBaseLogger) {
  if (!ctx.config.redisUrl) return;
  const instance = randomUUID();
  const publisher = new Redis(ctx.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(ctx.config.redisUrl, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscriber.on("message", (_channel, sender: string) => {
    if (sender !== instance) ctx.responseCache.invalidateLocal();
  });
  ctx.responseCache.onInvalidate(() => {
    publisher.publish(CHANNEL, instance).catch((error: unknown) => log.warn({ err: error }, "cache invalidation broadcast failed"));
  });
  ctx.beforeClose.push(async () => {
    subscriber.disconnect();
    publisher.disconnect();
  });
}
