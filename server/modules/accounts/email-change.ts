/**
 * Changing an account's address (issue #22, decision 032). The owner re-authenticates and names
 * the new address; a link mailed there applies the change once opened by the same account, and the
 * old address is told. Whether the new address already has an account is never said: the reply is
 * the same, and that mailbox alone learns it.
 */
import type { EmailChangeBody } from "../../../contract/account-data.ts";
import { EMAIL_CHANGE_PARAM } from "../../../contract/account-rules.ts";
import type { Profile } from "../../../contract/accounts.ts";
import type { AuthUser } from "../../lib/access.ts";
import { errors } from "../../lib/errors.ts";
import type { MailMessage } from "../../lib/mailer.ts";
import { insertAudit } from "../../db/audit-log.ts";
import type { AccountsDeps, Caller } from "./deps.ts";
import { consumeEmailChangeToken, findEmailChangeToken, replaceEmailChangeToken, setVerifiedEmail } from "./email-change-repository.ts";
import { emailChangedMail, emailChangeMail, emailTakenMail } from "./mail-templates.ts";
import { reauthenticate } from "./reauthenticate.ts";
import { requireRow, toProfile, toSubject } from "./service.ts";
import { consume, keys, RULES } from "./throttle.ts";
import { hashToken, randomToken } from "./tokens.ts";
import { findUserByEmail, ownEmail } from "./user-repository.ts";

export const EMAIL_CHANGE_TTL_MS = 30 * 60 * 1000;

export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/profile?${new URLSearchParams({ [EMAIL_CHANGE_PARAM]: token }).toString()}`;

async function send(deps: AccountsDeps, mail: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: { message: (error as Error).message, code: (error as { code?: unknown }).code } }, "address change mail not sent");
    throw errors.unavailable("mailUnavailable");
  }
}

export async function requestEmailChange(deps: AccountsDeps, caller: Caller, user: AuthUser, body: EmailChangeBody): Promise<void> {
  const row = await requireRow(deps, user.id);
  await reauthenticate(deps, row, user.sessionId, body.currentPassword, "reauthNeedsEmailLink");
  const newEmail = body.newEmail.toLowerCase();
  if (ownEmail(row)?.toLowerCase() === newEmail) throw errors.refusedField("newEmail", "emailChangeSame");
  // The sign-in links' per-mailbox limit: nobody fills a stranger's mailbox from here either.
  await consume(deps.limiter, keys.emailPerAddress(newEmail), RULES.emailPerAddress, "tooManyEmailRequests");
  const holder = await findUserByEmail(deps.db, newEmail);
  if (holder && holder.id !== row.id) return send(deps, emailTakenMail(caller.lan, newEmail));
  const token = randomToken();
  await replaceEmailChangeToken(deps.db, {
    tokenHash: hashToken(token),
    userId: row.id,
    newEmail,
    expiresAt: new Date(deps.clock.now().getTime() + EMAIL_CHANGE_TTL_MS),
  });
  await send(deps, emailChangeMail(caller.lan, newEmail, row.loginName, emailChangeLink(deps.config.publicUrl, token), EMAIL_CHANGE_TTL_MS / 60_000));
}

/** Applies the change the token names, for the account that asked for it; a fresh access token carries the new address. */
export async function confirmEmailChange(deps: AccountsDeps, caller: Caller, user: AuthUser, token: string): Promise<Profile & { token: string }> {
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const newEmail = await consumeEmailChangeToken(deps.db, tokenHash, user.id, now);
  if (!newEmail) {
    const known = await findEmailChangeToken(deps.db, tokenHash, user.id);
    throw errors.badRequest(!known ? "emailChangeLinkInvalid" : known.usedAt ? "emailChangeLinkUsed" : "emailChangeLinkExpired");
  }
  const before = await requireRow(deps, user.id);
  const oldEmail = ownEmail(before);
  if (!(await setVerifiedEmail(deps.db, user.id, before.email, newEmail, now))) throw errors.fieldConflict("newEmail", "emailTaken");
  await insertAudit(deps.db, { actorId: user.id, action: "user.email", targetType: "user", targetId: user.id, at: now });
  // The change is made: a notice that cannot be sent now is logged, not turned into a failure.
  if (oldEmail) await send(deps, emailChangedMail(caller.lan, oldEmail, before.loginName, newEmail)).catch(() => undefined);
  const row = await requireRow(deps, user.id);
  return { ...toProfile(row), token: await deps.tokens.sign(toSubject(row), user.sessionId) };
}
