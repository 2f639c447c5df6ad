/**
 * Prepared statements made once per database handle and shape. drizzle turns a statement's pieces
 * into SQL text each time it is built, which took about a sixth of a detail miss's CPU, twice what
 * the database client took (docs/benchmarks/cold-path.md); a statement prepared once runs with
 * values for its placeholders (`sql.placeholder`). A shape names whatever changes the text rather
 * than a value (a reader's level, a visitor); everything else must be a placeholder, or every run
 * would reuse the first run's value.
 */
import type { Db } from "./client.ts";

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
