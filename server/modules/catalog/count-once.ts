/**
 * Anonymous counters cannot be pumped (issue #22): a view, copy or share of a prompt counts at most
 * once per reader (a signed-in user, else the client address) per prompt per action per hour. The
 * "have I counted this?" marks are one-slot windows of the app's rate limiter, so they live in Redis
 * with REDIS_URL and expire there, and in process otherwise, where the limiter's key cap bounds
 * memory. The caller's reply never says whether a count was taken.
 */
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { CountOnce } from "../../lib/app-context.ts";
import type { RateLimiter } from "../../lib/rate-limiter.ts";
import type { CounterBuffer } from "./counter-buffer.ts";

export const COUNT_ONCE_WINDOW_MS = 60 * 60_000;

export const readerOf = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

export function countOnce(limiter: RateLimiter, counters: CounterBuffer, log: FastifyBaseLogger): CountOnce {
  return async (request, code, action) => {
    try {
      const first = await limiter.hit(`count:${action}:${code}:${readerOf(request)}`, { limit: 1, windowMs: COUNT_ONCE_WINDOW_MS });
      if (first.allowed) counters.add(code, action);
    } catch (error) {
      // The limiter failed (it falls back to memory when Redis is away): the count is lost rather than the reader's request.
      log.warn({ err: error }, "count-once check failed; not counted");
    }
  };
}

/** The detail page, /detail/{code} (or its client-navigation data, /detail/{code}.data): serving it is a view. */
const DETAIL_PAGE = /^\/detail\/([^/]+?)(?:\.data)?\/?$/;

/** For ctx.onPageServed: a detail page served whole counts as a view of its prompt. */
export function detailPageViews(count: CountOnce) {
  return (pathname: string, request: FastifyRequest): void => {
    const code = DETAIL_PAGE.exec(pathname)?.[1];
    if (code) void count(request, decodeURIComponent(code), "clicks");
  };
}
