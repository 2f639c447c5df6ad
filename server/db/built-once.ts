/**
 * Statements that drizzle turns into SQL text once per database handle and shape, then runs with
 * values for their placeholders (`sql.placeholder`). Turning a large statement's pieces into text
 * took about a sixth of a detail miss's CPU, twice what the database client took
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

/** What changes a statement's text: a few flat values, keyed by all of them so none can be left out. */
type Shape = Record<string, string | number | boolean>;

/** What `make` returns for a handle and shape, made once and kept while the handle lives. */
export function oncePerHandle<S extends Shape, Made>(make: (db: Db, shape: S) => Made) {
  const byDatabase = new WeakMap<Db, Map<string, Made>>();
  return function madeFor(db: Db, shape: S): Made {
    let made = byDatabase.get(db);
    if (!made) byDatabase.set(db, (made = new Map()));
    const key = JSON.stringify(shape);
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = make(db, shape)));
    return found;
  };
}

/** A raw statement built once per handle and shape; its rows as the driver returns them. */
export function builtOnce<S extends Shape, Row>(build: (shape: S) => SQL) {
  const statementFor = oncePerHandle<S, PgPreparedQuery<PreparedQueryConfig>>((db, shape) =>
    db._.session.prepareQuery(dialect.sqlToQuery(build(shape)), undefined, undefined, false),
  );
  return async function rows(db: Db, shape: S, values: Record<string, unknown>): Promise<Row[]> {
    return rowsOf<Row>(await statementFor(db, shape).execute(values));
  };
}
