import { describe, expect, it } from "vitest";
import { isAvatarAddress } from "./account-rules.ts";
import { ChangePasswordBodySchema, LoginBodySchema, RegisterBodySchema, RegisterFormSchema } from "./accounts.ts";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("the account rules shared by the browser and the server", () => {
  it.each(["abc", "张三丰", "user_01", "A".repeat(20), "王_w1"])("accepts the username %s", (loginName) => {
    expect(RegisterBodySchema.safeParse({ loginName, email: "a@example.com", pwd: "secret" }).success).toBe(true);
  });

  it.each([
    ["", "usernameRequired"],
    ["ab", "usernameMinLength"],
    ["A".repeat(21), "usernameMaxLength"],
    ["has space", "usernamePattern"],
    ["mail@host", "usernamePattern"],
    ["émile", "usernamePattern"],
  ])("refuses the username %j with %s", (loginName, key) => {
    expect(firstMessage(RegisterBodySchema.safeParse({ loginName, email: "a@example.com", pwd: "secret" }))).toBe(key);
  });

  it.each([
    ["", "emailRequired"],
    ["plainaddress", "emailInvalid"],
    ["a@b", "emailInvalid"],
  ])("refuses the e-mail %j with %s", (email, key) => {
    expect(firstMessage(RegisterBodySchema.safeParse({ loginName: "abc", email, pwd: "secret" }))).toBe(key);
  });

  it("keeps passwords between 6 and 50 characters", () => {
    expect(firstMessage(RegisterBodySchema.safeParse({ loginName: "abc", email: "a@example.com", pwd: "12345" }))).toBe("passwordMinLength");
    expect(firstMessage(RegisterBodySchema.safeParse({ loginName: "abc", email: "a@example.com", pwd: "x".repeat(51) }))).toBe("passwordMaxLength");
    expect(RegisterBodySchema.safeParse({ loginName: "abc", email: "a@example.com", pwd: "x".repeat(50) }).success).toBe(true);
  });

  it("asks the register form for the same password twice", () => {
    const form = { loginName: "abc", email: "a@example.com", pwd: "secret", confirmPwd: "secreT" };
    expect(firstMessage(RegisterFormSchema.safeParse(form))).toBe("passwordMismatch");
    expect(RegisterFormSchema.safeParse({ ...form, confirmPwd: "secret" }).success).toBe(true);
  });

  it("lets the login name be an address and defaults remember-me to off", () => {
    expect(LoginBodySchema.parse({ loginName: "Someone@Example.com", pwd: "secret" })).toEqual({
      loginName: "Someone@Example.com",
      pwd: "secret",
      rememberMe: false,
    });
  });

  it("requires the new password twice when changing it", () => {
    expect(firstMessage(ChangePasswordBodySchema.safeParse({ currentPassword: "old-one", newPassword: "new-one", confirmNewPassword: "new-two" }))).toBe(
      "passwordMismatch",
    );
  });

  it.each([
    ["", true],
    ["/uploads/a.png", true],
    ["https://cdn.example/a.png", true],
    ["http://cdn.example/a.png", true],
    ["//cdn.example/a.png", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["https://", false],
    ['/a"onerror="x', false],
    ["/avatar.png", false],
    ["/api/user/emailLogin?email=victim@example.org", false],
    ["https://cdn.example/api/a.png", false],
    ["https://cdn.example/apis/a.png", true],
  ])("judges the avatar address %j acceptable: %s", (value, expected) => {
    expect(isAvatarAddress(value)).toBe(expected);
  });
});
