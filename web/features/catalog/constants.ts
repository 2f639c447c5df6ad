/**
 * Catalogue constants the browser needs at run time. contract/catalog.ts defines them beside its
 * zod schemas, and importing a value from there ships zod (about 24 KB gzip) to every page; so
 * they are repeated here, and constants.test.ts fails if the two ever disagree.
 */
export const MARK_FAVOURITES = -1;
export const MARK_HISTORY = -2;
export const RATE_COMMENT_MAX = 1000;
