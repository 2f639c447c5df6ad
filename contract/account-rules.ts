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

/** What happens to the prompts of a deleted account (decision 032): gone, or kept under the deleted user's name. */
export const DELETED_PROMPTS_CHOICES = ["delete", "anonymise"] as const;
export type DeletedPromptsChoice = (typeof DELETED_PROMPTS_CHOICES)[number];

/** The query parameter of the profile page that carries an address change's token (decision 032). */
export const EMAIL_CHANGE_PARAM = "emailChange";

/** Letters, digits, underscore or Chinese (Han) characters; no "@", so a login name never looks like an address. */
export const USERNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

/** An uploaded image or an http(s) image outside our calls (see isImageAddress); "" clears the avatar. */
export function isAvatarAddress(value: string): boolean {
  return value === "" || isImageAddress(value);
}

/**
 * Characters that change how a name reads without being seen: bidi controls (which can reverse
 * "gnp.exe"), zero-width characters, the BOM, soft hyphens and the Hangul fillers that pass for
 * blanks. A zero-width joiner is kept between emoji, where it builds one picture (👨‍👩‍👧).
 */
const INVISIBLE = /\u034F|[\u00AD\u061C\u115F\u1160\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0]/gu;
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}\uFE0F?|[\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/** A nickname as stored: NFKC (full-width letters become plain ones), invisible characters dropped, trimmed. */
export function cleanNickname(value: string): string {
  return value.normalize("NFKC").replace(INVISIBLE, "").replace(STRAY_JOINER, "").trim();
}

/** Letters that pass for the Latin ones of the reserved names, and the one Traditional form among them. */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  ɑ: "a",
  α: "a",
  ԁ: "d",
  ɗ: "d",
  м: "m",
  і: "i",
  ı: "i",
  ι: "i",
  ӏ: "i",
  l: "i",
  "1": "i",
  "|": "i",
  "!": "i",
  ո: "n",
  п: "n",
  η: "n",
  о: "o",
  ο: "o",
  "0": "o",
  ѕ: "s",
  т: "t",
  τ: "t",
  г: "r",
  員: "员",
};

/** What a name looks like: case, width, accents, spaces, punctuation and look-alike letters folded away. */
function nameSkeleton(value: string): string {
  const folded = cleanNickname(value)
    .replace(/\u200D/g, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
  return Array.from(folded, (c) => LOOK_ALIKES[c] ?? c)
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/rn/g, "m");
}

/** Names that would pass for the site's administrators. */
const RESERVED = new Set(["admin", "administrator", "管理员"].map(nameSkeleton));

/** Whether a name reads as one of the administrators' ("Ａｄｍｉｎ", "管 理 員", "аdmin" with a Cyrillic а…). */
export function isReservedName(value: string): boolean {
  return RESERVED.has(nameSkeleton(value));
}
