/**
 * What the sitemaps list: the prompts a visitor may open (published, access level 0), each with the
 * languages it is written in, in a stable order so chunks do not shift between requests.
 */
import { and, asc, inArray, sql, type SQL } from "drizzle-orm";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { categories, prompts, promptTranslations } from "../../db/schema.ts";
import { sourcesOf } from "../catalog/localise.ts";
import { visibleTo } from "../catalog/prompt-list-repository.ts";
import { VISITOR } from "../catalog/viewer.ts";

function hasVersionIn(lang: Language): SQL {
  return sql`exists (select 1 from ${promptTranslations} where ${promptTranslations.promptId} = ${prompts.id} and ${inArray(promptTranslations.lan, sourcesOf(lang))})`;
}

export type SitemapPrompt = { code: string; updatedAt: Date; languages: Language[] };

export async function countPromptsIn(db: Db, lang: Language): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(prompts).where(and(visibleTo(VISITOR), hasVersionIn(lang)));
  return row?.count ?? 0;
}

export async function promptsIn(db: Db, lang: Language, offset: number, limit: number): Promise<SitemapPrompt[]> {
  const rows = await db
    .select({
      code: prompts.code,
      updatedAt: prompts.updatedAt,
      lans: sql<string[]>`(select array_agg(${promptTranslations.lan}) from ${promptTranslations} where ${promptTranslations.promptId} = ${prompts.id})`,
    })
    .from(prompts)
    .where(and(visibleTo(VISITOR), hasVersionIn(lang)))
    .orderBy(asc(prompts.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ code: row.code, updatedAt: new Date(row.updatedAt), languages: languagesOf(row.lans ?? []) }));
}

const languagesOf = (stored: string[]): Language[] => LANGUAGES.filter((lang) => sourcesOf(lang).some((source) => stored.includes(source)));

export async function categoryCodes(db: Db): Promise<Array<{ code: string; updatedAt: Date }>> {
  const rows = await db.select({ code: categories.code, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((row) => ({ code: row.code, updatedAt: new Date(row.updatedAt) }));
}
