/**
 * The console's user management: GET /admin/users and
 * PATCH /admin/users/{id}/status. Message keys are in the server catalogue and in
 * web/locales/<lang>/console.json (errors.*).
 */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import { PAGE_SIZE_MAX } from "./constants.ts";

const msg = messageKeys("admin-users");

export const USER_STATUS = { disabled: 0, active: 1 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const USER_SEARCH_MAX = 100;
export const USERS_PAGE_SIZE = 20;
const ID_MAX = 2_147_483_647;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

export const ListUsersQuerySchema = z
  .object({
    page: z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(100_000).default(1)),
    limit: z.preprocess(blankToUndefined, z.coerce.number({ error: msg.invalid_type }).int().min(1).max(PAGE_SIZE_MAX).default(USERS_PAGE_SIZE)),
    /** Part of the login name, e-mail address or nickname, any letter case. */
    search: z.string().trim().max(USER_SEARCH_MAX, msg.userSearchTooLong).optional(),
  })
  .strict();
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

export const UserIdParamsSchema = z
  .object({ id: z.coerce.number({ error: msg.userIdInvalid }).int(msg.userIdInvalid).min(1, msg.userIdInvalid).max(ID_MAX, msg.userIdInvalid) })
  .strict();

export const UserStatusBodySchema = z
  .object({ status: z.union([z.literal(USER_STATUS.disabled), z.literal(USER_STATUS.active)], { error: msg.userStatusInvalid }) })
  .strict();
export type UserStatusBody = z.infer<typeof UserStatusBodySchema>;

export type AdminUser = {
  id: number;
  loginName: string;
  nickName: string;
  email: string | null;
  /** 1 user, 2 member, 3 administrator. */
  role: number;
  status: UserStatus;
  /** Seconds since the epoch, as a 10-character string. */
  createTime: string;
  /** Prompts this user wrote, whatever their status. */
  promptCnt: number;
};

export type AdminUserPage = { list: AdminUser[]; total: number; page: number; hasMore: boolean };
