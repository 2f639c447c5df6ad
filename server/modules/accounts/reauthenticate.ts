/**
 * Proof that the person at the keyboard is the account's owner, asked before a change a stolen
 * access token must not make: a first password (decision 022), a new address, deleting the
 * account (decision 032). The current password; or, for an account without one (made by an
 * e-mail link), a session that a link mailed to its address opened minutes ago.
 */
import { errors } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { checkPassword } from "./credentials.ts";
import type { AccountsDeps } from "./deps.ts";
import { sessionEmailLinkAt } from "./session-repository.ts";
import { consume, keys, RULES } from "./throttle.ts";
import type { UserRow } from "./user-repository.ts";

/** How long after an e-mail link opened a session that session counts as a fresh proof of the mailbox. */
export const MAILBOX_PROOF_WINDOW_MS = 10 * 60 * 1000;

/** Whether an e-mail link opened this session within the window. */
export async function sessionProvedMailbox(deps: AccountsDeps, sessionId: string): Promise<boolean> {
  const linkAt = await sessionEmailLinkAt(deps.db, sessionId);
  return linkAt !== null && deps.clock.now().getTime() - linkAt.getTime() <= MAILBOX_PROOF_WINDOW_MS;
}

/**
 * Throws unless the owner is proven. `withoutPassword` is the message for an account without a
 * password whose session is not fresh: a 403, not a 401, which the browser would take for an
 * ended session and sign out.
 */
export async function reauthenticate(deps: AccountsDeps, row: UserRow, sessionId: string, currentPassword: string, withoutPassword: MessageKey): Promise<void> {
  if (!row.passwordHash) {
    if (!(await sessionProvedMailbox(deps, sessionId))) throw errors.forbidden(row.emailVerifiedAt ? withoutPassword : "reauthNoEmail");
    return;
  }
  if (!currentPassword) throw errors.refusedField("currentPassword", "currentPasswordRequired");
  const key = keys.passwordChange(row.loginName);
  // Reserved before the check, so parallel guesses cannot all be checked (issue #22).
  await consume(deps.limiter, key, RULES.passwordChange, "tooManyPasswordAttempts");
  if (!(await checkPassword(row.passwordHash, currentPassword))) throw errors.refusedField("currentPassword", "currentPasswordWrong");
  await deps.limiter.reset(key);
}
