/**
 * Whether a user's prompt or comment is published at once or waits for review (docs/decisions/028):
 * REVIEW_NEW_CONTENT (off | new-accounts | all; "new" is younger than NEW_ACCOUNT_HOURS) and the
 * sensitive-word list, whose match sends the item to review or refuses it (SENSITIVE_WORDS_ACTION).
 * Administrators are never queued (they are the reviewers); in refuse mode a blocked term refuses them too.
 * Names (nicknames, categories, groups) have no queue: a blocked term in one is always refused.
 */
import { isAdmin, type AuthUser } from "./access.ts";
import type { AppContext } from "./app-context.ts";
import { errors } from "./errors.ts";
import { isNewAccount } from "./new-account.ts";
import { createSensitiveWords, type SensitiveWords } from "./sensitive-words.ts";

const lists = new WeakMap<AppContext, SensitiveWords>();

/** One list per app: the file is read once and again only when it changes. */
export function sensitiveWordsOf(ctx: AppContext): SensitiveWords {
  let list = lists.get(ctx);
  if (!list) {
    list = createSensitiveWords(ctx.config.moderation.sensitiveWords.file);
    lists.set(ctx, list);
  }
  return list;
}

/** Whether the account's new content waits for review under REVIEW_NEW_CONTENT. */
async function reviewedAccount(ctx: AppContext, actor: AuthUser): Promise<boolean> {
  const mode = ctx.config.moderation.review;
  if (mode === "off" || isAdmin(actor)) return false;
  return mode === "all" || isNewAccount(actor.createdAt, ctx.clock.now(), ctx.config.moderation.newAccountMs);
}

/**
 * "published" or "pending" for content the author publishes; throws a 400 naming the blocked
 * term's presence (never the term) when the list refuses. `field` is the body field at fault.
 */
export async function publicationOf(ctx: AppContext, actor: AuthUser, texts: readonly string[], field: string): Promise<"published" | "pending"> {
  if (await sensitiveWordsOf(ctx).matches(texts)) {
    if (ctx.config.moderation.sensitiveWords.action === "refuse") throw errors.refusedField(field, "blockedTerm");
    return isAdmin(actor) ? "published" : "pending";
  }
  return (await reviewedAccount(ctx, actor)) ? "pending" : "published";
}

/** For names, which have no review queue: refuses a blocked term. */
export async function assertNoBlockedTerm(ctx: AppContext, texts: readonly string[], field: string): Promise<void> {
  if (await sensitiveWordsOf(ctx).matches(texts)) throw errors.refusedField(field, "blockedTerm");
}
