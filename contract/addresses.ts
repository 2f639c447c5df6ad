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
