/**
 * Issue #11, authorization: privileged fields (role, author, counters, ids, level, status, source,
 * language) sent by a visitor or a user are never applied, on every write a non-administrator
 * can reach. The routes come from the registry, the bodies from their schemas, the verdict from
 * the database: every request is judged by what it changed (support/snapshot.test-support.ts).
 */
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { prompts, users } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { uniqueAddress } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { buildCallers, stillSignedIn, type Caller, type Callers } from "./support/callers.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { databaseHints, schemasFor } from "./support/hints.test-support.ts";
import { parseQuery, toQuery } from "./support/mutations.test-support.ts";
import { addOwnPrompt } from "./support/prompts.test-support.ts";
import { callableRoutes, fillPath, hasBody, routeName, type RegisteredRoute } from "./support/routes.test-support.ts";
import { changeMark, forbiddenFields, takeSnapshot, violations, type ChangeMark, type Snapshot } from "./support/snapshot.test-support.ts";
import { appAnswers, closeWithin, withTimeout } from "./support/timeout.test-support.ts";
import { defOf, validSamples, type Hints } from "./support/zod-arbitrary.test-support.ts";

const TRIES_PER_VARIANT = 6;
const REPLY_TIMEOUT_MS = 10_000;
/** An untyped body is tried with this many contract-shaped samples at most, until one is accepted. */
const MAX_RECORD_SAMPLES = 40;
const zodOf = (schema: unknown) => (schema && typeof schema === "object" && "_zod" in schema ? (schema as z.ZodType) : undefined);

/** Reachable by a non-administrator and possibly changing something. */
const isNonAdminWrite = (route: RegisteredRoute) =>
  route.access !== "admin" && (hasBody(route.method) || route.method === "DELETE" || route.options.config?.mutates === true || route.method === "GET");

