import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/databases.test-support.ts";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** Counts the turns of the event loop (its check phases) until `work` settles. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  try {
    await work();
  } finally {
    counting = false;
  }
  return turns;
}

describe("PGlite under a burst of statements", () => {
  it("runs each queued statement in its own turn of the event loop, so connections are accepted in between", async () => {
    database = await createTestDatabase("pglite");
    const { db } = database;
    const burst = 30;
    const turns = await turnsDuring(() => Promise.all(Array.from({ length: burst }, (_, k) => db.execute(sql`select ${k}::int as k`))));
    // A plain PGlite ran all 30 in the promise callbacks of one stretch of the loop (0 turns counted).
    expect(turns).toBeGreaterThanOrEqual(burst);
  });
});
