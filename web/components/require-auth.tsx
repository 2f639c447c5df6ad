import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useLocalisedNavigate } from "./localised-link.tsx";
import { isAdminRole, useAuth, type AuthState } from "../lib/auth-store.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { toast } from "./toast/toast-store.ts";

export type RequiredAccess = "user" | "admin";

export type AccessDecision = "pending" | "allowed" | "login" | "forbidden";

/** Pure, for tests and reuse: what a page needing `access` does with this auth state. */
export function decideAccess(auth: AuthState, access: RequiredAccess): Exclude<AccessDecision, "pending"> {
  if (!auth.isLoggedIn) return "login";
  if (access === "admin" && !isAdminRole(auth.role)) return "forbidden";
  return "allowed";
}

export interface RequireAuthOptions {
  /** Show the 'access denied' error toast before redirecting (the console does). */
  deniedToast?: boolean;
}

/**
 * Client-side page guard: /admin needs the signed-in flag, /superAdmin also the admin role. The
 * server cannot see localStorage, so it renders the pending state; the decision comes after
 * hydration. Not signed in → /login; signed in without the role → /. Also reacts to signing out while on the page.
 */
export function useRequireAuth(access: RequiredAccess, { deniedToast = false }: RequireAuthOptions = {}): AccessDecision {
  const { t } = useTranslation();
  const navigate = useLocalisedNavigate();
  const auth = useAuth();
  const hydrated = useHydrated();
  const decision: AccessDecision = hydrated ? decideAccess(auth, access) : "pending";
  // StrictMode runs effects twice; one denial deserves one toast.
  const handled = useRef<AccessDecision | null>(null);

  useEffect(() => {
    if (decision === "pending" || decision === "allowed" || handled.current === decision) return;
    handled.current = decision;
    if (deniedToast) toast.error(t("access.adminOnly"), { title: t("access.deniedTitle"), id: "access-denied" });
    // Back to this page after signing in (the login page accepts only same-site paths).
    const back = `${window.location.pathname}${window.location.search}`;
    void navigate(decision === "login" ? `/login?redirect=${encodeURIComponent(back)}` : "/", { replace: true });
  }, [decision, deniedToast, navigate, t]);

  return decision;
}

export interface RequireAuthProps extends RequireAuthOptions {
  access?: RequiredAccess;
  children: ReactNode;
}

/** Renders children only for a visitor with the access; a quiet placeholder until it is known. */
export function RequireAuth({ access = "user", deniedToast, children }: RequireAuthProps) {
  const { t } = useTranslation();
  const decision = useRequireAuth(access, { deniedToast });
  if (decision === "allowed") return <>{children}</>;
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-24" aria-busy="true">
      <span className="size-6 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" aria-hidden="true" />
      <span className="sr-only">{t("access.checking")}</span>
    </main>
  );
}
