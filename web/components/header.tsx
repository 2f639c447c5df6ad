import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { Link, NavLink } from "./localised-link.tsx";
import { useAuth } from "../lib/auth-store.ts";
import { useRouteScopedToggle } from "../lib/use-route-scoped-toggle.ts";
import { useScrolled } from "../lib/use-scrolled.ts";
import { CloseIcon, LogoMark, MenuIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { ThemeSwitcher } from "./theme-switcher.tsx";
import { useCataloguePrefetch } from "./use-catalogue-prefetch.ts";
import { useLogout } from "./use-logout.ts";

const MOBILE_MENU_ID = "mobile-menu";

// Only signed-in readers see the user menu, so its code loads when one does, not on every first visit.
const UserMenu = lazy(() => import("./user-menu.tsx").then((module) => ({ default: module.UserMenu })));

/** Site header: logo, page links, language and theme switchers, then login or the user menu. */
export function Header() {
  const { t } = useTranslation();
  const auth = useAuth();
  const scrolled = useScrolled();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useRouteScopedToggle();
  const prefetchOnIntent = useCataloguePrefetch();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, setMenuOpen]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur transition-shadow duration-200 data-[scrolled=true]:border-slate-200 data-[scrolled=true]:shadow-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
        <Link to="/" className="focus-ring flex shrink-0 items-center gap-2.5 rounded-lg">
          <LogoMark className="size-8" />
          <span className="text-lg font-bold tracking-tight text-slate-900">{t("brand.name")}</span>
        </Link>

        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  prefetch="intent"
                  {...prefetchOnIntent(link.catalogues)}
                  className={({ isActive }) =>
                    `focus-ring rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? "bg-teal-50 text-teal-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"}`
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageSwitcher />
          <ThemeSwitcher compact />
          {auth.isLoggedIn ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" aria-hidden="true" />}>
              <UserMenu auth={auth} onLogout={() => void logout()} />
            </Suspense>
          ) : (
            <Link to="/login" className="focus-ring rounded-lg bg-teal-700 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-teal-800">
              {t("account.login")}
            </Link>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
          className="focus-ring ml-auto rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} auth={auth} onLogout={() => void logout()} />
    </header>
  );
}
