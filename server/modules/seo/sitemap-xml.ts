/**
 * Sitemap XML (sitemaps.org 0.9, hreflang alternates as xhtml:link). Written by hand: the sitemap
 * package pins its own @types/node, which clashes with ours, and the format is a few elements.
 */
export type Alternate = { hreflang: string; href: string };
export type SitemapUrl = { loc: string; lastmod?: Date; alternates: Alternate[] };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
const day = (date: Date) => date.toISOString().slice(0, 10);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlSet(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const lastmod = url.lastmod ? `<lastmod>${day(url.lastmod)}</lastmod>` : "";
      const links = url.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join("");
      return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links}</url>`;
    })
    .join("\n");
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: Array<{ loc: string; lastmod?: Date }>): string {
  const body = sitemaps.map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${day(s.lastmod)}</lastmod>` : ""}</sitemap>`).join("\n");
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
