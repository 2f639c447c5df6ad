/** The header's page links (spec section 2), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: "/", labelKey: "nav.home", end: true },
  { to: "/category", labelKey: "nav.category", end: false },
  { to: "/blog", labelKey: "nav.blog", end: false },
  { to: "/about", labelKey: "nav.about", end: false },
] as const;
