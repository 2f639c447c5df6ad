// A refusal names the limit the check enforces: its number comes from the constant (registerNumbers),
// never from the text, and prints the way the reader's language prints numbers (decision 034).
import { beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX, LOGIN_NAME_MAX, NICKNAME_MAX } from "../../contract/account-rules.ts";
import { LoginBodySchema, PasswordSchema, UpdateProfileBodySchema, UsernameSchema } from "../../contract/accounts.ts";
import { ListUsersQuerySchema, USER_SEARCH_MAX } from "../../contract/admin-users.ts";
import { LANGUAGES, MAX_BODY_BYTES, PASSWORD_MAX, PASSWORD_MIN, REPORT_DETAILS_MAX, USERNAME_MAX, USERNAME_MIN } from "../../contract/constants.ts";
import { CONSOLE_LIMIT_CASES, longText, refusalKey, type LimitCase } from "../../contract/limit-cases.test-support.ts";
import { AdminPromptBodySchema, PROMPT_LIMITS as L } from "../../contract/prompts.ts";
import { ReportBodySchema } from "../../contract/reports.ts";
import { TRANSLATION_STATUS_MAX_IDS, TranslationStatusQuerySchema } from "../../contract/translation.ts";
import { registerAllMessages } from "./all-messages.test-support.ts";
import { messageCatalogues, registeredNumbers, translate, type MessageKey } from "./messages.ts";

beforeAll(registerAllMessages);

const prompt = { title: "t", categoryIds: [1], prompt: "p", lan: "zh-CN" };
const image = `https://example.com/${longText(L.imageAddress)}.png`;

/** What each check refuses just past its limit, and the constant it enforces. */
const CASES: LimitCase[] = [
  ["a username too long", () => refusalKey(UsernameSchema, longText(USERNAME_MAX + 1)), USERNAME_MAX],
  ["a username too short", () => refusalKey(UsernameSchema, longText(USERNAME_MIN - 1)), USERNAME_MIN],
  // A username or an address: the address's limit, not a username's.
  [
    "a sign-in name too long",
    () => refusalKey(LoginBodySchema, { loginName: longText(LOGIN_NAME_MAX + 1), pwd: longText(PASSWORD_MIN) }, "loginName"),
    LOGIN_NAME_MAX,
  ],
  ["a password too long", () => refusalKey(PasswordSchema, longText(PASSWORD_MAX + 1)), PASSWORD_MAX],
  ["a password too short", () => refusalKey(PasswordSchema, longText(PASSWORD_MIN - 1)), PASSWORD_MIN],
  ["a nickname too long", () => refusalKey(UpdateProfileBodySchema, { nickName: longText(NICKNAME_MAX + 1) }, "nickName"), NICKNAME_MAX],
  [
    "an avatar address too long",
    () => refusalKey(UpdateProfileBodySchema, { avatar: `https://example.com/${longText(AVATAR_MAX)}.png` }, "avatar"),
    AVATAR_MAX,
  ],
  ["a user search too long", () => refusalKey(ListUsersQuerySchema, { search: longText(USER_SEARCH_MAX + 1) }, "search"), USER_SEARCH_MAX],
  ...CONSOLE_LIMIT_CASES,
  [
    "a report's explanation too long",
    () => refusalKey(ReportBodySchema, { reason: "other", details: longText(REPORT_DETAILS_MAX + 1) }, "details"),
    REPORT_DETAILS_MAX,
  ],
  [
    "too many ids in a translation status call",
    () =>
      refusalKey(TranslationStatusQuerySchema, { promptIds: Array.from({ length: TRANSLATION_STATUS_MAX_IDS + 1 }, (_, i) => i + 1).join(",") }, "promptIds"),
    TRANSLATION_STATUS_MAX_IDS,
  ],
  ["a prompt title too long", () => refusalKey(AdminPromptBodySchema, { ...prompt, title: longText(L.title + 1) }, "title"), L.title],
  ["a prompt text too long", () => refusalKey(AdminPromptBodySchema, { ...prompt, prompt: longText(L.prompt + 1) }, "prompt"), L.prompt],
  ["a description too long", () => refusalKey(AdminPromptBodySchema, { ...prompt, description: longText(L.description + 1) }, "description"), L.description],
  ["usage tips too long", () => refusalKey(AdminPromptBodySchema, { ...prompt, tips: longText(L.tips + 1) }, "tips"), L.tips],
  [
    "too many categories",
    () => refusalKey(AdminPromptBodySchema, { ...prompt, categoryIds: Array.from({ length: L.categories + 1 }, (_, i) => i + 1) }, "categoryIds"),
    L.categories,
  ],
  ["an example too long", () => refusalKey(AdminPromptBodySchema, { ...prompt, demo: [{ input: longText(L.demoText + 1), out: "" }] }, "demo"), L.demoText],
  [
    "too many examples",
    () => refusalKey(AdminPromptBodySchema, { ...prompt, demo: Array.from({ length: L.demoItems + 1 }, () => ({ input: "a", out: "b" })) }, "demo"),
    L.demoItems,
  ],
  [
    "too many images",
    () =>
      refusalKey(
        AdminPromptBodySchema,
        { ...prompt, demo: [{ input: "a", out: "b", outImgs: Array.from({ length: L.images + 1 }, (_, i) => `/uploads/${i}.png`) }] },
        "demo",
      ),
    L.images,
  ],
  [
    "an image address too long",
    () => refusalKey(AdminPromptBodySchema, { ...prompt, demo: [{ input: "a", out: "b", outImgs: [image] }] }, "demo"),
    L.imageAddress,
  ],
  ["a source too long", () => refusalKey(AdminPromptBodySchema, { ...prompt, source: longText(L.source + 1) }, "source"), L.source],
];

