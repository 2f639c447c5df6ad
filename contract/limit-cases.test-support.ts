/**
 * For the tests that hold a refusal's number to the constant its check enforces, on the server
 * (server/lib/message-numbers.test.ts) and in the console (web/locales/limits.test.ts): the message
 * key a schema refuses a value with, and the console's checks just past their limits.
 */
import type { z } from "zod";
import {
  CATEGORY_INTRO_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_TAG_MAX,
  CATEGORY_TAGS_MAX,
  CategoryIntroSchema,
  CategoryNameSchema,
  EmojiSchema,
  GROUP_TITLE_MAX,
  GroupTitleSchema,
  TagsSchema,
} from "./console.ts";
import { EMOJI_MAX } from "./constants.ts";
import { MODERATION_REASON_MAX, ModerateBodySchema } from "./moderation.ts";

/** The message key of the schema's refusal of `value` (of `field`'s issue, for a whole body). */
export function refusalKey(schema: z.ZodType, value: unknown, field?: string): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value).slice(0, 80)}`);
  const issue = field ? result.error.issues.find((i) => i.path[0] === field) : result.error.issues[0];
  if (!issue) throw new Error(`no issue at ${field}: ${result.error.message}`);
  return issue.message;
}

export const longText = (n: number) => "x".repeat(n);

/** A case: what is refused, the refusal's message key, and the constant the check enforces. */
export type LimitCase = [string, () => string, number];

export const CONSOLE_LIMIT_CASES: LimitCase[] = [
  ["a category name too long", () => refusalKey(CategoryNameSchema, longText(CATEGORY_NAME_MAX + 1)), CATEGORY_NAME_MAX],
  ["a category description too long", () => refusalKey(CategoryIntroSchema, longText(CATEGORY_INTRO_MAX + 1)), CATEGORY_INTRO_MAX],
  ["an icon of too many characters", () => refusalKey(EmojiSchema, "🍎".repeat(EMOJI_MAX + 1)), EMOJI_MAX],
  ["a tag too long", () => refusalKey(TagsSchema, [longText(CATEGORY_TAG_MAX + 1)]), CATEGORY_TAG_MAX],
  [
    "too many tags",
    () =>
      refusalKey(
        TagsSchema,
        Array.from({ length: CATEGORY_TAGS_MAX + 1 }, (_, i) => `t${i}`),
      ),
    CATEGORY_TAGS_MAX,
  ],
  ["a group name too long", () => refusalKey(GroupTitleSchema, longText(GROUP_TITLE_MAX + 1)), GROUP_TITLE_MAX],
  [
    "a moderation reason too long",
    () => refusalKey(ModerateBodySchema, { action: "hide", reason: longText(MODERATION_REASON_MAX + 1) }, "reason"),
    MODERATION_REASON_MAX,
  ],
];
