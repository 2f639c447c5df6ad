/**
 * oncePerHandle prepares a statement once per database handle and shape, and the statement fills
 * its placeholders with each run's own values, on both engines.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../test/databases.test-support.ts";
import { oncePerHandle } from "./once-per-handle.ts";

describe.each(engines())("a statement prepared once on %s", (engine) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(engine), createTestDatabase(engine)]);
  });
  afterAll(async () => {
    await Promise.all([first.drop(), second.drop()]);
  });

  const made: string[] = [];
  const doubled = oncePerHandle((db, { plusOne }: { plusOne: boolean }) => {
    made.push(String(plusOne));
    return db
      .select({ n: sql<number>`(${sql.placeholder("n")}::int * 2${plusOne ? sql` + 1` : sql``})`.mapWith(Number) })
      .from(sql`(select 1) one`)
      .prepare("doubled");
  });

  it("prepares each shape once per database and runs it with each call's values", async () => {
    expect(await doubled(first.db, { plusOne: false }).execute({ n: 2 })).toEqual([{ n: 4 }]);
    expect(await doubled(first.db, { plusOne: false }).execute({ n: 5 })).toEqual([{ n: 10 }]);
    expect(await doubled(first.db, { plusOne: true }).execute({ n: 5 })).toEqual([{ n: 11 }]);
    expect(await doubled(second.db, { plusOne: false }).execute({ n: 7 })).toEqual([{ n: 14 }]);
    expect(made).toEqual(["false", "true", "false"]);
  });

  it("refuses a run without a value for a placeholder instead of sending a stale one", async () => {
    await expect(doubled(first.db, { plusOne: false }).execute({})).rejects.toThrow(/placeholder/i);
  });
});
