/**
 * builtOnce turns a statement into text once per database handle and shape, and fills its
 * placeholders with each run's own values, on both engines.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../test/databases.test-support.ts";
import { builtOnce } from "./built-once.ts";

describe.each(engines())("a statement built once on %s", (engine) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(engine), createTestDatabase(engine)]);
  });
  afterAll(async () => {
    await Promise.all([first.drop(), second.drop()]);
  });

  const built: string[] = [];
  const doubled = builtOnce<{ plusOne: boolean }, { n: number }>(({ plusOne }) => {
    built.push(String(plusOne));
    return sql`select (${sql.placeholder("n")}::int * 2${plusOne ? sql` + 1` : sql``}) as n`;
  });

  it("builds each shape once per database and runs it with each call's values", async () => {
    expect(await doubled(first.db, { plusOne: false }, { n: 2 })).toEqual([{ n: 4 }]);
    expect(await doubled(first.db, { plusOne: false }, { n: 5 })).toEqual([{ n: 10 }]);
    expect(await doubled(first.db, { plusOne: true }, { n: 5 })).toEqual([{ n: 11 }]);
    expect(await doubled(second.db, { plusOne: false }, { n: 7 })).toEqual([{ n: 14 }]);
    expect(built).toEqual(["false", "true", "false"]);
  });

  it("refuses a run without a value for a placeholder instead of sending a stale one", async () => {
    await expect(doubled(first.db, { plusOne: false }, {})).rejects.toThrow(/placeholder/i);
  });
});
