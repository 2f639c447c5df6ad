import { useTranslation } from "../../lib/i18n-react.tsx";
import type { KeysUnder } from "../../locales/keys.ts";
import { USER_STATUS, type AdminUser } from "../../../contract/admin-users.ts";
import { ROLE } from "../../../contract/constants.ts";
import { Badge } from "./badge.tsx";
import { formatCreateTime } from "./format.ts";
import { DataTable } from "../../components/data-table.tsx";
import { actionsCellClass, figuresCellClass, rowButton, rowClass, rowDangerButton, tdClass } from "./ui.ts";

export interface UserTableProps {
  users: AdminUser[];
  loading: boolean;
  /** The signed-in administrator: their own row offers no disable. */
  selfId: number | null;
  busyId: number | null;
  searching: boolean;
  onToggle(user: AdminUser): void;
}

const ROLE_TONE = { [ROLE.admin]: "indigo", [ROLE.member]: "teal" } as const;

/** Login name and nickname, e-mail, role, status, registration time, prompt count, disable / enable. */
export function UserTable({ users, loading, selfId, busyId, searching, onToggle }: UserTableProps) {
  const { t, i18n } = useTranslation("console");
  const column = (key: KeysUnder<"console", "users.columns">) => t(`users.columns.${key}`);
  const roleName = (role: number) => t(`users.roles.${role === ROLE.admin ? "admin" : role === ROLE.member ? "member" : "user"}`);
  return (
    <DataTable
      columns={[
        column("user"),
        column("email"),
        column("role"),
        column("status"),
        column("created"),
        { label: column("prompts"), alignEnd: true },
        { label: column("actions"), alignEnd: true },
      ]}
      caption={t("users.tableCaption")}
      loading={loading}
      empty={users.length === 0 ? t(searching ? "users.noMatch" : "users.empty") : null}
    >
      {users.map((user) => {
        const active = user.status === USER_STATUS.active;
        const self = user.id === selfId;
        return (
          <tr key={user.id} className={`${active ? "hover:bg-slate-50/60" : "bg-slate-50/70 text-slate-500"} ${rowClass}`}>
            <th scope="row" className={`${tdClass} text-left font-normal`}>
              <p className="font-medium text-slate-900">{user.loginName}</p>
              {user.nickName !== user.loginName && <p className="mt-0.5 text-xs text-slate-500">{user.nickName}</p>}
            </th>
            <td data-label={column("email")} className={`${tdClass} whitespace-nowrap text-slate-600`}>
              {user.email ?? "—"}
            </td>
            <td data-label={column("role")} className={tdClass}>
              <Badge tone={ROLE_TONE[user.role as keyof typeof ROLE_TONE] ?? "slate"}>{roleName(user.role)}</Badge>
            </td>
            <td data-label={column("status")} className={tdClass}>
              <Badge tone={active ? "teal" : "rose"}>{t(active ? "users.status.active" : "users.status.disabled")}</Badge>
            </td>
            <td data-label={column("created")} className={figuresCellClass}>
              {formatCreateTime(user.createTime, i18n.language)}
            </td>
            <td data-label={column("prompts")} className={`${tdClass} text-right tabular-nums`}>
              {user.promptCnt}
            </td>
            <td className={actionsCellClass}>
              {self ? (
                <span className="text-xs text-slate-500">{t("users.self")}</span>
              ) : (
                <button
                  type="button"
                  disabled={busyId === user.id}
                  onClick={() => onToggle(user)}
                  className={active ? rowDangerButton : rowButton}
                  aria-label={t(active ? "users.disableNamed" : "users.enableNamed", { name: user.loginName })}
                >
                  {t(active ? "users.disable" : "users.enable")}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
