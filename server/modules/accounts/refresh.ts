/**
 * Sessions and refresh tokens. A sign-in opens a session (30 days with remember-me, else 1 day,
 * counted from the sign-in) holding one family of refresh tokens. Each refresh uses up its token
 * and issues the next; a token presented a second time, past a short grace window for retries,
 * means a copy is in someone else's hands, so the whole session ends and both holders have to
 * sign in again.
 */
import { randomUUID } from "node:crypto";
import type { TokenPair } from "../../../contract/accounts.ts";
import { errors } from "../../lib/errors.ts";
import type { AccountsDeps } from "./deps.ts";
import {
  claimRefreshToken,
  insertRefreshToken,
  insertSession,
  isRefreshTokenUsed,
  liveSessionOwner,
  revokeSession,
  spentRefreshToken,
} from "./session-repository.ts";
import type { TokenSubject } from "../../lib/access.ts";
import { hashToken, randomToken } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = { remembered: 30 * DAY_MS, default: DAY_MS } as const;

/** viaEmailLink: the session is opened by an e-mail link, which proves the mailbox at this moment. */
export async function startSession(deps: AccountsDeps, user: TokenSubject, rememberMe: boolean, viaEmailLink = false): Promise<TokenPair> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  const ttl = rememberMe ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.default;
  await insertSession(
    deps.db,
    { id: sessionId, userId: user.id, rememberMe, expiresAt: new Date(now.getTime() + ttl), emailLinkAt: viaEmailLink ? now : null },
    hashToken(refreshToken),
  );
  return { token: await deps.tokens.sign(user, sessionId), refreshToken };
}

/**
 * How long a spent refresh token still gets the pair it was exchanged for, while that pair's
 * refresh token is unused: a client retrying after a lost reply (the request client's retries wait 1,
 * 2 and 4 s) or two tabs refreshing at once keep the session. Later, or once the successor has been
 * used, a replay ends the session (decision 004).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export async function rotateRefreshToken(deps: AccountsDeps, refreshToken: string | undefined): Promise<TokenPair> {
  if (!refreshToken) throw errors.unauthorized("refreshTokenInvalid");
  const now = deps.clock.now();
  const tokenHash = hashToken(refreshToken);
  // Derived, not random: a replay within the grace window gets the same successor back.
  const next = deps.refreshSuccessor(refreshToken);
  let sessionId = await claimRefreshToken(deps.db, tokenHash, now);
  let issuedAt = now;
  if (!sessionId) {
    const spent = await spentRefreshToken(deps.db, tokenHash);
    if (!spent) throw errors.unauthorized("refreshTokenInvalid");
    const inGrace = spent.usedAt !== null && now.getTime() - spent.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (!inGrace || (await isRefreshTokenUsed(deps.db, hashToken(next)))) {
      await revokeSession(deps.db, spent.sessionId, now);
      deps.log.warn({ sessionId: spent.sessionId }, "refresh token reused: session revoked");
      throw errors.unauthorized("refreshTokenInvalid");
    }
    sessionId = spent.sessionId;
    issuedAt = spent.usedAt!;
  }
  const owner = await liveSessionOwner(deps.db, sessionId, now);
  if (!owner) throw errors.unauthorized("refreshTokenInvalid");
  await insertRefreshToken(deps.db, hashToken(next), sessionId);
  const subject: TokenSubject = {
    id: owner.id,
    role: owner.role,
    username: owner.loginName,
    nickName: owner.nickName,
    avatar: owner.avatar,
    email: owner.email,
  };
  // Signed as of the first exchange, so a replay's access token is the same token too.
  return { token: await deps.tokens.sign(subject, sessionId, issuedAt), refreshToken: next };
}

/** Logout: the refresh family and every access token naming the session stop working at once. */
export async function endSession(deps: AccountsDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.now());
}
