/**
 * The prompts a dump lists: those a visitor may open, oldest first by id, so a page keeps its
 * prompts while new ones are added at the end and a reader paging through sees each once.
 */
import { asc, gt, sql, and } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prompts } from "../../db/schema.ts";
import { visibleTo } from "../catalog/prompt-list-repository.ts";
import { promptColumns, type PromptRow } from "../../db/prompt-row.ts";
import { VISITOR } from "../catalog/viewer.ts";

export async function countPublicPrompts(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(prompts)
    .where(visibleTo(VISITOR));
  return row?.count ?? 0;
}

/** One page of a paged dump. */
export async function publicPromptPage(db: Db, offset: number, limit: number): Promise<PromptRow[]> {
  return db.select(promptColumns).from(prompts).where(visibleTo(VISITOR)).orderBy(asc(prompts.id)).offset(offset).limit(limit);
}

/** The next batch of a whole-catalogue export: after the last id read, so a deep batch costs what the first does. */
export async function publicPromptsAfter(db: Db, afterId: number, limit: number): Promise<PromptRow[]> {
  return db
    .select(promptColumns)
    .from(prompts)
    .where(and(visibleTo(VISITOR), gt(prompts.id, afterId)))
    .orderBy(asc(prompts.id))
    .limit(limit);
}
