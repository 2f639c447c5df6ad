/** SQL of changing an account's address (decision 032): tokens stored as sha256 digests, single use, short-lived. */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { emailChangeTokens, emailLoginTokens, users } from "../../db/schema.ts";

const UNIQUE_VIOLATION = "23505";

/** A new request replaces the account's earlier ones: only the latest link works. */
export async function replaceEmailChangeToken(db: Db, token: { tokenHash: string; userId: number; newEmail: string; expiresAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, token.userId));
    await tx.insert(emailChangeTokens).values(token);
  });
}

/** Uses the caller's token in one conditional UPDATE: of parallel uses exactly one gets the address. */
export async function consumeEmailChangeToken(db: Db, tokenHash: string, userId: number, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, tokenHash),
        eq(emailChangeTokens.userId, userId),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .returning({ newEmail: emailChangeTokens.newEmail });
  return row?.newEmail;
}

/** Why a token could not be used, for a helpful message (asked only after consumption failed). */
export async function findEmailChangeToken(db: Db, tokenHash: string, userId: number): Promise<{ usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ usedAt: emailChangeTokens.usedAt })
    .from(emailChangeTokens)
    .where(and(eq(emailChangeTokens.tokenHash, tokenHash), eq(emailChangeTokens.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Sets the verified address unless another account holds it (false then): the unique index on
 * lower(email) decides, so two accounts racing for one address cannot both get it. Sign-in
 * links still pending for the old address stop working.
 */
export async function setVerifiedEmail(db: Db, id: number, oldEmail: string | null, newEmail: string, now: Date): Promise<boolean> {
  let changed: Array<{ id: number }>;
  try {
    changed = await queryRows<{ id: number }>(
      db,
      // A Date is passed as text: postgres.js takes no Date in a raw statement's parameters.
      sql`update ${users} set email = ${newEmail}, email_verified_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        where id = ${id} and not exists (select 1 from ${users} other where lower(other.email) = ${newEmail} and other.id <> ${id})
        returning id`,
    );
  } catch (error) {
    // Another account took the address between the check and the write.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
  if (changed.length > 0 && oldEmail) await db.delete(emailLoginTokens).where(eq(emailLoginTokens.email, oldEmail.toLowerCase()));
  return changed.length > 0;
}
