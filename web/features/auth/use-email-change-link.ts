/**
 * The profile opened from an address-change mail (/profile?emailChange=<token>, decision 032):
 * the token is taken out of the address at once (it should not stay in the history), then
 * applied for the signed-in account; the fresh access token carries the new address.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { setAuth } from "../../lib/auth-store.ts";
import { EMAIL_CHANGE_PARAM } from "../../../contract/account-rules.ts";
import { confirmEmailChange, type Profile } from "./auth-api.ts";
import { callErrorMessage, isSessionEnd } from "./error-messages.ts";
import { verifyOnce } from "./verify-once.ts";

export function useEmailChangeLink(onChanged: (profile: Profile) => void, confirm = confirmEmailChange) {
  const { t } = useTranslation("auth");
  const latest = useRef({ onChanged, confirm, t });
  useEffect(() => {
    latest.current = { onChanged, confirm, t };
  });

  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(EMAIL_CHANGE_PARAM);
    if (!token) return;
    url.searchParams.delete(EMAIL_CHANGE_PARAM);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    verifyOnce(`email-change:${token}`, () => latest.current.confirm(token)).then(
      ({ token: access, ...profile }) => {
        setAuth({ token: access });
        latest.current.onChanged(profile);
        toast.success(latest.current.t("profile.emailChanged", { email: profile.email ?? "" }));
      },
      (error: unknown) => {
        if (!isSessionEnd(error)) toast.error(callErrorMessage(error, latest.current.t, "profile.emailChangeFailed"), { id: "profile-email-change" });
      },
    );
  }, []);
}
