/**
 * PGlite keeps the plans of statements it sees again, as PostgreSQL does for ours (postgres.js
 * prepares every query). PGlite's own query() parses every statement unnamed, so it is planned
 * afresh each time, and planning was most of a detail miss: 2.8–2.9 ms a statement against
 * 1.1 ms with its plan kept (docs/benchmarks/cold-path.md). A statement seen a second time is
 * PREPAREd under a name and then run by EXECUTE, its values written as escape-string literals (EXECUTE
 * takes no bound parameters). Written here because PGlite has no named statements in its API.
 */
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** Kept plans at most, the least recently run dropped first: each holds memory in PGlite's heap, which never shrinks. */
const MAX_PREPARED = 200;
/** Statements PREPARE accepts; others (SET, CHECKPOINT, …) run as they are. */
const PREPARABLE = /^\s*(select|with|insert|update|delete|values)\b/i;

type Serialize = (value: unknown) => string;
type Prepared = { name: string; serializers: Array<Serialize | undefined> };
type Run = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/**
 * A value as an SQL literal, in the text form PGlite's query() would have sent it in: an escape
 * string (E'…', backslashes and quotes doubled), which means the same whatever
 * standard_conforming_strings says. A NUL cannot be in a query's text, so such a value is not
 * written (undefined).
 */
function literal(value: unknown, serialize: Serialize | undefined): string | undefined {
  if (value === null || value === undefined) return "NULL";
  const text = serialize ? serialize(value) : String(value);
  return text.includes("\0") ? undefined : `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/**
 * Errors after which a kept statement must go and the statement run as it is, as postgres.js
 * does: it was dropped, or a schema change altered what its plan returns or takes.
 */
const STALE_CODES = new Set(["26000"]);
const STALE_ROUTINES = new Set(["FetchPreparedStatement", "RevalidateCachedQuery", "transformAssignedExpr"]);
export const isStalePlan = (error: unknown) => {
  const { code, routine } = error as { code?: string; routine?: string };
  return (code !== undefined && STALE_CODES.has(code)) || (routine !== undefined && STALE_ROUTINES.has(routine));
};

/** `run` is PGlite's own query(), which the cache's PREPARE, DEALLOCATE and the caller's EXECUTE go through. */
export function createPreparedStatements(client: PGlite, run: Run, capacity = MAX_PREPARED) {
  /** Statements run once so far (preparing a one-off would cost more than it saves). */
  const seen = new Set<string>();
  /** By statement text, in order of last use; null: PREPARE refused it, so it runs as it is. */
  const prepared = new Map<string, Promise<Prepared | null>>();
  let next = 0;

  async function prepare(text: string): Promise<Prepared | null> {
    const name = `pp_statement_${next++}`;
    try {
      const { queryParams } = await client.describeQuery(text);
      await run(`prepare ${name} as ${text}`);
      return { name, serializers: queryParams.map((param) => param.serializer) };
    } catch {
      return null;
    }
  }

  async function forget(text: string, entry: Promise<Prepared | null>) {
    prepared.delete(text);
    const statement = await entry;
    if (statement) await run(`deallocate ${statement.name}`).catch(() => {});
  }

  /** The statement's plan, kept: from its second run on, once PREPARE has taken it. */
  async function statementFor(text: string): Promise<Prepared | null> {
    let entry = prepared.get(text);
    if (entry) {
      // Most recently used last, so the first in the map is the one to drop.
      prepared.delete(text);
      prepared.set(text, entry);
      return entry;
    }
    if (!seen.has(text)) {
      if (seen.size >= capacity * 2) seen.clear();
      seen.add(text);
      return null;
    }
    seen.delete(text);
    entry = prepare(text);
    prepared.set(text, entry);
    if (prepared.size > capacity) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      await forget(oldestText, oldest);
    }
    return entry;
  }

  return {
    /** The EXECUTE that runs `text` with `params` on its kept plan, or undefined to run it as it is. */
    async executeFor(text: string, params: unknown[] = []): Promise<string | undefined> {
      if (!PREPARABLE.test(text)) return undefined;
      const statement = await statementFor(text);
      if (!statement) return undefined;
      const values: string[] = [];
      for (const [i, value] of params.entries()) {
        const written = literal(value, statement.serializers[i]);
        if (written === undefined) return undefined;
        values.push(written);
      }
      return values.length === 0 ? `execute ${statement.name}` : `execute ${statement.name}(${values.join(", ")})`;
    },
    /** Drops `text`'s kept statement (isStalePlan), so its next runs start over. */
    async forget(text: string) {
      const entry = prepared.get(text);
      if (entry) await forget(text, entry);
    },
  };
}
