/**
 * The header's page links (home, category, blog, about), shared by the desktop bar and the mobile menu.
 * `catalogues`: those the page needs (its route's handle), fetched as soon as the reader shows the
 * intent to open it (see use-catalogue-prefetch.ts).
 */
export const NAV_LINKS = [
  { to: "/", labelKey: "nav.home", end: true, catalogues: ["catalog"] },
  { to: "/category", labelKey: "nav.category", end: false, catalogues: ["catalog"] },
  { to: "/blog", labelKey: "nav.blog", end: false, catalogues: ["blog"] },
  { to: "/about", labelKey: "nav.about", end: false, catalogues: ["about"] },
] as const;
