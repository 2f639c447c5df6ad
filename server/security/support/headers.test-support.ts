/**
 * The security headers every reply must carry, as one check the
 * API suite and the page suite (e2e/security-headers.spec.ts) share.
 */

/** What is wrong with one reply's headers (empty when nothing). */
export function headerProblems(headers: Record<string, unknown>, options: { https: boolean; signedIn: boolean }): string[] {
  const problems: string[] = [];
  const csp = String(headers["content-security-policy"] ?? "");
  if (!/object-src 'none'/.test(csp)) problems.push("CSP without object-src 'none'");
  if (!/base-uri /.test(csp)) problems.push("CSP without base-uri");
  if (!/frame-ancestors /.test(csp)) problems.push("CSP without frame-ancestors");
  // Issue #22, hole 7: pages name their inline scripts by hash instead (server/lib/page-csp.ts).
  if (/script-src[^;]*'unsafe-inline'/.test(csp)) problems.push("CSP script-src allows 'unsafe-inline'");
  if (headers["x-content-type-options"] !== "nosniff") problems.push("no nosniff");
  if (!headers["referrer-policy"]) problems.push("no Referrer-Policy");
  const hsts = headers["strict-transport-security"];
  if (options.https && !/max-age=\d+/.test(String(hsts ?? ""))) problems.push("no HSTS over HTTPS");
  if (!options.https && hsts !== undefined) problems.push("HSTS over plain HTTP");
  if (options.signedIn && !/no-store/.test(String(headers["cache-control"] ?? ""))) problems.push("a signed-in caller's reply without no-store");
  return problems;
}
