// A text that names a limit takes its number from the constant the check enforces ({{usernameMax, number}}),
// never writes it by hand, and prints it the language's way (decision 034).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { LOGIN_NAME_MAX, NICKNAME_MAX } from "../../contract/account-rules.ts";
import { EMOJI_MAX, LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, type Language } from "../../contract/constants.ts";
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
} from "../../contract/console.ts";
import { MODERATION_REASON_MAX, ModerateBodySchema } from "../../contract/moderation.ts";
import { checkLoginName, checkPassword, checkUsername, LIMIT_VALUES, validateProfile } from "../features/auth/validate.ts";
import { errorText } from "../features/console/issues.ts";
import { createI18n } from "../lib/i18n.ts";
import { formatCount } from "../lib/locale-format.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const read = (lang: Language, namespace: string) => JSON.parse(readFileSync(`${root}/${lang}/${namespace}.json`, "utf8")) as Record<string, unknown>;
const x = (n: number) => "x".repeat(n);

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
  return [];
}

function schemaKey(schema: z.ZodType, value: unknown, field?: string): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("accepted");
  return (field ? result.error.issues.find((i) => i.path[0] === field) : result.error.issues[0])!.message;
}

describe.each(LANGUAGES)("the %s texts of a limit", (lang) => {
  const i18n = createI18n(lang, { [lang]: { common: read(lang, "common"), auth: read(lang, "auth"), console: read(lang, "console") } });
  const auth = i18n.getFixedT("auth");
  const console = i18n.getFixedT("console");

  it.each([
    ["a username too long", () => checkUsername(x(USERNAME_MAX + 1)), USERNAME_MAX],
    ["a username too short", () => checkUsername(x(USERNAME_MIN - 1)), USERNAME_MIN],
    ["a sign-in name too long", () => checkLoginName(x(LOGIN_NAME_MAX + 1)), LOGIN_NAME_MAX],
    ["a password too long", () => checkPassword(x(PASSWORD_MAX + 1)), PASSWORD_MAX],
    ["a password too short", () => checkPassword(x(PASSWORD_MIN - 1)), PASSWORD_MIN],
    ["a nickname too long", () => validateProfile({ nickName: x(NICKNAME_MAX + 1), avatar: "" }).nickName, NICKNAME_MAX],
  ] as const)("name the sign-in checks' constant: %s", (_, check, limit) => {
    expect(auth(`validation.${check()!}`, LIMIT_VALUES)).toContain(formatCount(limit, lang));
  });

  it("name the account rules in the register hints", () => {
    expect(auth("register.usernameHint", LIMIT_VALUES)).toContain(formatCount(USERNAME_MAX, lang));
    expect(auth("register.passwordHint", LIMIT_VALUES)).toContain(formatCount(PASSWORD_MIN, lang));
  });

  it.each([
    ["a category name too long", () => schemaKey(CategoryNameSchema, x(CATEGORY_NAME_MAX + 1)), CATEGORY_NAME_MAX],
    ["a description too long", () => schemaKey(CategoryIntroSchema, x(CATEGORY_INTRO_MAX + 1)), CATEGORY_INTRO_MAX],
    ["an icon too long", () => schemaKey(EmojiSchema, "🍎".repeat(EMOJI_MAX + 1)), EMOJI_MAX],
    ["a tag too long", () => schemaKey(TagsSchema, [x(CATEGORY_TAG_MAX + 1)]), CATEGORY_TAG_MAX],
    [
      "too many tags",
      () =>
        schemaKey(
          TagsSchema,
          Array.from({ length: CATEGORY_TAGS_MAX + 1 }, (_, i) => `t${i}`),
        ),
      CATEGORY_TAGS_MAX,
    ],
    ["a group name too long", () => schemaKey(GroupTitleSchema, x(GROUP_TITLE_MAX + 1)), GROUP_TITLE_MAX],
    ["a reason too long", () => schemaKey(ModerateBodySchema, { action: "hide", reason: x(MODERATION_REASON_MAX + 1) }, "reason"), MODERATION_REASON_MAX],
  ] as const)("name the console schemas' constant: %s", (_, refuse, limit) => {
    expect(errorText(console, refuse())).toContain(formatCount(limit, lang));
  });

  it("never write a limit by hand", () => {
    const handWritten = readdirSync(`${root}/${lang}`)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => strings(read(lang, file.replace(/\.json$/, "")), file.replace(/\.json$/, "")))
      .filter(([, text]) =>
        /(?:最多|至少|上限|最大|at most|at least|up to)\s*[1-9]|\b[1-9]\d*-[1-9]\d*\s*(?:个字符|個字元|characters|letters)|[1-9]\d*\s*MB\b/i.test(text),
      )
      .map(([key, text]) => `${key}: ${text}`);
    expect(handWritten).toEqual([]);
  });
});
