/**
 * The prompt sitemaps' data, read once and kept in memory until a write changes public content (the
 * response cache's generation), so the index and every chunk are cut from the same list without a
 * query. Built and first read by server/boot.ts, so the first crawler after a start does not wait for it.
 */
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { sitemapPrompts, type SitemapPrompt } from "./sitemap-repository.ts";

export type SitemapSnapshot = Record<Language, SitemapPrompt[]>;

async function readSnapshot(db: Db): Promise<SitemapSnapshot> {
  const all = await sitemapPrompts(db);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, all.filter((prompt) => prompt.languages.includes(lang))])) as SitemapSnapshot;
}

export type SitemapData = {
  /** The list of the current generation; concurrent callers share one read. */
  current(): Promise<SitemapSnapshot>;
};

export function createSitemapSnapshot(db: Db, generation: () => number): SitemapData {
  let kept: { generation: number; snapshot: Promise<SitemapSnapshot> } | undefined;
  return {
    current(): Promise<SitemapSnapshot> {
      const now = generation();
      if (kept?.generation !== now) {
        const snapshot = readSnapshot(db);
        const entry = { generation: now, snapshot };
        kept = entry;
        // A failed read is not kept: the next request tries again.
        snapshot.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.snapshot;
    },
  };
}
