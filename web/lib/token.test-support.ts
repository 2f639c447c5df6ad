/** For tests: an unsigned JWT whose payload carries the given claims (the browser never verifies). */
function base64url(text: string) {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function buildTestToken(claims: Record<string, unknown> = {}) {
  const payload = { id: 7, role: 1, username: "tester", avatar: "", email: "t@example.com", exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.sig`;
}
