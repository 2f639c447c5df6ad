import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { USER_STATUS, type AdminUser } from "../../../contract/admin-users.ts";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { useAuth } from "../../lib/auth-store.ts";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastDone, toastLoadFailed, toastWriteFailed } from "./console-toasts.ts";
import { Pager } from "./pager.tsx";
import { SearchBox } from "./search-box.tsx";
import { TabHeader } from "./tab-header.tsx";
import { useLoad } from "./use-load.ts";
import { UserTable } from "./user-table.tsx";

export interface UsersTabProps {
  headingId: string;
  onChanged(): void;
  client?: ConsoleClient;
}

/**
 * Every account, searchable by login name, e-mail or nickname, 20 a page. Disabling signs the
 * person out at their next request; both directions ask first.
 */
export function UsersTab({ headingId, onChanged, client = defaultClient }: UsersTabProps) {
  const { t } = useTranslation("console");
  const [query, setQuery] = useState({ page: 1, search: "" });
  const list = useLoad(
    () => consoleApi.listUsers(client, query),
    JSON.stringify(query),
    (error) => toastLoadFailed(t, "users", error),
  );
  const { confirm, dialog } = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);
  const { userId } = useAuth();

  async function toggle(user: AdminUser) {
    const disabling = user.status === USER_STATUS.active;
    const yes = await confirm({
      title: t(disabling ? "users.disableTitle" : "users.enableTitle"),
      message: t(disabling ? "users.confirmDisable" : "users.confirmEnable", { name: user.loginName }),
      confirmLabel: t(disabling ? "users.disable" : "users.enable"),
      cancelLabel: t("actions.cancel"),
      danger: disabling,
    });
    if (!yes) return;
    setBusyId(user.id);
    try {
      await consoleApi.setUserStatus(client, user.id, disabling ? USER_STATUS.disabled : USER_STATUS.active);
      toastDone(t(disabling ? "toasts.userDisabled" : "toasts.userEnabled", { name: user.loginName }));
      list.reload();
      onChanged();
    } catch (error) {
      toastWriteFailed(t, "save", error);
    } finally {
      setBusyId(null);
    }
  }

  const page = list.data;
  return (
    <div className="space-y-4">
      <TabHeader id={headingId} title={t("users.heading")} description={t("users.tabIntro")} />
      <SearchBox
        label={t("users.search")}
        placeholder={t("users.searchPlaceholder")}
        initial={query.search}
        onSearch={(search) => setQuery({ page: 1, search })}
      />
      <p className="text-xs text-slate-500" aria-live="polite">
        {list.loading ? t("loading") : t("users.total", { count: page?.total ?? 0 })}
      </p>
      <UserTable
        users={page?.list ?? []}
        loading={list.loading}
        selfId={userId ? Number(userId) : null}
        busyId={busyId}
        searching={query.search !== ""}
        onToggle={(user) => void toggle(user)}
      />
      <Pager
        page={query.page}
        total={page?.total ?? 0}
        hasMore={page?.hasMore ?? false}
        loading={list.loading}
        onPage={(next) => setQuery((q) => ({ ...q, page: next }))}
      />
      {dialog}
    </div>
  );
}
