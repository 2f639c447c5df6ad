// A text that names a limit takes its number from the constant the check enforces ({{usernameMax, number}}),
// never writes it by hand, and prints it the language's way (decision 034).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOGIN_NAME_MAX, NICKNAME_MAX } from "../../contract/account-rules.ts";
import { LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, type Language } from "../../contract/constants.ts";
import { CONSOLE_LIMIT_CASES, longText } from "../../contract/limit-cases.test-support.ts";
import { checkLoginName, checkPassword, checkUsername, ACCOUNT_LIMIT_VALUES, validateProfile } from "../features/auth/validate.ts";
import { errorText } from "../features/console/issues.ts";
import { createI18n } from "../lib/i18n.ts";
import { formatCount } from "../lib/locale-format.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const read = (lang: Language, namespace: string) => JSON.parse(readFileSync(`${root}/${lang}/${namespace}.json`, "utf8")) as Record<string, unknown>;

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
  return [];
}

describe.each(LANGUAGES)("the %s texts of a limit", (lang) => {
  const i18n = createI18n(lang, { [lang]: { common: read(lang, "common"), auth: read(lang, "auth"), console: read(lang, "console") } });
  const auth = i18n.getFixedT("auth");
  const console = i18n.getFixedT("console");

  it.each([
    ["a username too long", () => checkUsername(longText(USERNAME_MAX + 1)), USERNAME_MAX],
    ["a username too short", () => checkUsername(longText(USERNAME_MIN - 1)), USERNAME_MIN],
    ["a sign-in name too long", () => checkLoginName(longText(LOGIN_NAME_MAX + 1)), LOGIN_NAME_MAX],
    ["a password too long", () => checkPassword(longText(PASSWORD_MAX + 1)), PASSWORD_MAX],
    ["a password too short", () => checkPassword(longText(PASSWORD_MIN - 1)), PASSWORD_MIN],
    ["a nickname too long", () => validateProfile({ nickName: longText(NICKNAME_MAX + 1), avatar: "" }).nickName, NICKNAME_MAX],
  ] as const)("name the sign-in checks' constant: %s", (_, check, limit) => {
    expect(auth(`validation.${check()!}`, ACCOUNT_LIMIT_VALUES)).toContain(formatCount(limit, lang));
  });

  it("name the account rules in the register and profile hints", () => {
    expect(auth("register.usernameHint", ACCOUNT_LIMIT_VALUES)).toContain(formatCount(USERNAME_MAX, lang));
    expect(auth("register.passwordHint", ACCOUNT_LIMIT_VALUES)).toContain(formatCount(PASSWORD_MIN, lang));
    expect(auth("profile.nickNameHint", ACCOUNT_LIMIT_VALUES)).toContain(formatCount(NICKNAME_MAX, lang));
  });

  it.each(CONSOLE_LIMIT_CASES)("name the console schemas' constant: %s", (_, refuse, limit) => {
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
