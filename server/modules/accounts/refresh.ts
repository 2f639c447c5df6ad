/**
 * Sessions and refresh tokens. A sign-in opens a session (30 days with remember-me, else 1 day,
 * counted from the sign-in) holding one family of refresh tokens. Each refresh uses up its token
 * and issues the next; a token presented a second time means a copy is in someone else's hands,
 * so the whole session ends and both holders have to sign in again.
 */
import { randomUUID } from "node:crypto";
import type { TokenPair } from "../../../contract/accounts.ts";
import { errors } from "../../lib/errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { claimRefreshToken, insertRefreshToken, insertSession, liveSessionOwner, refreshTokenSession, revokeSession } from "./session-repository.ts";
import { hashToken, randomToken, type TokenSubject } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = { remembered: 30 * DAY_MS, default: DAY_MS } as const;

export async function startSession(deps: AccountsDeps, user: TokenSubject, rememberMe: boolean): Promise<TokenPair> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  const ttl = rememberMe ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.default;
  await insertSession(deps.db, { id: sessionId, userId: user.id, rememberMe, expiresAt: new Date(now.getTime() + ttl) }, hashToken(refreshToken));
  return { token: await deps.tokens.sign(user, sessionId), refreshToken };
}

export async function rotateRefreshToken(deps: AccountsDeps, refreshToken: string | undefined): Promise<TokenPair> {
  if (!refreshToken) throw errors.unauthorized("refreshTokenInvalid");
  const now = deps.clock.now();
  const tokenHash = hashToken(refreshToken);
  const sessionId = await claimRefreshToken(deps.db, tokenHash, now);
  if (!sessionId) {
    const replayedFamily = await refreshTokenSession(deps.db, tokenHash);
    if (replayedFamily) {
      await revokeSession(deps.db, replayedFamily, now);
      deps.log.warn({ sessionId: replayedFamily }, "refresh token reused: session revoked");
    }
    throw errors.unauthorized("refreshTokenInvalid");
  }
  const owner = await liveSessionOwner(deps.db, sessionId, now);
  if (!owner) throw errors.unauthorized("refreshTokenInvalid");
  const next = randomToken();
  await insertRefreshToken(deps.db, hashToken(next), sessionId);
  const subject: TokenSubject = { id: owner.id, role: owner.role, username: owner.loginName, avatar: owner.avatar, email: owner.email };
  return { token: await deps.tokens.sign(subject, sessionId), refreshToken: next };
}

/** Logout: the refresh family and every access token naming the session stop working at once. */
export async function endSession(deps: AccountsDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.now());
}
