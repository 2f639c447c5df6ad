/**
 * What the sitemaps list: the prompts a visitor may open (published, access level 0), each with the
 * languages it is written in, in a stable order so chunks do not shift between requests.
 */
import { and, asc, inArray, sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { categories, prompts, promptTranslations } from "../../db/schema.ts";
import { visibleTo } from "../catalog/prompt-list-repository.ts";

const VISITOR = { userId: null, level: 0 };

/** Stored versions that give the page of `lang` its own text: the two Chinese scripts convert into each other. */
const SOURCE_LANGUAGES: Record<Language, Language[]> = { "zh-CN": ["zh-CN", "zh-TW"], "zh-TW": ["zh-CN", "zh-TW"], en: ["en"] };

function hasVersionIn(lang: Language): SQL {
  return sql`exists (select 1 from ${promptTranslations} where ${promptTranslations.promptId} = ${prompts.id} and ${inArray(promptTranslations.lan, SOURCE_LANGUAGES[lang])})`;
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

function languagesOf(stored: string[]): Language[] {
  const langs: Language[] = [];
  if (stored.some((l) => l === "zh-CN" || l === "zh-TW")) langs.push("zh-CN", "zh-TW");
  if (stored.includes("en")) langs.push("en");
  return langs;
}

export async function categoryCodes(db: Db): Promise<Array<{ code: string; updatedAt: Date }>> {
  const rows = await db.select({ code: categories.code, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((row) => ({ code: row.code, updatedAt: new Date(row.updatedAt) }));
}
