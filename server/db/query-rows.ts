/** The rows of a raw SQL statement on either engine. */
import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** drizzle's execute returns `{ rows }` on PGlite and an array on postgres.js. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
