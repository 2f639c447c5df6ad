/** SQL on e-mail sign-in tokens: stored as sha256 digests, single use, short-lived. */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailLoginTokens } from "../../db/schema.ts";

export async function insertEmailToken(db: Db, token: { tokenHash: string; email: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailLoginTokens).values(token);
}

/**
 * Uses the token in one conditional UPDATE: however many requests race with the same link,
 * exactly one sees the row come back.
 */
export async function consumeEmailToken(db: Db, tokenHash: string, email: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(emailLoginTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailLoginTokens.tokenHash, tokenHash), eq(emailLoginTokens.email, email), isNull(emailLoginTokens.usedAt), gt(emailLoginTokens.expiresAt, now)),
    )
    .returning({ email: emailLoginTokens.email });
  return row?.email;
}

/** Why a token could not be used, for a helpful message (asked only after consumption failed). */
export async function findEmailToken(db: Db, tokenHash: string, email: string): Promise<{ usedAt: Date | null; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ usedAt: emailLoginTokens.usedAt, expiresAt: emailLoginTokens.expiresAt })
    .from(emailLoginTokens)
    .where(and(eq(emailLoginTokens.tokenHash, tokenHash), eq(emailLoginTokens.email, email)))
    .limit(1);
  return row;
}

/** Old tokens of one address go when it asks for a new one (the index on email keeps this cheap). */
export async function deleteStaleEmailTokens(db: Db, email: string, before: Date): Promise<void> {
  await db.delete(emailLoginTokens).where(and(eq(emailLoginTokens.email, email), lt(emailLoginTokens.expiresAt, before)));
}

export async function deleteExpiredEmailTokens(db: Db, before: Date): Promise<void> {
  await db.delete(emailLoginTokens).where(lt(emailLoginTokens.expiresAt, before));
}
