/**
 * What a share image says, decided apart from how it is drawn so tests can read it: the texts in
 * the page's language, cut to the lines the image has room for, and the rating only when someone
 * rated. Widths are in ems of each text's font size (line-wrap.ts).
 */
import type { Language } from "../../../contract/constants.ts";
import { outOfFive } from "../../../contract/rating.ts";
import { SHARE_CARD, SHARE_POSTER } from "../../../contract/share-images.ts";
import { translate } from "../../lib/messages.ts";
import { wrapLines } from "./line-wrap.ts";
import "./messages.ts";

/** What is shared: a prompt, a category, an article or the site, as the page's language reads it. */
export type ShareSubject = {
  title: string;
  excerpt: string;
  category?: string;
  /** The 0-10 score and how many rated; absent or rated 0 times: no rating is shown. */
  rating?: { score: number; count: number };
};

export type ShareLayout = {
  lang: Language;
  brand: string;
  title: string[];
  excerpt: string[];
  category: string | null;
  rating: { stars: number; label: string } | null;
};

export type PosterLayout = ShareLayout & {
  scan: string;
  scanHint: string;
  address: string;
};

/** Room on the 1200×630 card (1056 px of text width): title at 60 px, excerpt at 32 px. */
export const CARD = {
  ...SHARE_CARD,
  titleSize: 60,
  excerptSize: 32,
  titleLines: 2,
  excerptLines: 2,
  textWidth: 1056,
};
/** Room on the 750×1200 poster (638 px of text width). */
export const POSTER = {
  ...SHARE_POSTER,
  titleSize: 48,
  excerptSize: 28,
  titleLines: 3,
  excerptLines: 4,
  textWidth: 638,
};

type Room = {
  titleSize: number;
  excerptSize: number;
  titleLines: number;
  excerptLines: number;
  textWidth: number;
};

function layoutIn(room: Room, subject: ShareSubject, lang: Language): ShareLayout {
  const rated = subject.rating && subject.rating.count > 0 ? subject.rating : null;
  const stars = rated ? outOfFive(rated.score) : 0;
  return {
    lang,
    brand: translate(lang, "shareBrand"),
    title: wrapLines(subject.title, room.textWidth / room.titleSize, room.titleLines),
    excerpt: wrapLines(subject.excerpt, room.textWidth / room.excerptSize, room.excerptLines),
    category: subject.category?.trim() || null,
    rating: rated
      ? {
          stars,
          label: translate(lang, "shareRating", {
            stars: stars.toFixed(1),
            count: rated.count,
          }),
        }
      : null,
  };
}

export function cardLayout(subject: ShareSubject, lang: Language): ShareLayout {
  return layoutIn(CARD, subject, lang);
}

/** `address` is what the QR code opens: the page in its language. */
export function posterLayout(subject: ShareSubject, lang: Language, address: string): PosterLayout {
  return {
    ...layoutIn(POSTER, subject, lang),
    scan: translate(lang, "shareScan"),
    scanHint: translate(lang, "shareScanHint"),
    address,
  };
}

/** The site itself (home, lists, about): its name and tagline. */
export function siteSubject(lang: Language): ShareSubject {
  return {
    title: translate(lang, "shareTagline"),
    excerpt: translate(lang, "shareSiteText"),
  };
}
