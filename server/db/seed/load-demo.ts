/**
 * Loads the demo catalogue into an empty database: categories, demo users, prompts in three
 * languages, ratings, groups and two weeks of daily counters (so the trends have something to say).
 */
import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import * as t from "../schema.ts";
import { hotScore } from "../popularity.ts";
import * as search from "../../modules/search/index.ts";
import { readDemoCatalogue, type DemoPrompt } from "./demo-data.ts";

const DAY_MS = 86_400_000;

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.categories);
  return row?.n === 0;
}

function averageScore(prompt: DemoPrompt) {
  if (prompt.ratings.length === 0) return 0;
  return prompt.ratings.reduce((sum, r) => sum + r.score, 0) / prompt.ratings.length;
}

/** Two weeks of history per prompt; each category grows at its own pace, week over week. */
function dailyCounters(promptId: number, prompt: DemoPrompt, categoryIndex: number, now: Date) {
  const growth = 0.7 + ((categoryIndex * 37) % 9) * 0.1;
  const base = Math.max(1, Math.round(prompt.stats.clickCnt / 120));
  return Array.from({ length: 14 }, (_, i) => {
    const daysAgo = 13 - i;
    const thisWeek = daysAgo < 7;
    const clicks = Math.round(base * (thisWeek ? growth : 1) * (1 + ((promptId + i) % 3) * 0.1));
    return {
      promptId,
      day: new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10),
      clicks,
      copies: Math.round(clicks * (prompt.stats.copyCnt / Math.max(1, prompt.stats.clickCnt))),
      shares: Math.round(clicks / 20),
      marks: Math.round(clicks / 15),
    };
  });
}

export async function loadDemoCatalogue(db: Db, now: Date = new Date()) {
  const demo = readDemoCatalogue();
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of demo.categories) {
      const [row] = await tx
        .insert(t.categories)
        .values({
          code: category.code,
          img: category.img,
          sort: category.sort,
          tags: category.tags,
          lan: "zh-CN",
          createdAt: new Date(now.getTime() - (60 - category.sort * 4) * DAY_MS),
        })
        .returning({ id: t.categories.id });
      categoryIds.set(category.code, row!.id);
      await tx
        .insert(t.categoryTranslations)
        .values(Object.entries(category.i18n).map(([lan, v]) => ({ categoryId: row!.id, lan, name: v.name, intro: v.intro })));
    }

    const userIds = new Map<string, number>();
    for (const user of demo.users) {
      const [row] = await tx
        .insert(t.users)
        .values({ loginName: user.loginName, nickName: user.nickName, email: user.email, emailVerifiedAt: now, avatar: user.avatar, passwordHash: null })
        .returning({ id: t.users.id });
      userIds.set(user.loginName, row!.id);
    }
    const authors = [...userIds.values()];

    const promptIds = new Map<string, number>();
    for (const [index, prompt] of demo.prompts.entries()) {
      const versions = Object.values(prompt.i18n);
      const rateCnt = prompt.ratings.length;
      const createdAt = new Date(now.getTime() - prompt.createdDaysAgo * DAY_MS - index * 60_000);
      const counters = { ...prompt.stats, rateCnt };
      const [row] = await tx
        .insert(t.prompts)
        .values({
          code: prompt.code,
          authorId: authors[index % authors.length] ?? null,
          vipLevel: prompt.vipLevel,
          lan: prompt.lan,
          source: prompt.source,
          ...counters,
          score: averageScore(prompt),
          hot: hotScore(counters),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.prompts.id });
      const promptId = row!.id;
      await search.index(tx, promptId, versions);
      promptIds.set(prompt.code, promptId);
      await tx
        .insert(t.promptTranslations)
        .values(Object.entries(prompt.i18n).map(([lan, v]) => ({ promptId, lan, ...v, machine: false, updatedAt: createdAt })));
      await tx.insert(t.promptCategories).values(
        prompt.categories.map((code) => {
          const categoryId = categoryIds.get(code);
          if (!categoryId) throw new Error(`Demo prompt ${prompt.code} names unknown category ${code}`);
          return { promptId, categoryId };
        }),
      );
      for (const [i, rating] of prompt.ratings.entries()) {
        const userId = userIds.get(rating.user);
        if (!userId) throw new Error(`Demo rating on ${prompt.code} names unknown user ${rating.user}`);
        const ratedAt = new Date(createdAt.getTime() + ((i + 1) * DAY_MS) / 2);
        await tx.insert(t.ratings).values({ promptId, userId, score: rating.score, content: rating.content, createdAt: ratedAt, updatedAt: ratedAt });
      }
      const categoryIndex = demo.categories.findIndex((c) => c.code === prompt.categories[0]);
      await tx.insert(t.promptDailyCounters).values(dailyCounters(promptId, prompt, categoryIndex, now));
    }

    for (const group of demo.groups) {
      const [row] = await tx
        .insert(t.markGroups)
        .values({ title: group.title, titles: group.titles, recommend: group.recommend })
        .returning({ id: t.markGroups.id });
      await tx.insert(t.markGroupPrompts).values(
        group.prompts.map((code, position) => {
          const promptId = promptIds.get(code);
          if (!promptId) throw new Error(`Demo group ${group.title} names unknown prompt ${code}`);
          return { markId: row!.id, promptId, position };
        }),
      );
    }
  });
  return { categories: demo.categories.length, prompts: demo.prompts.length, groups: demo.groups.length };
}
