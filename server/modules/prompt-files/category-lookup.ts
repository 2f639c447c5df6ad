/** A file's category names or codes as category ids: by code, or by name in any language, ignoring case. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, categoryTranslations } from "../../db/schema.ts";
import { toSimplified } from "../../lib/chinese/script.ts";

const key = (name: string) => toSimplified(name.normalize("NFKC").trim().toLowerCase());

export async function categoryLookup(db: Db): Promise<(nameOrCode: string) => number | undefined> {
  const rows = await db
    .select({ id: categories.id, code: categories.code, name: categoryTranslations.name })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id));
  const ids = new Map<string, number>();
  for (const row of rows) {
    ids.set(key(row.code), row.id);
    if (row.name) ids.set(key(row.name), row.id);
  }
  return (nameOrCode) => ids.get(key(nameOrCode));
}
