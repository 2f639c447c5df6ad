/**
 * The console's users: a searchable list, and disabling or enabling an account. The accounts
 * module's authenticator reads users.status on every request, so a disabled account is refused
 * from its very next call; its sessions are ended too, so tokens taken from it stay dead even if
 * the account is enabled again (the person signs in afresh). Every change is in the audit trail.
 */
import { USER_STATUS, type AdminUser, type AdminUserPage, type ListUsersQuery, type UserStatus } from "../../../contract/admin-users.ts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../lib/access.ts";
import { errors } from "../../lib/errors.ts";
import { insertAudit } from "../../db/audit-log.ts";
import "./messages.ts";
import { findUserRow, listUsers, lockUserStatus, revokeAllSessions, updateUserStatus, type UserListRow } from "./repository.ts";

function toAdminUser(row: UserListRow): AdminUser {
  return {
    id: row.id,
    loginName: row.loginName,
    nickName: row.nickName,
    email: row.email,
    role: row.role,
    status: row.status === USER_STATUS.active ? USER_STATUS.active : USER_STATUS.disabled,
    createTime: String(Math.floor(row.createdAt.getTime() / 1000)),
    promptCnt: row.promptCnt,
  };
}

export async function listAdminUsers(db: Db, query: ListUsersQuery): Promise<AdminUserPage> {
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await listUsers(db, { offset, limit: query.limit, ...(query.search ? { search: query.search } : {}) });
  return { list: rows.map(toAdminUser), total, page: query.page, hasMore: offset + rows.length < total };
}

/**
 * Setting the status an account already has changes nothing and records nothing. An
 * administrator cannot disable their own account: that also guarantees one active administrator.
 */
export async function setUserStatus(db: Db, actor: AuthUser, id: number, status: UserStatus, now: Date): Promise<AdminUser> {
  if (id === actor.id && status === USER_STATUS.disabled) throw errors.forbidden("cannotDisableSelf");
  await db.transaction(async (tx) => {
    const current = await lockUserStatus(tx, id);
    if (current === undefined) throw errors.notFound("userNotFound");
    if (current === status) return;
    await updateUserStatus(tx, id, status, now);
    if (status === USER_STATUS.disabled) await revokeAllSessions(tx, id, now);
    await insertAudit(tx, {
      actorId: actor.id,
      action: status === USER_STATUS.disabled ? "user.disable" : "user.enable",
      targetType: "user",
      targetId: id,
      at: now,
    });
  });
  const row = await findUserRow(db, id);
  if (!row) throw errors.notFound("userNotFound");
  return toAdminUser(row);
}
