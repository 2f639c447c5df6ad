/**
 * Where to go after signing in. `?redirect=` comes from the address bar, so anyone can craft it:
 * only a path on this site is followed (never "//evil.example" or "/\evil.example", which browsers
 * treat as other hosts), and never back to a sign-in page.
 */
import { splitLanguagePrefix } from "../../../contract/language-paths.ts";

const PROBE_ORIGIN = "https://prompt-plaza.invalid";
const SIGN_IN_PATHS = new Set(["/login", "/emailLogin"]);

export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    // Parsing like the browser will (tabs and newlines dropped, backslashes as slashes) is what
    // makes the origin check below trustworthy.
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || SIGN_IN_PATHS.has(splitLanguagePrefix(url.pathname).path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The target of a sign-in page: `?redirect=`, else a `from` path handed over in navigation state. */
export function redirectTarget(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get("redirect");
  if (fromQuery) return safeRedirect(fromQuery);
  const from = state && typeof state === "object" && "from" in state ? state.from : undefined;
  return safeRedirect(typeof from === "string" ? from : undefined);
}
