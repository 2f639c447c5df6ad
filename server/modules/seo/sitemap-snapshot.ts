/**
 * The prompt sitemaps' data, read once and kept in memory until a write changes public content (the
 * response cache's generation), so the index and every chunk are cut from the same list without a
 * query. Built and first read by server/boot.ts, so the first crawler after a start does not wait for it.
 */
import { LANGUAGES } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import type { SitemapData, SitemapSnapshot } from "../../lib/app-context.ts";
import { sitemapPrompts } from "./sitemap-repository.ts";

async function readSnapshot(db: Db): Promise<SitemapSnapshot> {
  const all = await sitemapPrompts(db);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, all.filter((prompt) => prompt.languages.includes(lang))])) as SitemapSnapshot;
}

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
