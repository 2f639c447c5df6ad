/**
 * Who is calling: a valid access token whose session is live and whose account is active. The
 * role and profile come from the users row on every request, so a demotion, a disabled account or
 * a logout takes effect on the very next call. Anything else is "nobody" (null): public routes
 * then serve an anonymous visitor, protected ones answer 401, which the browser meets with one
 * refresh attempt and then the sign-in page (where a disabled account learns why: 403).
 */
import type { FastifyRequest } from "fastify";
import type { AuthUser, Authenticator } from "../../lib/access.ts";
import type { AccountsDeps } from "./deps.ts";
import { liveSessionUser } from "./session-repository.ts";

const MAX_TOKEN_LENGTH = 4096;

export function tokenFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers["x-pp-token"];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value.length > MAX_TOKEN_LENGTH) return undefined;
  return value.replace(/^Bearer\s+/i, "");
}

export function createAuthenticator(deps: Pick<AccountsDeps, "db" | "clock" | "tokens">): Authenticator {
  return async (request): Promise<AuthUser | null> => {
    const token = tokenFromRequest(request);
    if (!token) return null;
    const claims = await deps.tokens.verify(token);
    if (!claims) return null;
    const row = await liveSessionUser(deps.db, claims.sessionId, claims.userId, deps.clock.now());
    if (!row) return null;
    return {
      id: row.id,
      role: row.role,
      username: row.loginName,
      nickName: row.nickName,
      avatar: row.avatar,
      email: row.email,
      createdAt: row.createdAt,
      sessionId: claims.sessionId,
    };
  };
}
