/**
 * Link and NavLink that keep the reader in the language of the page (issue #20): a site path such
 * as "/detail/x" or "/?category=y" becomes "/en/detail/x" on an English page. The app imports its
 * links from here (lint forbids react-router's own), so no page has to remember the prefix.
 */
import { forwardRef, useCallback } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type LinkProps, type NavigateOptions, type NavLinkProps, type To } from "react-router";
import { localisedPath } from "../../contract/language-paths.ts";
import type { Language } from "../../contract/constants.ts";
import { useTranslation } from "../lib/i18n-react.tsx";

/** Turns a site path into the current language's address; anything else (relative, an object) is left alone. */
export function useLocalisedPath(): (to: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  return useCallback((to: string) => (to.startsWith("/") && !to.startsWith("//") ? localisedPath(to, lang) : to), [lang]);
}

function useLocalisedTo(to: To): To {
  const localise = useLocalisedPath();
  return typeof to === "string" ? localise(to) : to;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={useLocalisedTo(to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={useLocalisedTo(to)} {...props} />;
});

/** useNavigate whose site paths stay in the current language. */
export function useLocalisedNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> | void {
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => (typeof to === "number" ? navigate(to) : navigate(localise(to), options)),
    [navigate, localise],
  );
}
