/** Categories with their names in every language, visible prompt counts, and weekly activity. */
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, categoryTranslations, markGroups, promptCategories, promptDailyCounters, prompts } from "../../db/schema.ts";
import { visibleTo } from "./prompt-list-repository.ts";
import type { Viewer } from "./viewer.ts";

export type CategoryRow = {
  id: number;
  code: string;
  img: string;
  tags: string[];
  sort: number;
  lan: string;
  createdAt: Date;
  names: Map<string, { name: string; intro: string }>;
};

export async function listCategoryRows(db: Db): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      code: categories.code,
      img: categories.img,
      tags: categories.tags,
      sort: categories.sort,
      lan: categories.lan,
      createdAt: categories.createdAt,
      nameLan: categoryTranslations.lan,
      name: categoryTranslations.name,
      intro: categoryTranslations.intro,
    })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .orderBy(asc(categories.sort), asc(categories.id));
  const byId = new Map<number, CategoryRow>();
  for (const { nameLan, name, intro, ...category } of rows) {
    const row = byId.get(category.id) ?? { ...category, names: new Map() };
    if (nameLan && name !== null) row.names.set(nameLan, { name, intro: intro ?? "" });
    byId.set(category.id, row);
  }
  return [...byId.values()];
}

export async function findCategoryIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, code)).limit(1);
  return row?.id;
}

/** Prompts per category that this viewer may see. */
export async function visibleCounts(db: Db, viewer: Viewer): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: promptCategories.categoryId, cnt: sql<number>`count(*)::int` })
    .from(promptCategories)
    .innerJoin(prompts, eq(prompts.id, promptCategories.promptId))
    .where(visibleTo(viewer))
    .groupBy(promptCategories.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.cnt]));
}

/** Activity (views + copies + favourites + shares) per category between two days, [from, to). */
export async function activityBetween(db: Db, viewer: Viewer, from: string, to: string): Promise<Map<number, number>> {
  const rows = await db
    .select({
      categoryId: promptCategories.categoryId,
      activity: sql<number>`coalesce(sum(${promptDailyCounters.clicks} + ${promptDailyCounters.copies} + ${promptDailyCounters.marks} + ${promptDailyCounters.shares}), 0)::int`,
    })
    .from(promptDailyCounters)
    .innerJoin(prompts, eq(prompts.id, promptDailyCounters.promptId))
    .innerJoin(promptCategories, eq(promptCategories.promptId, prompts.id))
    .where(and(visibleTo(viewer), gte(promptDailyCounters.day, from), lt(promptDailyCounters.day, to)))
    .groupBy(promptCategories.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.activity]));
}

/** The most popular visible prompts of each category (for the category cards). */
export async function samplePromptIds(db: Db, viewer: Viewer, categoryIds: number[], perCategory: number) {
  if (categoryIds.length === 0) return [];
  const ranked = db
    .select({
      categoryId: promptCategories.categoryId,
      promptId: prompts.id,
      code: prompts.code,
      lan: prompts.lan,
      rank: sql<number>`row_number() over (partition by ${promptCategories.categoryId} order by ${prompts.hot} desc, ${prompts.id} desc)`.as("rank"),
    })
    .from(promptCategories)
    .innerJoin(prompts, eq(prompts.id, promptCategories.promptId))
    .where(and(visibleTo(viewer), inArray(promptCategories.categoryId, categoryIds)))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCategory}`);
}

export async function recommendedGroups(db: Db) {
  return db
    .select({ markId: markGroups.id, title: markGroups.title, titles: markGroups.titles })
    .from(markGroups)
    .where(eq(markGroups.recommend, 1))
    .orderBy(desc(markGroups.id));
}
