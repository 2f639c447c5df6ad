/** SQL of "export my data" (decision 032): every row the site keeps about one account, with prompt codes rather than ids. */
import { alias } from "drizzle-orm/pg-core";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, favourites, promptCategories, prompts, promptTranslations, ratings, reports, uploads, viewHistory } from "../../db/schema.ts";

const original = alias(prompts, "original");

export async function ownPrompts(db: Db, userId: number) {
  return db
    .select({
      id: prompts.id,
      code: prompts.code,
      status: prompts.status,
      vipLevel: prompts.vipLevel,
      lan: prompts.lan,
      source: prompts.source,
      basedOn: original.code,
      createdAt: prompts.createdAt,
      updatedAt: prompts.updatedAt,
    })
    .from(prompts)
    .leftJoin(original, eq(original.id, prompts.basedOnId))
    .where(eq(prompts.authorId, userId))
    .orderBy(asc(prompts.id));
}

/** Every stored language version of the given prompts. */
export async function versionsOf(db: Db, promptIds: number[]) {
  if (promptIds.length === 0) return [];
  return db
    .select()
    .from(promptTranslations)
    .where(inArray(promptTranslations.promptId, promptIds))
    .orderBy(asc(promptTranslations.promptId), asc(promptTranslations.lan));
}

export async function categoryCodesOf(db: Db, promptIds: number[]) {
  if (promptIds.length === 0) return [];
  return db
    .select({ promptId: promptCategories.promptId, code: categories.code })
    .from(promptCategories)
    .innerJoin(categories, eq(categories.id, promptCategories.categoryId))
    .where(inArray(promptCategories.promptId, promptIds));
}

export async function ownRatings(db: Db, userId: number) {
  return db
    .select({
      prompt: prompts.code,
      score: ratings.score,
      content: ratings.content,
      status: ratings.status,
      createdAt: ratings.createdAt,
      updatedAt: ratings.updatedAt,
    })
    .from(ratings)
    .innerJoin(prompts, eq(prompts.id, ratings.promptId))
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.id));
}

export async function ownFavourites(db: Db, userId: number) {
  return db
    .select({ prompt: prompts.code, createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(prompts, eq(prompts.id, favourites.promptId))
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
}

export async function ownHistory(db: Db, userId: number) {
  return db
    .select({ prompt: prompts.code, viewedAt: viewHistory.viewedAt })
    .from(viewHistory)
    .innerJoin(prompts, eq(prompts.id, viewHistory.promptId))
    .where(eq(viewHistory.userId, userId))
    .orderBy(asc(viewHistory.viewedAt));
}

export async function ownUploads(db: Db, userId: number) {
  return db
    .select({ file: uploads.fileName, mime: uploads.mime, size: uploads.size, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.ownerId, userId))
    .orderBy(asc(uploads.id));
}

/** Reports the account filed (its own words); who reported is otherwise for administrators only. */
export async function ownReports(db: Db, userId: number) {
  return db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.id));
}
