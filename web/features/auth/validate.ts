/**
 * The sign-in and registration form rules, hand-written on purpose. They MIRROR contract/accounts.ts (the
 * zod schemas the server enforces): importing those would put zod (~50 KB) in the login page's
 * bundle. The limits, the username pattern and the avatar rule come from the zod-free contract
 * modules (constants.ts, account-rules.ts); validate.test.ts checks that the checks below and the
 * schemas agree, so a drift fails a test rather than a user. Keys are the contract's message keys (auth.json
 * `validation.*`).
 */
import {
  AVATAR_MAX,
  cleanNickname,
  EMAIL_MAX,
  isAvatarAddress,
  isReservedName,
  LOGIN_NAME_MAX,
  NICKNAME_MAX,
  USERNAME_PATTERN,
} from "../../../contract/account-rules.ts";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "../../../contract/constants.ts";
import type { SchemaMessageKey } from "../../../contract/message-keys.ts";
import type { KeysUnder } from "../../locales/keys.ts";

/** zod 4's `z.email()` pattern (letters, digits, underscore, hyphen, dots; a dotted domain). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A key the checks below give: one the contract's account schemas name and auth.json has under `validation`. */
export type ValidationKey = SchemaMessageKey<"accounts" | "account-data"> & KeysUnder<"auth", "validation">;

/** The limits the auth texts name ({{usernameMax, number}} and the like): the constants the checks enforce. */
export const ACCOUNT_LIMIT_VALUES = {
  usernameMin: USERNAME_MIN,
  usernameMax: USERNAME_MAX,
  loginNameMax: LOGIN_NAME_MAX,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  nickNameMax: NICKNAME_MAX,
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

/** Sign-in name: a username or an e-mail address, so only the length rules apply (no pattern). */
export function checkLoginName(value: string): ValidationKey | undefined {
  const name = value.trim();
  if (!name) return "usernameRequired";
  if (name.length < USERNAME_MIN) return "usernameMinLength";
  if (name.length > LOGIN_NAME_MAX) return "loginNameTooLong";
  return undefined;
}

export function checkUsername(value: string): ValidationKey | undefined {
  const name = value.trim();
  if (!name) return "usernameRequired";
  if (name.length < USERNAME_MIN) return "usernameMinLength";
  if (name.length > USERNAME_MAX) return "usernameMaxLength";
  if (!USERNAME_PATTERN.test(name)) return "usernamePattern";
  if (isReservedName(name)) return "nameReserved";
  return undefined;
}

export function checkEmail(value: string): ValidationKey | undefined {
  const email = value.trim();
  if (!email) return "emailRequired";
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return "emailInvalid";
  return undefined;
}

/** Passwords are never trimmed: a space is a character the user chose. */
export function checkPassword(value: string): ValidationKey | undefined {
  if (!value) return "passwordRequired";
  if (value.length < PASSWORD_MIN) return "passwordMinLength";
  if (value.length > PASSWORD_MAX) return "passwordMaxLength";
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string): ValidationKey | undefined {
  if (!confirmation) return "confirmPasswordRequired";
  if (confirmation !== password) return "passwordMismatch";
  return undefined;
}

/** Drops the fields that passed, so `hasErrors` is a key count. */
function collect<Field extends string>(checks: Record<Field, ValidationKey | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const key = checks[field];
    if (key) errors[field] = key;
  }
  return errors;
}

export interface PasswordLoginValues {
  loginName: string;
  pwd: string;
}

export const validatePasswordLogin = (v: PasswordLoginValues) => collect({ loginName: checkLoginName(v.loginName), pwd: checkPassword(v.pwd) });

export const validateEmailLogin = (v: { email: string }) => collect({ email: checkEmail(v.email) });

export interface RegisterValues {
  loginName: string;
  email: string;
  pwd: string;
  confirmPwd: string;
}

export const validateRegister = (v: RegisterValues) =>
  collect({ loginName: checkUsername(v.loginName), email: checkEmail(v.email), pwd: checkPassword(v.pwd), confirmPwd: checkConfirmation(v.pwd, v.confirmPwd) });

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Accounts made by an e-mail link have no password yet (`hasPassword` false) and may set one. */
/** The current password, asked before a password change, a change of address or a deletion (decision 032); accounts without one prove themselves by a fresh link. */
const checkCurrentPassword = (value: string, hasPassword: boolean): ValidationKey | undefined =>
  hasPassword && !value ? "currentPasswordRequired" : value.length > PASSWORD_MAX ? "passwordMaxLength" : undefined;

export const validateChangePassword = (v: ChangePasswordValues, hasPassword: boolean) =>
  collect({
    currentPassword: checkCurrentPassword(v.currentPassword, hasPassword),
    newPassword: checkPassword(v.newPassword),
    confirmNewPassword: checkConfirmation(v.newPassword, v.confirmNewPassword),
  });

export interface ProfileValues {
  nickName: string;
  avatar: string;
}

/** The nickname as the server will store it; whether it is reserved the server says (administrators may use those names). */
export function validateProfile(v: ProfileValues) {
  const nickName = cleanNickname(v.nickName);
  const avatar = v.avatar.trim();
  return collect({
    nickName: !nickName ? ("nickNameRequired" as const) : nickName.length > NICKNAME_MAX ? ("nickNameTooLong" as const) : undefined,
    avatar: avatar.length > AVATAR_MAX || !isAvatarAddress(avatar) ? ("avatarInvalid" as const) : undefined,
  });
}

export const validateEmailChange = (v: { newEmail: string; currentPassword: string }, hasPassword: boolean) =>
  collect({ newEmail: checkEmail(v.newEmail), currentPassword: checkCurrentPassword(v.currentPassword, hasPassword) });

export const validateDeleteAccount = (v: { currentPassword: string }, hasPassword: boolean) =>
  collect({ currentPassword: checkCurrentPassword(v.currentPassword, hasPassword) });
