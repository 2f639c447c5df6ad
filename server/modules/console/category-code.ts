/** Codes of new categories: the lowercase slug of /?category=, readable when the name allows it. */
import { randomBytes } from "node:crypto";
import { CATEGORY_CODE_MAX } from "../../../contract/console.ts";

const RANDOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function randomSuffix(length = 6): string {
  return [...randomBytes(length)].map((byte) => RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]).join("");
}

/** "Data & Analysis" → "data-analysis"; a name without Latin letters or digits gives "". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CATEGORY_CODE_MAX - 8)
    .replace(/-+$/, "");
}

/**
 * The code a new category gets when none is given: the slug of its English name (or of its
 * source name when that is Latin text), else `c-` and random letters, since a Chinese name has no
 * spelling in the Latin alphabet we could trust without pinyin.
 */
export function codeCandidate(names: readonly string[]): string {
  for (const name of names) {
    const slug = slugify(name);
    if (slug.length >= 2) return slug;
  }
  return `c-${randomSuffix()}`;
}
