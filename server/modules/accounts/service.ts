/** Registration, password sign-in, profile and password change. */
import type { ChangePasswordBody, LoginBody, Profile, RegisterBody, TokenPair, UpdateProfileBody, UserPromptStats } from "../../../contract/accounts.ts";
import { isReservedName } from "../../../contract/account-rules.ts";
import { isAdmin, type AuthUser } from "../../lib/access.ts";
import { isCommonPassword } from "../../lib/common-passwords.ts";
import { errors } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password.ts";
import { checkPassword } from "./credentials.ts";
import type { AccountsDeps, Caller } from "./deps.ts";
import { startSession } from "./refresh.ts";
import { reauthenticate, sessionProvedMailbox } from "./reauthenticate.ts";
import { revokeOtherSessions } from "./session-repository.ts";
import { reserve } from "../../lib/write-limits.ts";
import { consume, keys, RULES } from "./throttle.ts";
import {
  findUserById,
  findUserByLogin,
  hasPublicContent,
  insertUser,
  ownEmail,
  promptCounters,
  takenFields,
  updatePasswordHash,
  updateProfile as updateProfileRow,
  USER_STATUS,
  type UserRow,
} from "./user-repository.ts";

export function toSubject(user: Pick<UserRow, "id" | "role" | "loginName" | "nickName" | "avatar" | "email" | "emailVerifiedAt">) {
  return { id: user.id, role: user.role, username: user.loginName, nickName: user.nickName, avatar: user.avatar, email: ownEmail(user) };
}

/** Checked on the server only: the list is half a megabyte, too much for the forms' bundle. */
function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw errors.refusedField(field, "passwordTooCommon");
}

export async function register(deps: AccountsDeps, caller: Caller, body: RegisterBody): Promise<{ id: number; username: string }> {
  refuseCommonPassword(body.pwd, "pwd");
  // Every attempt counts, conflicts included: it also slows down probing which names are taken.
  await consume(deps.limiter, keys.registerAddress(caller.ip), RULES.registerAddress, "tooManyRegistrations");
  const email = body.email.toLowerCase();
  const taken = await takenFields(deps.db, body.loginName, email);
  if (taken.loginName) throw errors.fieldConflict("loginName", "usernameTaken");
  if (taken.email) throw errors.fieldConflict("email", "emailTaken");
  const user = await insertUser(deps.db, { loginName: body.loginName, email, passwordHash: await hashPassword(body.pwd), nickName: body.loginName });
  if (!user) {
    // Someone took the name or address between the check and the insert.
    const raced = await takenFields(deps.db, body.loginName, email);
    throw raced.email && !raced.loginName ? errors.fieldConflict("email", "emailTaken") : errors.fieldConflict("loginName", "usernameTaken");
  }
  return { id: user.id, username: user.loginName };
}

export async function login(deps: AccountsDeps, caller: Caller, body: LoginBody): Promise<TokenPair> {
  const user = await findUserByLogin(deps.db, body.loginName);
  // Unknown names are throttled under their own keys, exactly like accounts, so 429s reveal nothing.
  const account = user ? `user:${user.loginName.toLowerCase()}` : `name:${body.loginName.toLowerCase()}`;
  const addressKey = keys.loginAddress(caller.ip);
  const pairKey = keys.loginPair(account, caller.ip);
  const accountKey = keys.loginAccount(account);
  // Every attempt holds a slot of each limit while its password is checked; a failure keeps them.
  await reserve(
    deps.limiter,
    [
      { key: addressKey, rule: RULES.loginAddress },
      { key: pairKey, rule: RULES.loginPair },
      { key: accountKey, rule: RULES.loginAccount },
    ],
    "tooManyLoginAttempts",
  );
  const valid = await checkPassword(user?.passwordHash, body.pwd);
  if (!user || !valid) throw errors.unauthorized("invalidCredentials");
  // The right password is no failure: its slots go back, and its address starts afresh.
  await Promise.all([deps.limiter.release(addressKey), deps.limiter.release(accountKey), deps.limiter.reset(pairKey)]);
  // Only someone holding the password learns that the account is disabled.
  if (user.status !== USER_STATUS.active) throw errors.forbidden("accountDisabled");
  return startSession(deps, toSubject(user), body.rememberMe);
}

export async function requireRow(deps: AccountsDeps, id: number): Promise<UserRow> {
  const row = await findUserById(deps.db, id);
  if (!row) throw errors.unauthorized();
  return row;
}

/** Whether this session may set the account's first password now (decision 022). */
async function mayChooseFirstPassword(deps: AccountsDeps, row: UserRow, sessionId: string): Promise<boolean> {
  return !row.passwordHash && (await sessionProvedMailbox(deps, sessionId));
}

export function toProfile(row: UserRow, firstPasswordAllowed = false): Profile {
  return {
    id: row.id,
    username: row.loginName,
    nickName: row.nickName,
    avatar: row.avatar,
    email: ownEmail(row),
    role: row.role,
    hasPassword: row.passwordHash !== null,
    firstPasswordAllowed,
    createTime: row.createdAt.toISOString(),
  };
}

export async function profile(deps: AccountsDeps, user: AuthUser): Promise<Profile> {
  const row = await requireRow(deps, user.id);
  return toProfile(row, await mayChooseFirstPassword(deps, row, user.sessionId));
}

/**
 * The access token carries the avatar, so a fresh one comes back for the browser to keep. A new
 * name or avatar shows on public pages only beside the author's prompts and reviews, so only then
 * is the page cache emptied.
 */
export async function updateProfile(deps: AccountsDeps, user: AuthUser, body: UpdateProfileBody): Promise<Profile & { token: string }> {
  // Administrators may be called so; a name someone already had is left alone (issue #22).
  if (body.nickName !== undefined && body.nickName !== user.nickName && !isAdmin(user) && isReservedName(body.nickName))
    throw errors.refusedField("nickName", "nameReserved");
  const row = await updateProfileRow(deps.db, user.id, { nickName: body.nickName, avatar: body.avatar }, deps.clock.now());
  if (!row) throw errors.unauthorized();
  const changed = row.nickName !== user.nickName || row.avatar !== user.avatar;
  if (changed && (await hasPublicContent(deps.db, user.id))) deps.publicContentChanged();
  return { ...toProfile(row, await mayChooseFirstPassword(deps, row, user.sessionId)), token: await deps.tokens.sign(toSubject(row), user.sessionId) };
}

/**
 * Checks the current password (accounts created by an e-mail link have none yet: a session a link
 * opened minutes ago may set one), stores the new one and signs out every other session; the
 * caller's own session goes on.
 */
export async function changePassword(deps: AccountsDeps, user: AuthUser, body: ChangePasswordBody): Promise<void> {
  refuseCommonPassword(body.newPassword, "newPassword");
  const row = await requireRow(deps, user.id);
  await reauthenticate(deps, row, user.sessionId, body.currentPassword, "firstPasswordNeedsEmailLink");
  const now = deps.clock.now();
  await updatePasswordHash(deps.db, user.id, await hashPassword(body.newPassword), now);
  await revokeOtherSessions(deps.db, user.id, user.sessionId, now);
}

export async function promptStats(deps: AccountsDeps, user: AuthUser): Promise<UserPromptStats> {
  return { count: await promptCounters(deps.db, user.id) };
}
