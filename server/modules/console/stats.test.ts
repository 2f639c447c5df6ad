import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATS_DAYS, type AdminStats } from "../../../contract/console.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "./admin-caller.test-support.ts";

const demo = readDemoCatalogue();

describe.each(engines())("console statistics on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    as = callerWith(t, await signInAdmin(t));
  });
  afterAll(() => t.close());

  it("counts prompts, users, ratings, categories, groups, views and copies", async () => {
    const { body } = await as<AdminStats>({ method: "GET", url: "/admin/stats" });
    expect(body.data).toMatchObject({
      prompts: demo.prompts.length,
      // the demo authors plus the first administrator
      users: demo.users.length + 1,
      ratings: demo.prompts.reduce((n, p) => n + p.ratings.length, 0),
      categories: demo.categories.length,
      groups: demo.groups.length,
      views: demo.prompts.reduce((n, p) => n + p.stats.clickCnt, 0),
      copies: demo.prompts.reduce((n, p) => n + p.stats.copyCnt, 0),
    });
  });

  it("gives the last 14 days of views and copies, oldest first, ending today", async () => {
    const { body } = await as<AdminStats>({ method: "GET", url: "/admin/stats" });
    const days = body.data.daily.map((d) => d.day);
    expect(days).toHaveLength(STATS_DAYS);
    expect(days.at(-1)).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(days).toEqual([...days].sort());
    expect(body.data.daily.every((d) => d.views > 0)).toBe(true);
  });

  it("days without activity are zeros", async () => {
    t.clock.advance(30 * 86_400_000);
    try {
      // The earlier token has expired by then.
      const later = callerWith(t, await signInAdmin(t));
      const { body } = await later<AdminStats>({ method: "GET", url: "/admin/stats" });
      expect(body.data.daily.every((d) => d.views === 0 && d.copies === 0)).toBe(true);
    } finally {
      t.clock.reset();
    }
  });
});
