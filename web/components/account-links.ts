import type { AuthState } from "../lib/auth-store.ts";
import { isAdminRole } from "../lib/auth-store.ts";
import type { MessageKey } from "../locales/keys.ts";

export interface AccountLink {
  to: string;
  labelKey: MessageKey;
  icon: "user" | "list" | "shield";
}

/** Entries of the user menu; the console entry only for administrators (role 3 or admin). */
export function accountLinks(auth: AuthState): AccountLink[] {
  const links: AccountLink[] = [
    { to: "/profile", labelKey: "account.profile", icon: "user" },
    { to: "/admin", labelKey: "account.myPrompts", icon: "list" },
  ];
  if (isAdminRole(auth.role)) links.push({ to: "/superAdmin", labelKey: "account.superAdmin", icon: "shield" });
  return links;
}
