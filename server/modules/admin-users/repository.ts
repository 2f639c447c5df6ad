/** SQL of the console's user list and account status. */
import { and, count, desc, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { USER_STATUS } from "../accounts/user-repository.ts";

export type UserListRow = {
  id: number;
  loginName: string;
  nickName: string;
  email: string | null;
  role: number;
  status: number;
  createdAt: Date;
  promptCnt: number;
};

// Spelled out: a correlated count over the author index, one per listed row.
const promptCnt = sql<number>`(select count(*)::int from "prompts" p where p.author_id = "users"."id")`;
const columns = {
  id: users.id,
  loginName: users.loginName,
  nickName: users.nickName,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  promptCnt,
};

/** A deleted account's tombstone (decision 032) is no account to manage. */
const notDeleted = ne(users.status, USER_STATUS.deleted);

function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Part of the login name, address or nickname, any letter case (ILIKE folds case on both engines). */
function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.loginName, pattern), ilike(users.email, pattern), ilike(users.nickName, pattern));
}

/** Newest accounts first. */
export async function listUsers(db: Db, options: { search?: string; offset: number; limit: number }): Promise<{ rows: UserListRow[]; total: number }> {
  const where = and(notDeleted, searchCondition(options.search));
  const rows = await db.select(columns).from(users).where(where).orderBy(desc(users.id)).limit(options.limit).offset(options.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findUserRow(db: Db, id: number): Promise<UserListRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  return row;
}

/** Locks the row until the transaction ends, so two administrators' changes queue. */
export async function lockUserStatus(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .for("update")
    .limit(1);
  return row?.status;
}

export async function updateUserStatus(db: Db, id: number, status: number, at: Date): Promise<void> {
  await db.update(users).set({ status, updatedAt: at }).where(eq(users.id, id));
}

/** Ends every sign-in of the user: their refresh tokens die with the sessions. */
export async function revokeAllSessions(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
