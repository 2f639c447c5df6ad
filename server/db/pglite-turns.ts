/**
 * PGlite that gives the event loop a turn before each statement or transaction, and keeps the
 * plans of the statements it runs again (pglite-prepared.ts).
 *
 * PGlite runs a statement synchronously on the main thread, and the statements queued on its one
 * connection follow each other in promise callbacks, so a queue of fifty misses ran as one long
 * stretch of the event loop. libuv accepts one new connection per turn of the loop, so during a
 * burst of misses a new connection waited seconds for its first answer (docs/decisions/037-cold-path.md).
 * Starting each exclusive section in a `setImmediate` lets accepts, reads and cached replies in
 * between every two statements.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, type PGliteOptions, type QueryOptions, type Results } from "@electric-sql/pglite";
import { createPreparedStatements, isStalePlan } from "./pglite-prepared.ts";

class TurnTakingPGlite extends PGlite {
  // Its PREPARE, DEALLOCATE and EXECUTE go through PGlite's own query(), not the override below.
  private readonly statements = createPreparedStatements(this, <T>(query: string, params?: unknown[], options?: QueryOptions) =>
    super.query<T>(query, params, options),
  );

  // Every query, exec and transaction of PGlite's public API runs through this one lock.
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }

  // A transaction's statements (tx.query) do not come here: they run as they are.
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const plain = options?.serializers || options?.paramTypes || options?.blob;
    const execute = plain ? undefined : await this.statements.executeFor(query, params);
    if (execute === undefined) return super.query<T>(query, params, options);
    try {
      return await super.query<T>(execute, [], options);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await this.statements.forget(query);
      return super.query<T>(query, params, options);
    }
  }
}

/** PGlite.create with turns and kept plans; PGlite.create itself always builds a plain PGlite. */
export async function createTurnTakingPGlite(options: PGliteOptions): Promise<PGlite> {
  const client = new TurnTakingPGlite(options);
  await client.waitReady;
  return client;
}
