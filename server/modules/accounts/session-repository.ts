/** SQL on sessions (one per sign-in) and their refresh tokens (one family per session). */
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshTokens, sessions, users } from "../../db/schema.ts";
import { USER_STATUS, verifiedEmail } from "./user-repository.ts";

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; rememberMe: boolean; expiresAt: Date; emailLinkAt: Date | null },
  refreshTokenHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values(session);
    await tx.insert(refreshTokens).values({ tokenHash: refreshTokenHash, sessionId: session.id });
  });
}

/** A replay in the grace window inserts the same (derived) successor again: the second is a no-op. */
export async function insertRefreshToken(db: Db, tokenHash: string, sessionId: string): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash, sessionId }).onConflictDoNothing();
}

/**
 * Marks the token used and returns its session, in one statement: of two requests presenting the
 * same token only one gets the session back, the other sees a reuse.
 */
export async function claimRefreshToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId;
}

/** A token whatever its state: its session (to revoke the family on a replay) and when it was used. */
export async function spentRefreshToken(db: Db, tokenHash: string): Promise<{ sessionId: string; usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function isRefreshTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row?.usedAt != null;
}

/** When an e-mail link opened the session (null: a password sign-in, or no such session). */
export async function sessionEmailLinkAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ emailLinkAt: sessions.emailLinkAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.emailLinkAt ?? null;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export type SessionUser = {
  id: number;
  role: number;
  loginName: string;
  nickName: string;
  avatar: string;
  email: string | null;
  createdAt: Date;
};

const sessionUserColumns = {
  id: users.id,
  role: users.role,
  loginName: users.loginName,
  nickName: users.nickName,
  avatar: users.avatar,
  email: verifiedEmail,
  createdAt: users.createdAt,
};

const live = (sessionId: string, now: Date) =>
  and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, USER_STATUS.active));

/**
 * The one query behind every authenticated request (primary-key lookups on both tables): the
 * session must be live and the account active, and the role is read fresh from the users row.
 */
export async function liveSessionUser(db: Db, sessionId: string, userId: number, now: Date): Promise<SessionUser | undefined> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(live(sessionId, now), eq(sessions.userId, userId)))
    .limit(1);
  return row;
}

/** The same check for a refresh, where only the session id is known. */
export async function liveSessionOwner(db: Db, sessionId: string, now: Date): Promise<SessionUser | undefined> {
  const [row] = await db.select(sessionUserColumns).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(live(sessionId, now)).limit(1);
  return row;
}

/** Drops sessions (and by cascade their token families) that ended more than `graceMs` ago. */
export async function deleteEndedSessions(db: Db, now: Date, graceMs: number): Promise<void> {
  const before = new Date(now.getTime() - graceMs);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
}