describe.each(engines())("privileged fields in writes by visitors and users on %s", (engine) => {
  let t: TestApp;
  let callers: Callers;
  let hints: Hints;
  let victimPromptId: number;
  const found: string[] = [];
  /** The database after the previous request, in full and as a change mark (nothing else writes in between). */
  let last: { snapshot: Snapshot; mark: ChangeMark } | undefined;
  /** The digest when the user's session was last seen working: while the marked tables stay as they were, so does the session. */
  let userLiveAt: string | undefined;
  const counts = { routes: 0, requests: 0, accepted: 0 };
  const acceptedOn = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    callers = await buildCallers(t);
    victimPromptId = (await addOwnPrompt(t, callers["another user"].token!)).id;
    const own = await addOwnPrompt(t, callers.user.token!);
    const base = await databaseHints(t);
    // The user's own prompt first: an update or delete of it is the write most likely to be accepted.
    // The user's own prompt is the one prompt id and code on offer: an update or delete of it is the write most likely to be accepted.
    const ownOnly = (h: { field: RegExp; ids: number[]; strings: string[] }) => (h.field.test("promptId") ? { ...h, ids: [own.id], strings: [own.code] } : h);
    hints = { ...base, ids: [own.id, ...base.ids], strings: [own.code, ...base.strings], byField: base.byField?.map(ownOnly) };
  });
  afterAll(async () => {
    report(
      `forbidden fields (${engine}): ${counts.routes} non-admin routes swept, ${counts.requests} requests with privileged fields, ${counts.accepted} accepted, ${found.length} applied`,
    );
    report(`  accepted (fields ignored) on: ${[...acceptedOn].join(", ")}`);
    if (t) await closeWithin(() => t.close());
  });

  function samplesFor(route: RegisteredRoute): unknown[] {
    const body = zodOf(route.schema?.body);
    const query = zodOf(route.schema?.querystring);
    if (hasBody(route.method)) {
      // An untyped record body is checked later against one of the contract's schemas: offer them
      // all, the likeliest first, until there are enough (sampling the rest would be thrown away).
      if (!body || defOf(body).type === "record") {
        const samples: unknown[] = [];
        for (const schema of schemasFor(hints, route.url)) {
          if (samples.length >= MAX_RECORD_SAMPLES) break;
          samples.push(...validSamples(schema, hints, 2));
        }
        return samples.slice(0, MAX_RECORD_SAMPLES);
      }
      return validSamples(body, hints, TRIES_PER_VARIANT);
    }
    return query ? validSamples(query, hints, TRIES_PER_VARIANT, { encode: (v) => parseQuery(toQuery(v)) }) : [{}];
  }

  async function picture() {
    const mark = await changeMark(t);
    return { snapshot: await takeSnapshot(t), mark };
  }

  /**
   * What the request just made changed that it must not have, against the database before it. A
   * full snapshot only when the mark moved: an unchanged mark means the rows a snapshot reads are
   * the same, and violations() of a snapshot against itself adds nothing.
   */
  async function judge(callerId: number | undefined): Promise<string[]> {
    const before = last!;
    const mark = await changeMark(t, before.mark);
    if (mark.digest === before.mark.digest) {
      last = { ...before, mark };
      return [];
    }
    last = { snapshot: await takeSnapshot(t), mark };
    return violations(before.snapshot, last.snapshot, callerId);
  }

  /** The user, signed in again if a route ended its session; asked only after the marked tables changed. */
  async function signedInUser(): Promise<Caller> {
    if (userLiveAt !== undefined && userLiveAt === last?.mark.digest) return callers.user;
    if (!(await stillSignedIn(t, callers.user))) {
      await callers.renew("user");
      last = undefined; // the sign-in wrote a session: the next "before" is taken after it
    }
    last ??= await picture();
    userLiveAt = last.mark.digest;
    return callers.user;
  }

  async function attempt(route: RegisteredRoute, token: string | undefined, callerId: number | undefined, payload: Record<string, unknown>): Promise<boolean> {
    last ??= await picture();
    const request: InjectOptions = {
      method: route.method as InjectOptions["method"],
      url: hasBody(route.method) ? fillPath(route.url, () => String(hints.ids[0])) : `${fillPath(route.url, () => String(hints.ids[0]))}?${toQuery(payload)}`,
      headers: token ? { "x-pp-token": token } : {},
      // A fresh client address each time: per-address throttles must not turn writes into 429s.
      remoteAddress: uniqueAddress(),
      ...(hasBody(route.method) ? { payload } : {}),
    };
    const response = await withTimeout(t.app.inject(request), REPLY_TIMEOUT_MS);
    counts.requests += 1;
    if (response === "timeout") {
      found.push(`${routeName(route)}: no reply within ${REPLY_TIMEOUT_MS / 1000} s to ${JSON.stringify(payload).slice(0, 300)}`);
      report(`  forbidden fields: ${found.at(-1)}`);
      if (!(await appAnswers(() => t.app.inject({ method: "GET", url: "/api/health" })))) throw new Error(`the app stopped answering after ${found.at(-1)}`);
      return false;
    }
    const accepted = response.statusCode < 300;
    if (accepted) {
      counts.accepted += 1;
      acceptedOn.add(routeName(route));
    }
    for (const problem of await judge(callerId)) found.push(`${routeName(route)}: ${problem}`);
    return accepted;
  }

  it("applies none of them, whichever route a visitor or a user writes through", async () => {
    const victim = callers["another user"].userId!;
    for (const route of callableRoutes(t.app).filter(isNonAdminWrite)) {
      counts.routes += 1;
      const samples = samplesFor(route);
      const as = route.access === "public" ? (["visitor", "user"] as const) : (["user"] as const);
      for (const kind of as) {
        for (const forbidden of forbiddenFields(victim, victimPromptId)) {
          for (const sample of samples) {
            const payload = { ...forbidden, ...(sample as Record<string, unknown>) };
            // A schema that refuses the fields itself needs one request to confirm the server does too.
            const schema = zodOf(hasBody(route.method) ? route.schema?.body : route.schema?.querystring);
            const refusedBySchema =
              schema !== undefined &&
              defOf(schema).type !== "record" &&
              !schema.safeParse(hasBody(route.method) ? payload : parseQuery(toQuery(payload))).success;
            const caller = kind === "user" ? await signedInUser() : callers[kind];
            // The sample's own fields win: a prompt update keeps its target id, and the rest rides along.
            if ((await attempt(route, caller.token, caller.userId, payload)) || refusedBySchema) break;
          }
        }
      }
    }
    expect(counts.routes).toBeGreaterThan(5);
    expect(found).toEqual([]);
  }, 180_000);

  it("notices a privileged field that did get applied (the control)", async () => {
    last = await picture();
    const victim = callers["another user"].userId!;
    await t.database.db.update(prompts).set({ vipLevel: 3 }).where(eq(prompts.id, victimPromptId));
    await t.database.db.update(users).set({ role: 3 }).where(eq(users.id, victim));
    try {
      // Judged as the sweep judges a request: the change mark has to notice the write first.
      const found = await judge(callers.user.userId);
      expect(found.some((v) => v.includes(`prompt ${victimPromptId}`))).toBe(true);
      expect(found.some((v) => v.includes(`user ${victim}`))).toBe(true);
    } finally {
      await t.database.db.update(prompts).set({ vipLevel: 0 }).where(eq(prompts.id, victimPromptId));
      await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, victim));
      last = undefined;
    }
  });

  it("ignores a role sent with a registration", async () => {
    const before = await takeSnapshot(t);
    const { status } = await t.call({
      method: "POST",
      url: "/api/user/register",
      remoteAddress: uniqueAddress(),
      payload: { loginName: "sec_reg_role", email: "sec_reg_role@example.com", pwd: "correct-horse-42", role: 3, status: 0, id: 1 },
    });
    expect(status).toBe(200);
    const after = await takeSnapshot(t);
    expect(after.users.find((u) => u.loginName === "sec_reg_role")).toMatchObject({ role: 1, status: 1 });
    expect(violations(before, after, undefined)).toEqual([]);
  });
});
