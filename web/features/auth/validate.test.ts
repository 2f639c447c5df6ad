import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as contract from "../../../contract/accounts.ts";
import {
  checkEmail,
  checkLoginName,
  checkPassword,
  checkUsername,
  validateChangePassword,
  validateEmailLogin,
  validatePasswordLogin,
  validateProfile,
  validateRegister,
} from "./validate.ts";

describe("sign-in form rules", () => {
  it("asks for a username and a password when both are empty", () => {
    expect(validatePasswordLogin({ loginName: "", pwd: "" })).toEqual({ loginName: "usernameRequired", pwd: "passwordRequired" });
  });

  it("counts a username of spaces as empty and wants at least 3 characters", () => {
    expect(validatePasswordLogin({ loginName: "   ", pwd: "secret1" })).toEqual({ loginName: "usernameRequired" });
    expect(validatePasswordLogin({ loginName: " ab ", pwd: "secret1" })).toEqual({ loginName: "usernameMinLength" });
  });

  it("wants a password of at least 6 characters", () => {
    expect(validatePasswordLogin({ loginName: "alice", pwd: "12345" })).toEqual({ pwd: "passwordMinLength" });
    expect(validatePasswordLogin({ loginName: "alice", pwd: "123456" })).toEqual({});
  });

  it("accepts an e-mail address as the login name", () => {
    expect(validatePasswordLogin({ loginName: "alice@example.com", pwd: "123456" })).toEqual({});
  });

  it("requires a well-formed e-mail address in e-mail mode", () => {
    expect(validateEmailLogin({ email: "" })).toEqual({ email: "emailRequired" });
    expect(validateEmailLogin({ email: "alice" })).toEqual({ email: "emailInvalid" });
    expect(validateEmailLogin({ email: "alice@localhost" })).toEqual({ email: "emailInvalid" });
    expect(validateEmailLogin({ email: " alice-b_c@mail.example-host.org " })).toEqual({});
  });
});

describe("registration rules", () => {
  const valid = { loginName: "小明_2024", email: "xm@example.com", pwd: "secret1", confirmPwd: "secret1" };

  it("accepts letters, digits, underscores and Chinese characters", () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it("rejects other characters in the username and limits it to 3-20", () => {
    expect(validateRegister({ ...valid, loginName: "bad name" }).loginName).toBe("usernamePattern");
    expect(validateRegister({ ...valid, loginName: "a@b.c" }).loginName).toBe("usernamePattern");
    expect(validateRegister({ ...valid, loginName: "ab" }).loginName).toBe("usernameMinLength");
    expect(validateRegister({ ...valid, loginName: "a".repeat(21) }).loginName).toBe("usernameMaxLength");
    expect(validateRegister({ ...valid, loginName: "管理員" }).loginName).toBe("nameReserved");
  });

  it("limits the password to 50 characters", () => {
    const long = "p".repeat(51);
    expect(validateRegister({ ...valid, pwd: long, confirmPwd: long }).pwd).toBe("passwordMaxLength");
  });

  it("requires the confirmation and that it matches", () => {
    expect(validateRegister({ ...valid, confirmPwd: "" }).confirmPwd).toBe("confirmPasswordRequired");
    expect(validateRegister({ ...valid, confirmPwd: "secret2" }).confirmPwd).toBe("passwordMismatch");
  });

  it("reports every wrong field at once", () => {
    expect(Object.keys(validateRegister({ loginName: "", email: "x", pwd: "1", confirmPwd: "" }))).toEqual(["loginName", "email", "pwd", "confirmPwd"]);
  });
});

describe("profile and password change rules", () => {
  it("needs the current password only when the account has one", () => {
    const values = { currentPassword: "", newPassword: "newpass1", confirmNewPassword: "newpass1" };
    expect(validateChangePassword(values, true)).toEqual({ currentPassword: "currentPasswordRequired" });
    expect(validateChangePassword(values, false)).toEqual({});
  });

  it("applies the password rules to the new password and compares the confirmation", () => {
    expect(validateChangePassword({ currentPassword: "old-pass", newPassword: "short", confirmNewPassword: "short" }, true)).toEqual({
      newPassword: "passwordMinLength",
    });
    expect(validateChangePassword({ currentPassword: "old-pass", newPassword: "newpass1", confirmNewPassword: "newpass2" }, true)).toEqual({
      confirmNewPassword: "passwordMismatch",
    });
  });

  it("wants a nickname of 1-30 characters and an http(s) or uploaded avatar, never one of the site's calls", () => {
    expect(validateProfile({ nickName: " ", avatar: "" })).toEqual({ nickName: "nickNameRequired" });
    expect(validateProfile({ nickName: "n".repeat(31), avatar: "" })).toEqual({ nickName: "nickNameTooLong" });
    expect(validateProfile({ nickName: "\u200B\u202E", avatar: "" })).toEqual({ nickName: "nickNameRequired" });
    expect(validateProfile({ nickName: "Ann", avatar: "javascript:alert(1)" })).toEqual({ avatar: "avatarInvalid" });
    expect(validateProfile({ nickName: "Ann", avatar: "//evil.example/a.png" })).toEqual({ avatar: "avatarInvalid" });
    expect(validateProfile({ nickName: "Ann", avatar: "https://img.example.com/a.png" })).toEqual({});
    expect(validateProfile({ nickName: "Ann", avatar: "/uploads/a.png" })).toEqual({});
    expect(validateProfile({ nickName: "Ann", avatar: "/api/user/emailLogin?email=victim@example.org" })).toEqual({ avatar: "avatarInvalid" });
  });
});

/** The server enforces contract/accounts.ts with zod; the browser's copy must reject exactly the same input. */
describe("the hand-written rules mirror the contract's zod schemas", () => {
  const firstKey = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error?.issues[0]?.message;
  };
  const chars = fc.constantFrom(..."aZ09_-.+@ 中文字\t'".split(""));
  const text = fc.oneof(
    fc.string({ unit: chars, maxLength: 24 }),
    fc.string({ maxLength: 60 }),
    fc.emailAddress(),
    fc.constantFrom("admin", "Admin_", "管理员", "管理員", "admin_1"),
  );
  const runs = { numRuns: 400 };

  const agree = <T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => void, numRuns = runs.numRuns) => fc.assert(fc.property(arbitrary, check), { numRuns });

  it("username", () => agree(text, (v) => void expect(checkUsername(v)).toBe(firstKey(contract.UsernameSchema, v))));
  it("login name", () => agree(text, (v) => void expect(checkLoginName(v)).toBe(firstKey(contract.LoginBodySchema.shape.loginName, v))));
  it("e-mail", () => agree(text, (v) => void expect(checkEmail(v)).toBe(firstKey(contract.EmailSchema, v))));
  it("password", () =>
    agree(fc.oneof(text, fc.string({ minLength: 45, maxLength: 55 })), (v) => void expect(checkPassword(v)).toBe(firstKey(contract.PasswordSchema, v))));
});
