/**
 * The one notion of a "new account" (issue #22): younger than NEW_ACCOUNT_HOURS. Write limits are
 * stricter for it; review-before-publish reads the same rule.
 */
export function isNewAccount(createdAt: Date, now: Date, newAccountMs: number): boolean {
  return now.getTime() - createdAt.getTime() < newAccountMs;
}
