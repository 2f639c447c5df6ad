/**
 * The user and auth calls with their validation rules (username, e-mail, password). The server
 * validates with these schemas and the browser's forms reuse them, so both reject the same input
 * with the same message keys (each key is in the server's catalogue and the web locales).
 */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import { AVATAR_MAX, cleanNickname, EMAIL_MAX, isAvatarAddress, isReservedName, LOGIN_NAME_MAX, NICKNAME_MAX, USERNAME_PATTERN } from "./account-rules.ts";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "./constants.ts";

const msg = messageKeys("accounts");

const isBlank = (input: unknown) => input === undefined || input === null || input === "";

export const UsernameSchema = z
  .string({ error: msg.usernameRequired })
  .trim()
  .min(1, msg.usernameRequired)
  .min(USERNAME_MIN, msg.usernameMinLength)
  .max(USERNAME_MAX, msg.usernameMaxLength)
  .regex(USERNAME_PATTERN, msg.usernamePattern)
  // A new account's nickname is its username, so the administrators' names are refused here too.
  .refine((name) => !isReservedName(name), msg.nameReserved);

export const EmailSchema = z
  .string({ error: msg.emailRequired })
  .trim()
  .max(EMAIL_MAX, msg.emailInvalid)
  .pipe(z.email({ error: (issue) => (isBlank(issue.input) ? msg.emailRequired : msg.emailInvalid) }));

export const PasswordSchema = z
  .string({ error: msg.passwordRequired })
  .min(1, msg.passwordRequired)
  .min(PASSWORD_MIN, msg.passwordMinLength)
  .max(PASSWORD_MAX, msg.passwordMaxLength);

/** "true"/"1" in a query string, a boolean in a body. */
const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]);

export const RegisterBodySchema = z.object({ loginName: UsernameSchema, email: EmailSchema, pwd: PasswordSchema });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The register form also asks for the password twice; only the browser sees the second one. */
export const RegisterFormSchema = RegisterBodySchema.extend({
  confirmPwd: z.string({ error: msg.confirmPasswordRequired }).min(1, msg.confirmPasswordRequired),
}).refine((form) => form.pwd === form.confirmPwd, { message: msg.passwordMismatch, path: ["confirmPwd"] });

export const LoginBodySchema = z.object({
  /** A username or an e-mail address, matched case-insensitively. */
  loginName: z
    .string({ error: msg.usernameRequired })
    .trim()
    .min(1, msg.usernameRequired)
    .min(USERNAME_MIN, msg.usernameMinLength)
    .max(LOGIN_NAME_MAX, msg.loginNameTooLong),
  pwd: PasswordSchema,
  rememberMe: flag.optional().default(false),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * redirect: a path on this site the link's landing page goes on to (the profile asks for one to
 * come back to); anything else is dropped, and the page checks it again before following it.
 */
export const EmailLoginQuerySchema = z.object({
  email: EmailSchema,
  rememberMe: flag.optional().default(false),
  redirect: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/(?![/\\])\S*$/)
    .optional()
    .catch(undefined),
});

/** The verification page submits every query parameter of the link; unknown ones are dropped. */
export const VerifyEmailLoginQuerySchema = z.object({
  token: z.string({ error: msg.emailLinkInvalid }).trim().min(1, msg.emailLinkInvalid).max(200, msg.emailLinkInvalid),
  email: EmailSchema,
  rememberMe: flag.optional().default(false),
});

export const ChangePasswordBodySchema = z
  .object({
    /** Empty is accepted only by accounts that have no password yet (created by an e-mail link), from a session a link opened minutes ago. */
    currentPassword: z.string({ error: msg.currentPasswordRequired }).max(PASSWORD_MAX, msg.passwordMaxLength),
    newPassword: PasswordSchema,
    confirmNewPassword: z.string({ error: msg.confirmPasswordRequired }).min(1, msg.confirmPasswordRequired),
  })
  .refine((body) => body.newPassword === body.confirmNewPassword, { message: msg.passwordMismatch, path: ["confirmNewPassword"] });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const UpdateProfileBodySchema = z
  .object({
    /** Stored as cleanNickname makes it; whether it is reserved depends on the caller (the service judges). */
    nickName: z.string().overwrite(cleanNickname).min(1, msg.nickNameRequired).max(NICKNAME_MAX, msg.nickNameTooLong).optional(),
    avatar: z.string().trim().max(AVATAR_MAX, msg.avatarInvalid).refine(isAvatarAddress, msg.avatarInvalid).optional(),
  })
  .refine((body) => body.nickName !== undefined || body.avatar !== undefined, { message: msg.profileNothingToUpdate });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** Reply shapes (inside the { code, msg, data } envelope). */
export type TokenPair = { token: string; refreshToken: string };
export type Profile = {
  id: number;
  username: string;
  nickName: string;
  avatar: string;
  email: string | null;
  role: number;
  /** false for accounts created by an e-mail link until they set one. */
  hasPassword: boolean;
  /**
   * Without a password: whether this session may set the first one now (an e-mail link opened it
   * in the last 10 minutes); otherwise false.
   */
  firstPasswordAllowed: boolean;
  createTime: string;
};
export type UserPromptStats = { count: { clickedCnt: number; usedCnt: number } };

/** Claims of the access token: the user's id, role, names, avatar and e-mail, plus the session id and token type. */
export type AccessClaims = {
  id: number;
  role: number;
  username: string;
  /** The name the header shows (issue 24), the login name until one is set. */
  nickName: string;
  avatar: string;
  email: string;
  sid: string;
  typ: "access";
  iat: number;
  exp: number;
  iss: string;
};

export const REFRESH_TOKEN_HEADER = "x-pp-refresh-token";
export const ACCESS_TOKEN_HEADER = "x-pp-token";
