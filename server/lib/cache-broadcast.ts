/**
 * With several instances (REDIS_URL set), a write on one must empty every instance's response
 * cache: invalidations are published on a Redis channel and each instance forgets on receipt.
 *
 * Redis may be away (at start or later): the instance starts and serves anyway. While it cannot
 * hear the channel it forgets its cache every ISOLATED_FORGET_MS, which bounds how stale a reply
 * may be; a write it could not announce is announced once Redis is back.
 */
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import type { Config } from "../config.ts";
import type { ResponseCache } from "./response-cache.ts";

const ISOLATED_FORGET_MS = 2_000;
/** A write's reply waits at most this long for its announcement (Redis slow but connected). */
const ANNOUNCE_WAIT_MS = 1_000;

/** Connects with REDIS_URL and returns what disconnects; without it there is nothing to do. */
export function connectCacheBroadcast(config: Config, responseCache: ResponseCache, log: FastifyBaseLogger): (() => Promise<void>) | undefined {
  if (!config.redisUrl) return undefined;
  const instance = randomUUID();
  // Under REDIS_KEY_PREFIX like every other key, so sites sharing one Redis do not empty each other's caches.
  const channel = `${config.redisKeyPrefix}cache-invalidate`;
  // A publish fails at once while Redis is away rather than waiting in a queue.
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(config.redisUrl);
  // Errors show in the state below; an unhandled 'error' event would end the process.
  publisher.on("error", () => {});
  subscriber.on("error", () => {});

  let unannounced = false;
  const announce = () =>
    publisher.publish(channel, instance).then(
      () => (unannounced = false),
      () => (unannounced = true),
    );
  // Redis has the message for every subscriber before the write's reply leaves (response-cache.ts).
  responseCache.onWrite(() => Promise.race([announce(), new Promise((resolve) => setTimeout(resolve, ANNOUNCE_WAIT_MS).unref())]));
  publisher.on("ready", () => {
    if (unannounced) void announce();
  });

  const forgetOften = () => {
    const timer = setInterval(() => responseCache.invalidateLocal(), ISOLATED_FORGET_MS);
    timer.unref();
    return timer;
  };
  // Isolated until the channel is first heard: Redis may be away at start.
  let isolated: NodeJS.Timeout | undefined = forgetOften();
  let closing = false;
  subscriber.on("close", () => {
    if (isolated || closing) return;
    log.warn(`cache broadcast: Redis is unreachable; cached replies are kept at most ${ISOLATED_FORGET_MS / 1000} s until it is back`);
    isolated = forgetOften();
  });
  subscriber.on("ready", () => {
    if (!isolated) return;
    clearInterval(isolated);
    isolated = undefined;
    // Writes announced while this instance could not hear them.
    responseCache.invalidateLocal();
  });
  subscriber.on("message", (_channel, sender: string) => {
    if (sender !== instance) responseCache.invalidateLocal();
  });
  // Sent once connected (the offline queue), and again after each reconnection (autoResubscribe).
  subscriber.subscribe(channel).catch(() => {});

  return async () => {
    // Our own disconnect closes the subscriber too: not an outage to report or to forget around.
    closing = true;
    clearInterval(isolated);
    subscriber.disconnect();
    publisher.disconnect();
  };
}
