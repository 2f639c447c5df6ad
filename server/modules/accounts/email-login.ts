/**
 * Passwordless sign-in by e-mail link (docs/decisions/002-email-login-signup.md). Asking for a
 * link answers the same for every address; an address without an account gets one when its
 * link is used, never before, so nobody can create accounts for mailboxes they cannot read.
 */
import type { TokenPair } from "../../../contract/accounts.ts";
import { errors } from "../../lib/errors.ts";
import type { AccountsDeps, Caller } from "./deps.ts";
import { consumeEmailToken, deleteStaleEmailTokens, findEmailToken, insertEmailToken } from "./email-token-repository.ts";
import { emailLoginMail } from "./mail-templates.ts";
import { startSession } from "./refresh.ts";
import { toSubject } from "./service.ts";
import { consume, keys, RULES } from "./throttle.ts";
import { hashToken, randomToken } from "./tokens.ts";
import { baseUsername, usernameCandidates } from "./username.ts";
import { claimUnverifiedAddress, findUserByEmail, insertUser, takenLoginNames, USER_STATUS, type UserRow } from "./user-repository.ts";

export const EMAIL_LINK_TTL_MS = 10 * 60 * 1000;

export function emailLoginLink(publicUrl: string, token: string, email: string, rememberMe: boolean, redirect?: string): string {
  const query = new URLSearchParams({ token, email });
  if (rememberMe) query.set("rememberMe", "1");
  if (redirect) query.set("redirect", redirect);
  return `${publicUrl}/emailLogin?${query.toString()}`;
}

export async function requestEmailLogin(deps: AccountsDeps, caller: Caller, input: { email: string; rememberMe: boolean; redirect?: string }): Promise<void> {
  const email = input.email.toLowerCase();
  // Both limits apply before anything else, identically for known and unknown addresses.
  await consume(deps.limiter, keys.emailPerClient(caller.ip), RULES.emailPerClient, "tooManyEmailRequests");
  await consume(deps.limiter, keys.emailPerAddress(email), RULES.emailPerAddress, "tooManyEmailRequests");
  const now = deps.clock.now();
  const token = randomToken();
  await deleteStaleEmailTokens(deps.db, email, now);
  await insertEmailToken(deps.db, { tokenHash: hashToken(token), email, expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS) });
  const link = emailLoginLink(deps.config.publicUrl, token, email, input.rememberMe, input.redirect);
  let delivery;
  try {
    delivery = await deps.mailer.send(emailLoginMail(caller.lan, email, link, EMAIL_LINK_TTL_MS / 60_000));
  } catch (error) {
    deps.log.error({ err: { message: (error as Error).message, code: (error as { code?: unknown }).code } }, "sign-in mail not sent");
    throw errors.unavailable("mailUnavailable");
  }
  // Without SMTP the mail is only in the outbox file. The line names the file, never the link: a
  // log is read by more people than the mailbox, and the link signs anyone in (issue #22).
  if (delivery.via === "outbox") deps.log.info({ file: delivery.file }, "sign-in mail written to the outbox");
}

export async function verifyEmailLogin(deps: AccountsDeps, input: { token: string; email: string; rememberMe: boolean }): Promise<TokenPair> {
  const email = input.email.toLowerCase();
  const tokenHash = hashToken(input.token);
  const now = deps.clock.now();
  const consumed = await consumeEmailToken(deps.db, tokenHash, email, now);
  if (!consumed) {
    const known = await findEmailToken(deps.db, tokenHash, email);
    throw errors.badRequest(!known ? "emailLinkInvalid" : known.usedAt ? "emailLinkUsed" : "emailLinkExpired");
  }
  const user = await claimedBy(deps, await findOrCreateUser(deps, consumed));
  if (user.status !== USER_STATUS.active) throw errors.forbidden("accountDisabled");
  return startSession(deps, toSubject(user), input.rememberMe, true);
}

/** The link proves the mailbox: an address someone registered without proving it passes to its owner. */
async function claimedBy(deps: AccountsDeps, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const claimed = await claimUnverifiedAddress(deps.db, user.id, deps.clock.now());
  if (claimed) deps.log.warn({ userId: user.id }, "unverified address claimed by its mailbox: password and sessions ended");
  // Undefined: a simultaneous link claimed it first.
  return claimed ?? (await findUserByEmail(deps.db, user.email!)) ?? user;
}

const CREATE_ATTEMPTS = 4;

/** The account of the address, created on its first verified link with a unique derived username. */
async function findOrCreateUser(deps: AccountsDeps, email: string): Promise<UserRow> {
  const base = baseUsername(email);
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    const existing = await findUserByEmail(deps.db, email);
    if (existing) return existing;
    const candidates = usernameCandidates(base);
    const taken = await takenLoginNames(deps.db, candidates);
    const loginName = candidates.find((c) => !taken.has(c.toLowerCase()));
    if (!loginName) continue;
    // A conflict here means another request created this address's account (found on the next
    // round) or took the name first (another name is tried).
    const created = await insertUser(deps.db, { loginName, email, emailVerifiedAt: deps.clock.now(), passwordHash: null, nickName: loginName });
    if (created) return created;
  }
  throw errors.conflict();
}
