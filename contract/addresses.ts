/** Address checks shared by the avatar and image rules (zod-free, so forms can use them too). */

/** Characters no stored address may hold: white space, backslashes, quotes and angle brackets. */
export const hasUnsafeAddressCharacters = (value: string) => /[\s\\<>"'`]/.test(value);

/** An absolute http(s) address with a host. */
export function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Resolves site paths as a browser would ("%2e%2e" is ".." there), without naming a real host. */
const PROBE_ORIGIN = "https://address.invalid";

/**
 * A path that reaches one of the server's calls (/api/…, /admin/…, /auth/…, /upload…), however
 * written: escapes decoded, slashes collapsed, any case. Not /uploads/…, where images are served.
 */
function isCallPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Left as it is: a malformed escape is compared escaped.
  }
  return /^\/(?:api|admin|auth|upload)(?:\/|$)/i.test(path.replace(/\/{2,}/g, "/"));
}

/**
 * Where an image may come from: a file the upload calls stored (/uploads/…) or an http(s) image
 * on a path that is none of our calls. Every viewer's browser fetches it, so an address such as
 * "/api/user/emailLogin?email=…" would make each of them call the site (issue #22). Any host's
 * call paths are refused, since the site may answer under several names; an image elsewhere at
 * such a path can be uploaded instead.
 */
export function isImageAddress(value: string): boolean {
  if (hasUnsafeAddressCharacters(value)) return false;
  if (value.startsWith("/")) {
    if (value.startsWith("//") || value.includes("..")) return false;
    try {
      const url = new URL(value, PROBE_ORIGIN);
      return url.origin === PROBE_ORIGIN && url.pathname.startsWith("/uploads/") && url.pathname.length > "/uploads/".length;
    } catch {
      return false;
    }
  }
  return isHttpAddress(value) && !isCallPath(new URL(value).pathname);
}
