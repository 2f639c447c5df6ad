/** SQL of the console's categories: rows with every language version, writes, and prompt counts. */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { categories, categoryTranslations, promptCategories } from "../../db/schema.ts";
import { conversionStamp } from "../../lib/chinese/phrases.ts";
import type { StoredVersion } from "./category-versions.ts";

/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type CategoryRecord = {
  id: number;
  code: string;
  img: string;
  tags: string[];
  sort: number;
  lan: string;
  versions: Map<Language, StoredVersion>;
};

export type CategoryValues = { code: string; img: string; tags: string[]; sort: number; lan: Language };

const columns = { id: categories.id, code: categories.code, img: categories.img, tags: categories.tags, sort: categories.sort, lan: categories.lan };

async function attachVersions(db: Tx, rows: Array<Omit<CategoryRecord, "versions">>): Promise<CategoryRecord[]> {
  const byId = new Map(rows.map((row) => [row.id, { ...row, versions: new Map<Language, StoredVersion>() }]));
  if (byId.size === 0) return [];
  const versions = await db
    .select({
      categoryId: categoryTranslations.categoryId,
      lan: categoryTranslations.lan,
      name: categoryTranslations.name,
      intro: categoryTranslations.intro,
      machine: categoryTranslations.machine,
    })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.categoryId, [...byId.keys()]));
  for (const { categoryId, lan, ...version } of versions) byId.get(categoryId)?.versions.set(lan as Language, version);
  return [...byId.values()];
}

export async function listCategoryRecords(db: Db): Promise<CategoryRecord[]> {
  return attachVersions(db, await db.select(columns).from(categories).orderBy(asc(categories.sort), asc(categories.id)));
}

/** With `forUpdate`, the row stays locked until the transaction ends (prompts cannot join it meanwhile). */
export async function findCategoryRecord(db: Tx, id: number, forUpdate = false): Promise<CategoryRecord | undefined> {
  const query = db.select(columns).from(categories).where(eq(categories.id, id));
  const rows = forUpdate ? await query.for("update") : await query;
  return (await attachVersions(db, rows))[0];
}

export async function isCodeTaken(db: Tx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId === undefined ? eq(categories.code, code) : and(eq(categories.code, code), ne(categories.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** undefined when the code was taken meanwhile. */
export async function insertCategory(db: Tx, values: CategoryValues, now: Date): Promise<number | undefined> {
  const [row] = await db
    .insert(categories)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: categories.code })
    .returning({ id: categories.id });
  return row?.id;
}

export async function updateCategoryRow(db: Tx, id: number, values: CategoryValues, now: Date): Promise<void> {
  await db
    .update(categories)
    .set({ ...values, updatedAt: now })
    .where(eq(categories.id, id));
}

/** The versions are few (one per language): replacing them all keeps the write obvious. */
export async function replaceVersions(db: Tx, categoryId: number, versions: ReadonlyMap<Language, StoredVersion>): Promise<void> {
  await db.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId));
  if (versions.size === 0) return;
  await db
    .insert(categoryTranslations)
    .values(
      [...versions].map(([lan, v]) => ({ categoryId, lan, name: v.name, intro: v.intro, machine: v.machine, convertedWith: conversionStamp(lan, v.machine) })),
    );
}

/** Prompts per category whatever their status or access level: what deleting would touch. */
export async function promptCountsByCategory(db: Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: promptCategories.categoryId, cnt: sql<number>`count(*)::int` })
    .from(promptCategories)
    .groupBy(promptCategories.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.cnt]));
}

export async function promptCountOf(db: Tx, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promptCategories).where(eq(promptCategories.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteCategoryRow(db: Tx, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
