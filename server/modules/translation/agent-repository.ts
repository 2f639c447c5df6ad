/** SQL of agent entry: the categories offered to the model, with their names in every language. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, categoryTranslations } from "../../db/schema.ts";
import type { AgentCategory } from "./agent-model.ts";

export async function agentCategories(db: Db): Promise<AgentCategory[]> {
  const rows = await db
    .select({ id: categories.id, code: categories.code, name: categoryTranslations.name })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .orderBy(asc(categories.sort), asc(categories.id), asc(categoryTranslations.lan));
  const byId = new Map<number, AgentCategory>();
  for (const row of rows) {
    const category = byId.get(row.id) ?? { id: row.id, code: row.code, names: [] };
    if (row.name && !category.names.includes(row.name)) category.names.push(row.name);
    byId.set(row.id, category);
  }
  return [...byId.values()];
}
