import { useCallback } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useLocalisedNavigate } from "./localised-link.tsx";
import { logout } from "../lib/logout.ts";
import { toast } from "./toast/toast-store.ts";

/** Logout as the header offers it: sign out, say so, go home. */
export function useLogout() {
  const { t, i18n } = useTranslation();
  const navigate = useLocalisedNavigate();
  return useCallback(async () => {
    const { serverOk } = await logout(i18n.language);
    if (serverOk) toast.success(t("account.logoutSuccess"));
    else toast.error(t("account.logoutError"));
    await navigate("/");
  }, [i18n, navigate, t]);
}
