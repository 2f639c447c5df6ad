/**
 * The throttling rules of sign-in, registration and e-mail sending. Keys carry the client
 * address (request.ip: X-Forwarded-For counts only as far as TRUST_PROXY's proxies added it) or the account.
 * Slots are reserved before the work with the writes' `reserve` (lib/write-limits.ts).
 */
import type { MessageKey } from "../../lib/messages.ts";
import type { RateLimiter, RateRule } from "../../lib/rate-limiter.ts";
import { reserve } from "../../lib/write-limits.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RULES = {
  /** Failed sign-ins per account (or unknown login name) from one client address. */
  loginPair: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins per account from all addresses: higher, so that one address cannot lock the
   * owner out (issue #22), and still a ceiling for a guesser spread over many addresses.
   */
  loginAccount: { limit: 50, windowMs: 15 * MINUTE },
  /** Failed sign-ins per client address: password spraying across many accounts. */
  loginAddress: { limit: 50, windowMs: 15 * MINUTE },
  registerAddress: { limit: 5, windowMs: HOUR },
  emailPerAddress: { limit: 3, windowMs: 10 * MINUTE },
  emailPerClient: { limit: 20, windowMs: HOUR },
  /** Wrong current passwords per user: a stolen access token must not become a password oracle. */
  passwordChange: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

export const keys = {
  loginPair: (account: string, ip: string) => `login:pair:${account}:${ip}`,
  loginAccount: (account: string) => `login:account:${account}`,
  loginAddress: (ip: string) => `login:ip:${ip}`,
  registerAddress: (ip: string) => `register:ip:${ip}`,
  emailPerAddress: (email: string) => `email-login:to:${email}`,
  emailPerClient: (ip: string) => `email-login:ip:${ip}`,
  passwordChange: (loginName: string) => `password-change:user:${loginName.toLowerCase()}`,
};

/** Counts one event and throws a 429 (with Retry-After) once the rule is exceeded. */
export async function consume(limiter: RateLimiter, key: string, rule: RateRule, messageKey: MessageKey): Promise<void> {
  await reserve(limiter, [{ key, rule }], messageKey);
}
