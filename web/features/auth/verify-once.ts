/**
 * A sign-in link works once. React StrictMode (development) runs effects twice in a row, so the
 * verification is shared per token while it is in flight: the second run gets the first run's
 * promise instead of spending the link again (and failing with "link already used"). Settled
 * entries are dropped: opening the same link later must ask the server again, not reuse tokens
 * of a session that may have ended since.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function verifyOnce<T>(key: string, run: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = run().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
