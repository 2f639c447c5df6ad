/**
 * SQL of the language versions the queue reads and writes. A machine version is written with one
 * statement whose conflict clause only replaces another machine version: a person's version
 * (machine = false) is never overwritten, whatever happened between reading and writing.
 */
import { eq, sql } from "drizzle-orm";
import type { DemoExample } from "../../../contract/catalog.ts";
import { categories, categoryTranslations, prompts } from "../../db/schema.ts";
import { conversionStamp } from "../../lib/chinese/phrases.ts";
import { loadStoredVersions, upsertVersions } from "../prompts/repository.ts";
import * as search from "../search/index.ts";
import type { Tx } from "./job-repository.ts";

export type PromptText = { title: string; prompt: string; description: string; tips: string; demo: DemoExample[] };
export type CategoryText = { name: string; intro: string };
export type Versioned<T> = T & { lan: string; machine: boolean };

/** What the queue needs to know about a prompt or category: source language, versions, and whether to skip it. */
export type Subject<T> = { id: number; lan: string; skip: boolean; versions: Array<Versioned<T>> };

export async function loadPromptSubject(db: Tx, id: number): Promise<Subject<PromptText> | undefined> {
  const [row] = await db
    .select({ id: prompts.id, lan: prompts.lan, ignoreTrans: prompts.ignoreTrans, status: prompts.status })
    .from(prompts)
    .where(eq(prompts.id, id))
    .limit(1);
  if (!row) return undefined;
  const versions = await loadStoredVersions(db, id);
  // Drafts and pending prompts wait for review (translated once published); do-not-translate prompts keep their source only.
  return { id: row.id, lan: row.lan, skip: row.ignoreTrans || row.status === "draft" || row.status === "pending", versions };
}

export async function loadCategorySubject(db: Tx, id: number): Promise<Subject<CategoryText> | undefined> {
  const [row] = await db.select({ id: categories.id, lan: categories.lan }).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) return undefined;
  const versions = await db
    .select({ lan: categoryTranslations.lan, machine: categoryTranslations.machine, name: categoryTranslations.name, intro: categoryTranslations.intro })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, id));
  return { id: row.id, lan: row.lan, skip: false, versions };
}

/**
 * Inserts or replaces machine versions (a person's version in that language stays as it is), then
 * the search columns, so the new versions are searchable. The prompt row is locked first, as an
 * edit (lockPrompt) or a deletion takes it before the versions: taken after them, when the search
 * row writes the prompt's title signature, an edit deleting a version this job had just written
 * deadlocked with it.
 */
export async function writePromptMachineVersions(tx: Tx, promptId: number, writes: ReadonlyArray<readonly [string, PromptText]>, at: Date) {
  await tx.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId)).for("no key update");
  await upsertVersions(
    tx,
    promptId,
    writes.map(([lan, text]) => ({ lan, ...text, machine: true })),
    at,
  );
  await search.index(tx, promptId, await loadStoredVersions(tx, promptId));
}

export async function writeCategoryMachineVersion(tx: Tx, categoryId: number, lan: string, text: CategoryText) {
  await tx
    .insert(categoryTranslations)
    .values({ categoryId, lan, ...text, machine: true, convertedWith: conversionStamp(lan, true) })
    .onConflictDoUpdate({
      target: [categoryTranslations.categoryId, categoryTranslations.lan],
      set: { name: sql`excluded.name`, intro: sql`excluded.intro`, convertedWith: sql`excluded.converted_with` },
      setWhere: sql`${categoryTranslations.machine} = true`,
    });
}
