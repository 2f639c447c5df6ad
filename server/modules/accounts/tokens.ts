/**
 * Access tokens: HS256 JWTs, 15 minutes, issuer "prompt-plaza". The algorithm is pinned on
 * verification (no "none", no key confusion) and the type claim keeps any other token we might
 * sign from passing as an access token. Expiry is checked against the app clock.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { AccessClaims } from "../../../contract/accounts.ts";
import type { AccessTokens } from "../../lib/access.ts";
import type { Clock } from "../../lib/app-context.ts";

export const ISSUER = "prompt-plaza";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = "HS256";

const ClaimsSchema = z.object({
  id: z.number().int().positive(),
  sid: z.uuid(),
  typ: z.literal("access"),
});

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(subject, sessionId, issuedAt = clock.now()) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const claims: Omit<AccessClaims, "iat" | "exp" | "iss"> = {
        id: subject.id,
        role: subject.role,
        username: subject.username,
        nickName: subject.nickName,
        avatar: subject.avatar,
        email: subject.email ?? "",
        sid: sessionId,
        typ: "access",
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(subject.id))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ["exp", "iat"],
        });
        const claims = ClaimsSchema.safeParse(payload);
        return claims.success ? { userId: claims.data.id, sessionId: claims.data.sid } : null;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque secrets (refresh tokens, e-mail link tokens): 256 random bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The refresh token that follows a presented one: an HMAC of it under the server's secret, as
 * unguessable as a random one to anyone without both, and the same each time it is asked for.
 */
export function createRefreshSuccessor(secret: string): (refreshToken: string) => string {
  return (refreshToken) => createHmac("sha256", secret).update(`refresh-successor:${refreshToken}`).digest("base64url");
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
