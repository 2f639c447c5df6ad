/**
 * Usernames for accounts created by an e-mail link: the address's local part reduced to the
 * characters a username allows, then made unique with a numeric suffix.
 */
import { randomInt } from "node:crypto";
import { isReservedName } from "../../../contract/account-rules.ts";
import { USERNAME_MAX, USERNAME_MIN } from "../../../contract/constants.ts";

const DISALLOWED = /[^\p{Script=Han}A-Za-z0-9_]+/gu;

/** "Zhang.San+news@x.cn" → "Zhang_San_news"; too short a result is padded, too long cut, an administrator's name prefixed. */
export function baseUsername(email: string): string {
  const local = email.split("@")[0] ?? "";
  let base = local.replace(DISALLOWED, "_").replace(/^_+|_+$/g, "");
  if (base.length < USERNAME_MIN || isReservedName(base)) base = `user${base ? `_${base}` : ""}`;
  return Array.from(base).slice(0, USERNAME_MAX).join("");
}

/** The base first, then variants with a random 4-6 digit suffix that still fit the length limit. */
export function usernameCandidates(base: string, count = 8): string[] {
  const candidates = new Set([base]);
  for (let i = 1; candidates.size < count; i++) {
    const suffix = `_${randomInt(1000, i < 4 ? 10_000 : 1_000_000)}`;
    candidates.add(
      Array.from(base)
        .slice(0, USERNAME_MAX - suffix.length)
        .join("") + suffix,
    );
  }
  return [...candidates];
}
