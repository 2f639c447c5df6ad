import { useCallback } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useLocalisedNavigate } from "../../components/localised-link.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { setAuth } from "../../lib/auth-store.ts";
import type { Tokens } from "./auth-api.ts";

export interface SignInOptions {
  rememberMe: boolean;
  /** A safe path on this site (see redirect.ts). */
  to: string;
  /** Waits before leaving, so the success message is seen first (e-mail link: 500 ms). */
  delayMs?: number;
  toastMs?: number;
}

/**
 * The logged-out → logged-in transition: store the tokens (which sets the flags
 * the header reads), say so, go on. Favourites a visitor kept in this browser are merged by the
 * catalogue's own sign-in hook, which watches the auth store.
 */
export function useCompleteSignIn() {
  const { t } = useTranslation("auth");
  const navigate = useLocalisedNavigate();
  return useCallback(
    (tokens: Tokens, { rememberMe, to, delayMs = 0, toastMs }: SignInOptions) => {
      setAuth({ token: tokens.token, refreshToken: tokens.refreshToken, rememberMe });
      toast.success(t("login.success"), toastMs === undefined ? {} : { duration: toastMs });
      const go = () => void navigate(to, { replace: true });
      if (delayMs > 0) setTimeout(go, delayMs);
      else go();
    },
    [navigate, t],
  );
}
