import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { Link } from "./localised-link.tsx";
import { displayName, type AuthState } from "../lib/auth-store.ts";
import { useRouteScopedToggle } from "../lib/use-route-scoped-toggle.ts";
import { AccountLinkIcon } from "./account-link-icon.tsx";
import { accountLinks } from "./account-links.ts";
import { Avatar } from "./avatar.tsx";
import { ChevronDownIcon, LogoutIcon } from "./icons.tsx";

export interface UserMenuProps {
  auth: AuthState;
  onLogout: () => void;
}

/**
 * Desktop user menu, a disclosure (button + panel of links) rather than an ARIA menu: Tab moves
 * through it like any links, Escape closes it and returns focus, a click outside closes it.
 */
export function UserMenu({ auth, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useRouteScopedToggle();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayName(auth);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen]);

  const item = "focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100";
  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="focus-ring flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
      >
        <Avatar src={auth.avatar} name={name} />
        <span className="max-w-32 truncate text-sm font-medium text-slate-800">{name}</span>
        <span className="sr-only">{t("account.menu")}</span>
        <ChevronDownIcon className={`size-4 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute right-0 mt-2 w-60 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10">
        <div className="border-b border-slate-100 px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          {auth.email && <p className="truncate text-xs text-slate-500">{auth.email}</p>}
        </div>
        <ul className="py-1">
          {accountLinks(auth).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={item}>
                <AccountLinkIcon icon={link.icon} className="size-4 text-slate-500" />
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-100 pt-1">
          <button type="button" onClick={onLogout} className={`${item} text-rose-700 hover:bg-rose-50`}>
            <LogoutIcon className="size-4" />
            {t("account.logout")}
          </button>
        </div>
      </div>
    </div>
  );
}
