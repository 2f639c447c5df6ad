/**
 * Ended sessions (with their refresh-token families) and expired e-mail tokens are deleted a week
 * after they end: long enough that a replayed refresh token still meets its revoked family in the
 * logs, short enough that the tables do not grow without bound.
 */
import type { AppContext } from "../../lib/app-context.ts";
import { deleteExpiredEmailTokens } from "./email-token-repository.ts";
import { deleteEndedSessions } from "./session-repository.ts";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const KEEP_ENDED_MS = 7 * 24 * 60 * 60 * 1000;

export async function sweepAccounts(ctx: Pick<AppContext, "database" | "clock">): Promise<void> {
  const now = ctx.clock.now();
  await deleteEndedSessions(ctx.database.db, now, KEEP_ENDED_MS);
  await deleteExpiredEmailTokens(ctx.database.db, new Date(now.getTime() - KEEP_ENDED_MS));
}

/** Sweeps every hour; returns what stops it. */
export function scheduleAccountSweeps(ctx: Pick<AppContext, "database" | "clock">, onError: (error: unknown) => void): () => Promise<void> {
  const timer = setInterval(() => void sweepAccounts(ctx).catch(onError), SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
