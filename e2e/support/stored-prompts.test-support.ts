/**
 * What a stopped server left in its database, read directly (PGlite data folder or PostgreSQL
 * URL): every prompt code, and the prompts that are half-written (no version or no category),
 * which a prompt creation's single transaction must make impossible.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

export type StoredPrompts = { codes: Set<string>; halfWritten: string[] };

const QUERY = `
  select p.code,
    exists (select 1 from prompt_translations t where t.prompt_id = p.id) as has_versions,
    exists (select 1 from prompt_categories c where c.prompt_id = p.id) as has_categories
  from prompts p`;

type Row = { code: string; has_versions: boolean; has_categories: boolean };

function summarise(rows: Row[]): StoredPrompts {
  return {
    codes: new Set(rows.map((r) => r.code)),
    halfWritten: rows.filter((r) => !r.has_versions || !r.has_categories).map((r) => r.code),
  };
}

/** The data folder must not be in use (its server stopped). */
export async function storedInPglite(dataDir: string): Promise<StoredPrompts> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  try {
    return summarise((await client.query<Row>(QUERY)).rows);
  } finally {
    await client.close();
  }
}

export async function storedInPostgres(url: string): Promise<StoredPrompts> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return summarise(await sql.unsafe<Row[]>(QUERY));
  } finally {
    await sql.end({ timeout: 5 });
  }
}
