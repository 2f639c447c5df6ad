/**
 * What the sitemaps list: the prompts a visitor may open (published, access level 0), each with the
 * languages it is written in, in a stable order so chunks do not shift between requests. One grouped
 * query reads them all (at 100,000 prompts a per-chunk query with counts and OFFSET took seconds).
 */
import { asc, eq, sql } from "drizzle-orm";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import type { SitemapPrompt } from "../../lib/app-context.ts";
import type { Db } from "../../db/client.ts";
import { categories, prompts, promptTranslations } from "../../db/schema.ts";
import { sourcesOf } from "../catalog/localise.ts";
import { visibleTo } from "../catalog/prompt-list-repository.ts";
import { VISITOR } from "../catalog/viewer.ts";

/** Every visible prompt in id order, with the sitemap languages it has a version for. */
export async function sitemapPrompts(db: Db): Promise<SitemapPrompt[]> {
  const rows = await db
    .select({ code: prompts.code, updatedAt: prompts.updatedAt, lans: sql<string[]>`array_agg(${promptTranslations.lan})` })
    .from(prompts)
    .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
    .where(visibleTo(VISITOR))
    .groupBy(prompts.id)
    .orderBy(asc(prompts.id));
  const shared = new Map<string, readonly Language[]>();
  return rows.map((row) => ({ code: row.code, updatedAtMs: new Date(row.updatedAt).getTime(), languages: sharedLanguagesOf(row.lans, shared) }));
}

/** The sitemap languages of a prompt's stored versions, as the one array `shared` holds for that set. */
function sharedLanguagesOf(stored: string[], shared: Map<string, readonly Language[]>): readonly Language[] {
  const languages = LANGUAGES.filter((lang) => sourcesOf(lang).some((source) => stored.includes(source)));
  const key = languages.join();
  const kept = shared.get(key);
  if (kept) return kept;
  shared.set(key, languages);
  return languages;
}

export async function categoryCodes(db: Db): Promise<Array<{ code: string; updatedAt: Date }>> {
  const rows = await db.select({ code: categories.code, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((row) => ({ code: row.code, updatedAt: new Date(row.updatedAt) }));
}