describe("a refusal's number", () => {
  it.each(CASES)("of %s is the constant the check enforces, in every language", (_, refuse, limit) => {
    const key = refuse() as MessageKey;
    expect(Object.values(registeredNumbers()[key] ?? {})).toContain(limit);
    for (const lan of LANGUAGES) {
      const text = translate(lan, key);
      expect(text).toContain(new Intl.NumberFormat(lan).format(limit));
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it("prints the way the language groups digits", () => {
    expect(L.prompt).toBe(10_000);
    expect(translate("en", "contentTooLong")).toBe("The prompt content can have at most 10,000 characters");
    expect(translate("zh-CN", "contentTooLong")).toBe("提示词内容最多 10,000 个字符");
    expect(translate("en", "bodyTooLarge")).toContain(`${MAX_BODY_BYTES / 2 ** 20} MB`);
    expect(translate("en", "uploadTooManyPixels", { file: "a.png" })).toBe(
      "“a.png” is too large in pixels (at most 10,000 pixels a side and 40 megapixels in all)",
    );
  });

  it("is never written into a text that has one registered", () => {
    const written = Object.entries(registeredNumbers()).flatMap(([key, numbers]) =>
      LANGUAGES.flatMap((lan) => {
        const texts = Object.entries(messageCatalogues()[lan]).filter(([name]) => name === key || name.startsWith(`${key}_`));
        return texts.flatMap(([name, text]) => [
          ...(/\d/.test(text) ? [`${lan} ${name}: “${text}” writes a digit`] : []),
          ...Object.keys(numbers)
            .filter((n) => !text.includes(`{${n}}`))
            .map((n) => `${lan} ${name}: “${text}” lacks {${n}}`),
        ]);
      }),
    );
    expect(written).toEqual([]);
  });

  // Zero is a rule (a sort order of at least 0), not a limit.
  it("of a limit is a placeholder in every server text (最多, 至少, 上限, at most, at least)", () => {
    const handWritten = LANGUAGES.flatMap((lan) =>
      Object.entries(messageCatalogues()[lan])
        .filter(([, text]) => /(?:最多|至少|上限|at most|at least)\s*[1-9]/i.test(text))
        .map(([key, text]) => `${lan} ${key}: ${text}`),
    );
    expect(handWritten).toEqual([]);
  });
});
