/**
 * Account rules without zod, so the browser's forms can import them without zod's weight: the
 * server's schemas (accounts.ts) and the forms (web/features/auth/validate.ts) read the same ones.
 */
import { isImageAddress } from "./addresses.ts";

export const EMAIL_MAX = 254;
export const NICKNAME_MAX = 30;
export const AVATAR_MAX = 500;
/** Login accepts an e-mail address too, so its limit is the e-mail one. */
export const LOGIN_NAME_MAX = EMAIL_MAX;

/** Letters, digits, underscore or Chinese (Han) characters; no "@", so a login name never looks like an address. */
export const USERNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

/** An uploaded image or an http(s) image outside our calls (see isImageAddress); "" clears the avatar. */
export function isAvatarAddress(value: string): boolean {
  return value === "" || isImageAddress(value);
}
