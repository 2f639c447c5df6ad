/**
 * Hints for the generators: values the database holds (so generated requests reach real rows)
 * and every object schema the contract exports (so a route whose body is an untyped record, checked
 * later by role, still receives bodies shaped like the real thing). Both are read at run time, so
 * new contract schemas and new data are used without editing this file.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import { categories, markGroups, prompts, users } from "../../db/schema.ts";
import type { TestApp } from "../../test/harness.test-support.ts";
import { defOf, type Hints } from "./zod-arbitrary.test-support.ts";

const CONTRACT_DIR = path.resolve("contract");

const isZodObject = (value: unknown): value is z.ZodType =>
  typeof value === "object" &&
  value !== null &&
  "_zod" in value &&
  typeof (value as { safeParse?: unknown }).safeParse === "function" &&
  defOf(value as z.ZodType).type === "object";

export async function contractObjectSchemas(): Promise<Array<{ name: string; schema: z.ZodType }>> {
  const files = fs.readdirSync(CONTRACT_DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const schemas: Array<{ name: string; schema: z.ZodType }> = [];
  for (const file of files) {
    const exported = (await import(pathToFileURL(path.join(CONTRACT_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) if (isZodObject(value)) schemas.push({ name, schema: value });
  }
  return schemas;
}

const words = (text: string) =>
  new Set(
    text
      .split(/(?=[A-Z])|[^A-Za-z]+/)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length > 2),
  );

/**
 * The contract's object schemas for a route whose body is an untyped record, the likeliest first:
 * those whose export names share the most words with the path (AdminUpdatePromptBodySchema for
 * /admin/api/updatePrompt).
 */
export function schemasFor(hints: Hints, url: string): z.ZodType[] {
  const route = words(url);
  const score = (name: string) => [...words(name)].filter((w) => route.has(w)).length;
  return [...(hints.named ?? hints.objectSchemas.map((schema) => ({ name: "", schema })))].sort((a, b) => score(b.name) - score(a.name)).map((n) => n.schema);
}

export async function databaseHints(t: TestApp): Promise<Hints> {
  const db = t.database.db;
  const [promptRows, categoryRows, groupRows, userRows] = await Promise.all([
    db.select({ id: prompts.id, code: prompts.code }).from(prompts).limit(20),
    db.select({ id: categories.id, code: categories.code }).from(categories).limit(20),
    db.select({ id: markGroups.id }).from(markGroups).limit(10),
    db.select({ id: users.id }).from(users).limit(10),
  ]);
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  const named = await contractObjectSchemas();
  return {
    strings: [...promptRows.map((r) => r.code), ...categoryRows.map((r) => r.code)],
    ids: [...new Set([...promptRows, ...categoryRows, ...groupRows, ...userRows].map((r) => r.id))],
    objectSchemas: named.map((n) => n.schema),
    named,
    // By field name, most specific first: categoryIds before the generic "id".
    byField: [
      { field: /categor/i, ids: ids(categoryRows), strings: categoryRows.map((r) => r.code) },
      { field: /mark|group/i, ids: ids(groupRows), strings: [] },
      { field: /user/i, ids: ids(userRows), strings: [] },
      { field: /prompt|code|^id$/i, ids: ids(promptRows), strings: promptRows.map((r) => r.code) },
    ],
  };
}
