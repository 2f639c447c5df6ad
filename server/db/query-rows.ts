/** The rows of a raw SQL statement on either engine. */
import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** drizzle's execute returns `{ rows }` on PGlite and an array on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
