/**
 * Where the share images live (issue #20): a 1200×630 card per prompt, category and blog article
 * and one for the site, and a tall poster per prompt, each at one stable address per language.
 * The server draws them (server/modules/share/); pages name them in og:image and the share dialog.
 */
import type { Language } from "./constants.ts";

export const SHARE_CARD = { width: 1200, height: 630 } as const;
export const SHARE_POSTER = { width: 750, height: 1200 } as const;

/** What an image shows; the site's card has no name. */
export type ShareImage = { kind: "site" } | { kind: "prompt" | "category" | "blog" | "poster"; name: string };

export const SITE_IMAGE: ShareImage = { kind: "site" };

export function shareImagePath(lang: Language, image: ShareImage): string {
  return image.kind === "site" ? `/og/${lang}/site.png` : `/og/${lang}/${image.kind}/${encodeURIComponent(image.name)}.png`;
}
