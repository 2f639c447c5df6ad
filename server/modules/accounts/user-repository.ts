/** SQL on the users table (and the user's prompt counters). Names and addresses match case-insensitively. */
import { and, eq, inArray, isNull, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { prompts, ratings, sessions, users } from "../../db/schema.ts";

/** deleted: the tombstone of an account its owner deleted (decision 032), kept for what it wrote and the audit trail. */
export const USER_STATUS = { disabled: 0, active: 1, deleted: 2 } as const;

export type UserRow = typeof users.$inferSelect;
export type NewUser = { loginName: string; email: string | null; emailVerifiedAt?: Date; passwordHash: string | null; nickName: string; role?: number };

const lowerLoginName = sql`lower(${users.loginName})`;
const lowerEmail = sql`lower(${users.email})`;

/** The account's address as shown and signed into: only once a link mailed to it was used. */
export const verifiedEmail = sql<string | null>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`;
export const ownEmail = (row: Pick<UserRow, "email" | "emailVerifiedAt">): string | null => (row.emailVerifiedAt ? row.email : null);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(lowerEmail, email.toLowerCase())).limit(1);
  return row;
}

/** A login name with "@" is a verified address (usernames cannot contain one). */
export async function findUserByLogin(db: Db, loginName: string): Promise<UserRow | undefined> {
  if (loginName.includes("@")) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(lowerEmail, loginName.toLowerCase()), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    return row;
  }
  const [row] = await db.select().from(users).where(eq(lowerLoginName, loginName.toLowerCase())).limit(1);
  return row;
}

export async function takenFields(db: Db, loginName: string, email: string): Promise<{ loginName: boolean; email: boolean }> {
  const rows = await db
    .select({ loginName: users.loginName, email: users.email })
    .from(users)
    .where(sql`${lowerLoginName} = ${loginName.toLowerCase()} or ${lowerEmail} = ${email.toLowerCase()}`);
  return {
    loginName: rows.some((r) => r.loginName.toLowerCase() === loginName.toLowerCase()),
    email: rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
  };
}

/** The lowercased login names among `candidates` that are already taken. */
export async function takenLoginNames(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lowered = candidates.map((c) => c.toLowerCase());
  const rows = await db
    .select({ name: lowerLoginName.mapWith(String) })
    .from(users)
    .where(inArray(lowerLoginName, lowered));
  return new Set(rows.map((r) => r.name));
}

/** Inserts unless the name or address is taken (then undefined): the unique indexes decide, so concurrent inserts cannot both win. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      loginName: user.loginName,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      passwordHash: user.passwordHash,
      nickName: user.nickName,
      role: user.role ?? 1,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateProfile(db: Db, id: number, changes: { nickName?: string; avatar?: string }, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Whether the account wrote a prompt or a review, beside which public pages show its name and avatar. */
export async function hasPublicContent(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${prompts} where ${prompts.authorId} = ${id}) or exists (select 1 from ${ratings} where ${ratings.userId} = ${id}) as found`,
  );
  return row?.found === true;
}

/**
 * The mailbox owner takes over an account whose address was registered but never verified: the
 * address becomes verified, and the registrant's password and sessions end (issue #22,
 * pre-account takeover). Undefined when the address was verified meanwhile.
 */
export async function claimUnverifiedAddress(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
      .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
      .returning();
    if (row)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    return row;
  });
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

export async function adminExists(db: Db, adminRole: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, adminRole)).limit(1);
  return row !== undefined;
}

/** Views and copies summed over the user's own prompts (count.clickedCnt, count.usedCnt: UserPromptStatsSchema, contract/account-replies.ts). */
export async function promptCounters(db: Db, userId: number): Promise<{ clickedCnt: number; usedCnt: number }> {
  const [row] = await db
    .select({
      clickedCnt: sql`coalesce(sum(${prompts.clickCnt}), 0)`.mapWith(Number),
      usedCnt: sql`coalesce(sum(${prompts.copyCnt}), 0)`.mapWith(Number),
    })
    .from(prompts)
    .where(eq(prompts.authorId, userId));
  return row ?? { clickedCnt: 0, usedCnt: 0 };
}
