/**
 * PGlite keeps the plan of a statement it runs again (pglite-prepared.ts): PREPARE on its second
 * run, EXECUTE with the values written as literals after that. The values must come back exactly
 * as sent, whatever they hold, and the kept plans stay within their bound.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPreparedStatements } from "./pglite-prepared.ts";
import { createTurnTakingPGlite } from "./pglite-turns.ts";

type Kept = { statement: string; generic_plans: number; custom_plans: number };
/** The kept statements but this one, which is kept too once it has run twice. */
const kept = async (client: PGlite) =>
  (
    await client.query<Kept>(
      "select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement not like '%pg_prepared_statements%' order by statement",
    )
  ).rows;

describe("PGlite with kept plans", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await createTurnTakingPGlite({});
    await client.exec("create table probe (id int primary key, label text)");
    await client.query("insert into probe values (1, 'one'), (2, 'two')");
  });
  afterAll(() => client.close());

  const typed = "select $1::text as t, $2::int as n, $3::boolean as b, $4::timestamptz as at, $5::int[] as ids, $6::jsonb as j, $7::text as none";

  it("prepares a statement on its second run and runs it with each run's own values", async () => {
    const run = (n: number) => client.query(typed, [`value ${n}`, n, n % 2 === 0, new Date(Date.UTC(2026, 0, n)), [n, n + 1], JSON.stringify({ n }), null]);
    const first = await run(1);
    expect(await kept(client)).toEqual([]);
    const [second, third] = [await run(2), await run(3)];
    for (const [result, n] of [
      [first, 1],
      [second, 2],
      [third, 3],
    ] as const) {
      expect(result.rows).toEqual([{ t: `value ${n}`, n, b: n % 2 === 0, at: new Date(Date.UTC(2026, 0, n)), ids: [n, n + 1], j: { n }, none: null }]);
    }
    const plans = await kept(client);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.statement).toContain(typed);
    expect(plans[0]!.generic_plans + plans[0]!.custom_plans).toBe(2);
  });

  it("writes each value as a literal that means only itself", async () => {
    const values = ["'); drop table probe; --", "O'Reilly", "back\\slash", "\\x41", "'' doubled", "$1", "E'\\n'", "emoji 😀 和中文", ""];
    for (let round = 0; round < 2; round++) {
      for (const value of values) {
        const { rows } = await client.query<{ t: string; label: string }>("select $1::text as t, label from probe where id = $2", [value, 1]);
        expect(rows).toEqual([{ t: value, label: "one" }]);
      }
    }
    expect((await kept(client)).some((plan) => plan.statement.includes("from probe where id = $2"))).toBe(true);
    expect((await client.query("select count(*)::int as n from probe")).rows).toEqual([{ n: 2 }]);
  });

  it("answers a value it cannot write (a NUL) the way PGlite itself does", async () => {
    const text = "select $1::text as t";
    await client.query(text, ["plain"]);
    await client.query(text, ["plain"]);
    const refused = async (on: PGlite) => {
      try {
        await on.query(text, ["a\0b"]);
        return "accepted";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const plainClient = new PGlite();
    try {
      expect(await refused(client)).toBe(await refused(plainClient));
    } finally {
      await plainClient.close();
    }
  });

  it("drops a kept statement whose plan a schema change made stale and answers as PGlite itself would", async () => {
    await client.exec("create table widened (id int primary key, a text)");
    await client.query("insert into widened values (1, 'x')");
    const all = "select * from widened where id = $1";
    const insert = "insert into widened (id, a) values ($1, $2)";
    for (const id of [2, 3]) await client.query(insert, [id, `v${id}`]);
    for (let i = 0; i < 2; i++) expect((await client.query(all, [1])).rows).toEqual([{ id: 1, a: "x" }]);
    await client.exec("alter table widened add column b text; alter table widened alter column a type int using length(a)");
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, a: 1, b: null }]);
    expect((await client.query(all, [1])).rows).toEqual([{ id: 1, a: 1, b: null }]);
    await client.query(insert, [4, 7]);
    expect((await client.query(all, [4])).rows).toEqual([{ id: 4, a: 7, b: null }]);
  });

  it("runs statements PREPARE does not take as they are", async () => {
    await client.query("show timezone");
    await client.query("show timezone");
    expect((await kept(client)).some((plan) => plan.statement.includes("timezone"))).toBe(false);
  });
});

describe("the kept plans' literals", () => {
  it("mean only themselves when standard_conforming_strings is off too", async () => {
    const client = await createTurnTakingPGlite({});
    try {
      await client.exec("set standard_conforming_strings = off");
      const text = "select $1::text as a, $2::text as b";
      for (let i = 0; i < 3; i++) {
        expect((await client.query(text, ["\\", ", current_user) --"])).rows).toEqual([{ a: "\\", b: ", current_user) --" }]);
      }
      expect((await kept(client)).some((plan) => plan.statement.includes(text))).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe("the kept plans' bound", () => {
  it("drops the least recently run statement past its capacity", async () => {
    const client = new PGlite();
    try {
      const cache = createPreparedStatements(client, client.query.bind(client), 2);
      const run = async (text: string) => {
        const execute = await cache.executeFor(text, [1]);
        return client.query(execute ?? text, execute ? [] : [1]);
      };
      const [a, b, c] = ["select $1::int as a", "select $1::int as b", "select $1::int as c"];
      for (const text of [a, a, b, b, a, c, c]) expect((await run(text)).rows).toHaveLength(1);
      const statements = (await kept(client)).map((plan) => plan.statement);
      expect(statements).toHaveLength(2);
      expect(statements.some((s) => s.endsWith(a))).toBe(true);
      expect(statements.some((s) => s.endsWith(c))).toBe(true);
    } finally {
      await client.close();
    }
  });
});
