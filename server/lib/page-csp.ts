/**
 * Issue #22, hole 7: a page's script-src names each of its inline scripts by SHA-256 (React
 * Router's context and data scripts, scroll restoration, the theme script) instead of allowing
 * 'unsafe-inline'. Hashes, not a nonce: the response cache serves one rendered page many times,
 * and a hash stays true of the same bytes, while a nonce would be reused or need the cached HTML
 * rewritten (and compressed again) on every serve.
 */
import { createHash } from "node:crypto";

// A script's text runs to the first "</script" (raw text in HTML); React escapes "<" in what it writes.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** JSON-LD and other data blocks are never run, so the policy need not name them. */
const DATA_BLOCK = /\btype=["']?application\/(?:ld\+)?json\b/i;

/** The CSP source of each inline script the page runs, once each. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    sources.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/** `policy` with `sources` added to its script-src directive. */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\b[^;]*)/, (_whole, start: string, directive: string) => `${start}${directive.trimEnd()} ${sources.join(" ")}`);
}
