/**
 * A raw statement that drizzle turns into SQL text once per database handle and shape, then runs
 * with values for its placeholders (`sql.placeholder`). Turning a large statement's pieces into
 * text took about a sixth of a detail miss's CPU, twice what the database client took
 * (docs/benchmarks/cold-path.md). A shape names whatever changes the text rather than a value (a
 * missing author, a visitor); everything else must be a placeholder, or every run would reuse the
 * first run's value.
 */
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { rowsOf } from "./query-rows.ts";

// The handles' own dialect is internal to drizzle; theirs has no settings either (client.ts sets no casing).
const dialect = new PgDialect();

/** `keyOf` names a shape: two shapes with one key must build the same text. */
export function builtOnce<Shape, Row>(keyOf: (shape: Shape) => string, build: (shape: Shape) => SQL) {
  const byDatabase = new WeakMap<Db, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
  return async function rows(db: Db, shape: Shape, values: Record<string, unknown>): Promise<Row[]> {
    let statements = byDatabase.get(db);
    if (!statements) byDatabase.set(db, (statements = new Map()));
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = db._.session.prepareQuery(dialect.sqlToQuery(build(shape)), undefined, undefined, false);
      statements.set(key, statement);
    }
    return rowsOf<Row>(await statement.execute(values));
  };
}
