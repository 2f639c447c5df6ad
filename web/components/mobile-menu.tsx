import { useTranslation } from "../lib/i18n-react.tsx";
import { Link, NavLink } from "./localised-link.tsx";
import { displayName, type AuthState } from "../lib/auth-store.ts";
import { AccountLinkIcon } from "./account-link-icon.tsx";
import { accountLinks } from "./account-links.ts";
import { Avatar } from "./avatar.tsx";
import { LogoutIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { ThemeSwitcher } from "./theme-switcher.tsx";
import { useCataloguePrefetch } from "./use-catalogue-prefetch.ts";

export interface MobileMenuProps {
  id: string;
  open: boolean;
  auth: AuthState;
  onLogout: () => void;
}

const row = "focus-ring flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium";

/** The header's content for narrow screens, below the bar; toggled by the hamburger button. */
export function MobileMenu({ id, open, auth, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const prefetchOnIntent = useCataloguePrefetch();
  return (
    <div id={id} hidden={!open} className="border-t border-slate-200 bg-white md:hidden">
      <nav aria-label={t("nav.main")} className="mx-auto max-w-6xl px-4 py-3">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                prefetch="intent"
                {...prefetchOnIntent(link.catalogues)}
                className={({ isActive }) => `${row} ${isActive ? "bg-teal-50 text-teal-800" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-6xl space-y-3 border-t border-slate-100 px-4 py-4">
        <div className="grid grid-cols-2 gap-3">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
        {auth.isLoggedIn ? (
          <div>
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar src={auth.avatar} name={displayName(auth)} size="md" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{displayName(auth)}</p>
                {auth.email && <p className="truncate text-sm text-slate-500">{auth.email}</p>}
              </div>
            </div>
            <ul className="mt-1 space-y-1">
              {accountLinks(auth).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={`${row} text-slate-700 hover:bg-slate-100`}>
                    <AccountLinkIcon icon={link.icon} className="size-5 text-slate-500" />
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={onLogout} className={`${row} w-full text-rose-700 hover:bg-rose-50`}>
                  <LogoutIcon className="size-5" />
                  {t("account.logout")}
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <Link to="/login" className="focus-ring block rounded-lg bg-teal-700 px-4 py-2.5 text-center font-medium text-white hover:bg-teal-800">
            {t("account.login")}
          </Link>
        )}
      </div>
    </div>
  );
}
