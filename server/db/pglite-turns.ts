/**
 * PGlite that gives the event loop a turn before each statement or transaction.
 *
 * PGlite runs a statement synchronously on the main thread, and the statements queued on its one
 * connection follow each other in promise callbacks, so a queue of fifty misses ran as one long
 * stretch of the event loop. libuv accepts one new connection per turn of the loop, so during a
 * burst of misses a new connection waited seconds for its first answer (docs/decisions/037-cold-path.md).
 * Starting each exclusive section in a `setImmediate` lets accepts, reads and cached replies in
 * between every two statements.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

class TurnTakingPGlite extends PGlite {
  // Every query, exec and transaction of PGlite's public API runs through this one lock.
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }
}

/** PGlite.create with turns; PGlite.create itself always builds a plain PGlite. */
export async function createTurnTakingPGlite(options: PGliteOptions): Promise<PGlite> {
  const client = new TurnTakingPGlite(options);
  await client.waitReady;
  return client;
}
