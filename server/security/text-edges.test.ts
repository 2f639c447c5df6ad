/**
 * Issue #11, bad input, made deterministic and run on every engine: each string a route accepts
 * (in its path, query or body, at any depth) gets a NUL, a lone surrogate or a direction mark,
 * while everything else stays valid. The database refuses NUL in text, so a route that passes it
 * through must answer 400, not 500. The seeded fuzz (fuzz.test.ts) explores; this pins it down.
 */
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { engines } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { buildCallers, stillSignedIn, type Callers } from "./support/callers.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { databaseHints } from "./support/hints.test-support.ts";
import { replyProblems } from "./support/leaks.test-support.ts";
import { parseQuery, toQuery } from "./support/mutations.test-support.ts";
import { callableRoutes, fillPath, hasBody, routeName, type RegisteredRoute } from "./support/routes.test-support.ts";
import { nextTransactionId } from "./support/snapshot.test-support.ts";
import { appAnswers, closeWithin, withTimeout } from "./support/timeout.test-support.ts";
import { defOf, isPlainObject, validSamples, type Hints } from "./support/zod-arbitrary.test-support.ts";

const EDGES = ["\u0000", "\uD800", "\u202E"];
const SAMPLES_PER_ROUTE = 2;
const zodOf = (schema: unknown) => (schema && typeof schema === "object" && "_zod" in schema ? (schema as z.ZodType) : undefined);

/** Every copy of `value` with one of its strings (at any depth) given `edge` at the end. */
function withEdge(value: unknown, edge: string): unknown[] {
  if (typeof value === "string") return [value + edge];
  if (Array.isArray(value)) return value.flatMap((item, i) => withEdge(item, edge).map((v) => value.map((x, j) => (i === j ? v : x))));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => withEdge(item, edge).map((v) => ({ ...value, [key]: v })));
  return [];
}

describe.each(engines())("edge characters in every text a route accepts on %s", (engine) => {
  let t: TestApp;
  let callers: Callers;
  let hints: Hints;
  let requests = 0;
  const problems: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    callers = await buildCallers(t);
    hints = await databaseHints(t);
  });
  afterAll(async () => {
    report(`edge characters (${engine}): ${requests} requests with NUL, lone surrogates or direction marks in valid input, ${problems.length} failures`);
    if (t) await closeWithin(() => t.close());
  });

  function requestsFor(route: RegisteredRoute): Array<{ path: string; query: unknown; body: unknown }> {
    const params = zodOf(route.schema?.params);
    const query = zodOf(route.schema?.querystring);
    const body = zodOf(route.schema?.body);
    const pick = (schema: z.ZodType | undefined, encode?: (v: unknown) => unknown) =>
      schema && defOf(schema).type !== "record" ? validSamples(schema, hints, SAMPLES_PER_ROUTE, encode ? { encode } : {}) : [];
    const pathOf = (p: unknown) => fillPath(route.url, (name) => String(isPlainObject(p) ? (p[name] ?? "1") : "1"));
    const base = {
      path: pathOf(pick(params)[0]),
      query: pick(query, (v) => parseQuery(toQuery(v)))[0] ?? {},
      body: hasBody(route.method) ? (pick(body)[0] ?? {}) : undefined,
    };
    const out: Array<{ path: string; query: unknown; body: unknown }> = [];
    for (const edge of EDGES) {
      for (const p of pick(params).flatMap((v) => withEdge(v, edge))) out.push({ ...base, path: pathOf(p) });
      for (const q of pick(query, (v) => parseQuery(toQuery(v))).flatMap((v) => withEdge(v, edge))) out.push({ ...base, query: q });
      if (hasBody(route.method)) for (const b of pick(body).flatMap((v) => withEdge(v, edge))) out.push({ ...base, body: b });
    }
    return out;
  }

  /** Where the database stood when each caller was last seen signed in: only a write ends a session. */
  const liveAt: Partial<Record<"user" | "admin", string>> = {};
  async function keepSignedIn(kind: "user" | "admin") {
    if (liveAt[kind] === (await nextTransactionId(t))) return;
    if (!(await stillSignedIn(t, callers[kind]))) await callers.renew(kind);
    liveAt[kind] = await nextTransactionId(t);
  }

  it("answers each with a 2xx or a 4xx, never a 5xx or a hang", async () => {
    for (const route of callableRoutes(t.app)) {
      for (const kind of ["user", "admin"] as const) {
        if (route.access === "admin" && kind === "user") continue;
        for (const r of requestsFor(route)) {
          await keepSignedIn(kind);
          const query = toQuery(r.query);
          const request: InjectOptions = {
            method: route.method as InjectOptions["method"],
            url: query ? `${r.path}?${query}` : r.path,
            headers: { "x-pp-token": callers[kind].token! },
            ...(r.body !== undefined ? { payload: r.body as object } : {}),
          };
          requests += 1;
          const reply = await withTimeout(t.app.inject(request), 10_000);
          if (reply === "timeout") {
            problems.push(`${routeName(route)} as ${kind}: no reply to ${JSON.stringify(r).slice(0, 200)}`);
            if (!(await appAnswers(() => t.app.inject({ method: "GET", url: "/api/health" }))))
              throw new Error(`the app stopped answering: ${problems.at(-1)}`);
            continue;
          }
          for (const p of replyProblems(request.url as string, { statusCode: reply.statusCode, body: reply.body, headers: reply.headers }))
            problems.push(`${routeName(route)} as ${kind}: ${p} for ${JSON.stringify(r).slice(0, 200)}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 240_000);
});
