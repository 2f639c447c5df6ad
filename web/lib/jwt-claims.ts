/**
 * Reads a JWT's payload without verifying it: the browser only needs the claims to draw the UI
 * (name, avatar, role); the server verifies the signature on every call.
 */

export interface TokenClaims {
  id: string;
  role: string;
  username: string;
  /** Empty in a token issued before the claim existed. */
  nickName: string;
  avatar: string;
  email: string;
  /** Seconds since the epoch, as in the token; undefined when the token carries none. */
  exp: number | undefined;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(base64);
  // atob yields one char per byte; names are UTF-8 (Chinese usernames), so decode the bytes.
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!claims || typeof claims !== "object") return null;
    const c = claims as Record<string, unknown>;
    return {
      id: text(c.id ?? c.sub),
      role: text(c.role),
      username: text(c.username),
      nickName: text(c.nickName),
      avatar: text(c.avatar),
      email: text(c.email),
      exp: typeof c.exp === "number" ? c.exp : undefined,
    };
  } catch {
    return null;
  }
}

export function isTokenExpired(claims: TokenClaims, nowMs: number): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= nowMs;
}
