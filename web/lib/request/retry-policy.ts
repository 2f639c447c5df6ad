import { HttpError, NetworkError } from "./errors.ts";

/** At most 3 retries, 1000 ms doubling. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export type Sleep = (ms: number) => Promise<void>;

export const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Only failures that may go away by themselves are retried. A 4xx or a business error would
 * come back the same, and an 'unknown' failure (a reply that is not an envelope) is no
 * transient fault either.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return error.kind !== "unknown";
  if (error instanceof HttpError) return error.status >= 500;
  return false;
}

/** Runs `run`, retrying retryable failures after each delay; a caller's abort stops the wait. */
export async function withRetries<T>(run: () => Promise<T>, sleep: Sleep, signal?: AbortSignal): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await run();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined || !isRetryable(error)) throw error;
      await sleep(delay);
      signal?.throwIfAborted();
    }
  }
}
