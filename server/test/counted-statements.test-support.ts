/** A second drizzle handle on a test database's own connection that counts the statements sent through it. */
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import type { Db, Database } from "../db/client.ts";
import * as schema from "../db/schema.ts";

export function countingDb(database: Database): { db: Db; statements(): number } {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.engine === "pglite"
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePostgres(client as Sql, { schema, logger }) as unknown as Db);
  return { db, statements: () => statements };
}
