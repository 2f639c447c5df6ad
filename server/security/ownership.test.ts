/**
 * Issue #11, authorization: owner-scoped writes refuse other users. Prompts (update, delete),
 * ratings (only the caller's own is written) and the profile (only the caller's row changes),
 * each checked in the database, plus a sweep of every route declared "owner": another user
 * aiming it at the owner's rows changes none of them.
 */
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ratings, users } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { buildCallers, type Callers } from "./support/callers.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { databaseHints, schemasFor } from "./support/hints.test-support.ts";
import { parseQuery, toQuery } from "./support/mutations.test-support.ts";
import { addOwnPrompt, anyCategoryId } from "./support/prompts.test-support.ts";
import { callableRoutes, fillPath, hasBody, routeName } from "./support/routes.test-support.ts";
import { takeSnapshot, violations } from "./support/snapshot.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";
import { validSamples, type Hints } from "./support/zod-arbitrary.test-support.ts";

const zodOf = (schema: unknown) => (schema && typeof schema === "object" && "_zod" in schema ? (schema as z.ZodType) : undefined);

describe.each(engines())("owner-scoped writes on %s", (engine) => {
  let t: TestApp;
  let callers: Callers;
  let owned: { id: number; code: string };
  const sweep = { routes: 0, requests: 0, refused: 0, changes: 0 };

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    callers = await buildCallers(t);
    owned = await addOwnPrompt(t, callers.user.token!, "只属于作者的提示词");
  });
  afterAll(async () => {
    report(
      `ownership (${engine}): ${sweep.routes} owner routes swept, ${sweep.requests} requests by another user, ${sweep.refused} refused, ${sweep.changes} changes to the owner's rows`,
    );
    if (t) await closeWithin(() => t.close());
  });

  const as = (kind: "user" | "another user" | "admin") => (options: InjectOptions) => t.call({ ...options, token: callers[kind].token });

  it("refuses another user's update and delete of a prompt, and leaves it unchanged", async () => {
    const before = await takeSnapshot(t);
    const other = as("another user");
    const update = await other({
      method: "POST",
      url: "/admin/api/updatePrompt",
      payload: { id: owned.id, title: "被别人改了", prompt: "被别人改了", categoryIds: [await anyCategoryId(t)] },
    });
    const remove = await other({ method: "GET", url: `/admin/api/deletePrompt?promptId=${owned.id}` });
    // The same answer as for a prompt that does not exist (issue #22, existence-probes.test.ts).
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
    const after = await takeSnapshot(t);
    expect(violations(before, after, callers["another user"].userId)).toEqual([]);
    expect(after.prompts.find((p) => p.id === owned.id)).toEqual(before.prompts.find((p) => p.id === owned.id));
    expect(after.translations.filter((v) => v.promptId === owned.id)).toEqual(before.translations.filter((v) => v.promptId === owned.id));
  });

  it("writes a rating only as the caller's own: another user's rating of the same prompt stays as it was", async () => {
    const rate = (kind: "user" | "another user", payload: object) => as(kind)({ method: "POST", url: "/api/prompt/rate", payload });
    expect((await rate("user", { promptCode: owned.code, rateComment: "作者自己的评价", rateScore: 8 })).status).toBe(200);
    const mine = await t.database.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.promptId, owned.id), eq(ratings.userId, callers.user.userId!)));
    // Naming the first user (or their rating) in the body is refused outright; a plain rating writes only the caller's row.
    const impersonation = await rate("another user", {
      promptCode: owned.code,
      rateComment: "冒名评价",
      rateScore: 2,
      userId: callers.user.userId,
      id: mine[0]!.id,
    });
    expect(impersonation.status).toBe(400);
    expect((await rate("another user", { promptCode: owned.code, rateComment: "另一个人的评价", rateScore: 4 })).status).toBe(200);
    const rows = await t.database.db.select().from(ratings).where(eq(ratings.promptId, owned.id));
    expect(rows.find((r) => r.userId === callers.user.userId)).toMatchObject({ score: 8, content: "作者自己的评价" });
    expect(rows.find((r) => r.userId === callers["another user"].userId)).toMatchObject({ score: 4, content: "另一个人的评价" });
    expect(rows).toHaveLength(2);
  });

  it("changes only the caller's own profile, whatever ids, role or status the body names", async () => {
    const before = await t.database.db.select().from(users);
    const reply = await as("another user")({
      method: "PUT",
      url: "/auth/profile",
      payload: {
        nickName: "改的是自己",
        id: callers.user.userId,
        userId: callers.user.userId,
        loginName: "hijack",
        email: "hijack@example.com",
        role: 3,
        status: 0,
      },
    });
    expect(reply.status).toBe(200);
    const after = await t.database.db.select().from(users);
    for (const row of after) {
      const was = before.find((b) => b.id === row.id)!;
      if (row.id === callers["another user"].userId)
        expect(row).toMatchObject({ nickName: "改的是自己", role: was.role, status: was.status, loginName: was.loginName, email: was.email });
      else expect(row).toEqual(was);
    }
  });

  it("keeps every owner-scoped route from changing the owner's rows when another user calls it", async () => {
    // The owner's ids and codes first, so the generated requests aim at the owner's rows.
    const base = await databaseHints(t);
    const aim = (h: { field: RegExp; ids: number[]; strings: string[] }) => ({ ...h, ids: [owned.id], strings: [owned.code] });
    const hints: Hints = { ...base, ids: [owned.id], strings: [owned.code], byField: base.byField?.map((h) => (h.field.test("promptId") ? aim(h) : h)) };
    const problems: string[] = [];
    for (const route of callableRoutes(t.app).filter((r) => r.access === "owner")) {
      sweep.routes += 1;
      const body = zodOf(route.schema?.body);
      const query = zodOf(route.schema?.querystring);
      const samples = hasBody(route.method)
        ? [
            { id: owned.id },
            ...(body && body._zod.def.type !== "record"
              ? validSamples(body, hints, 4)
              : schemasFor(hints, route.url)
                  .slice(0, 10)
                  .flatMap((s) => validSamples(s, hints, 1))),
          ]
        : query
          ? validSamples(query, hints, 4, { encode: (v) => parseQuery(toQuery(v)) })
          : [{}];
      for (const sample of samples) {
        const before = await takeSnapshot(t);
        const path = fillPath(route.url, () => String(owned.id));
        const reply = await t.app.inject({
          method: route.method as InjectOptions["method"],
          url: hasBody(route.method) ? path : `${path}?${toQuery(sample)}`,
          headers: { "x-pp-token": callers["another user"].token! },
          ...(hasBody(route.method) ? { payload: { ...(sample as object), id: owned.id } } : {}),
        });
        sweep.requests += 1;
        if (reply.statusCode >= 400) sweep.refused += 1;
        const after = await takeSnapshot(t);
        const touched = JSON.stringify(after.prompts.find((p) => p.id === owned.id)) !== JSON.stringify(before.prompts.find((p) => p.id === owned.id));
        if (touched) problems.push(`${routeName(route)}: another user changed the owner's prompt (${reply.statusCode})`);
        for (const v of violations(before, after, callers["another user"].userId)) problems.push(`${routeName(route)}: ${v}`);
      }
    }
    sweep.changes = problems.length;
    expect(sweep.routes).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
