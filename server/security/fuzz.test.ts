/**
 * Issue #11, bad input: a seeded property-based fuzz over every registered route. Each route's
 * zod schemas (params, querystring, body) give valid-ish values; mutations.test-support.ts turns them hostile.
 * Sent as a visitor and as an administrator, no reply may be a 5xx, hang, crash the app or show
 * a stack trace, SQL or a file path.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Engine } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { buildCallers, stillSignedIn, type Callers, type CallerKind } from "./support/callers.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { databaseHints, schemasFor } from "./support/hints.test-support.ts";
import { replyProblems } from "./support/leaks.test-support.ts";
import { fuzzCases, OVERSIZED_BODY, parseQuery, spliceEdge, toQuery, weirdString, type FuzzCase } from "./support/mutations.test-support.ts";
import { appAnswers, closeWithin, withTimeout } from "./support/timeout.test-support.ts";
import { callableRoutes, fillPath, hasBody, routeName, type RegisteredRoute } from "./support/routes.test-support.ts";
import { arbitraryFor, defOf, isPlainObject, validSamples, type Hints } from "./support/zod-arbitrary.test-support.ts";

/** Bounded for a 2-core machine shared with others; SECURITY_FUZZ_RUNS raises it for a deeper run. */
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 30);
const REPLY_TIMEOUT_MS = 10_000;
/** One engine keeps the run short; SECURITY_FUZZ_ENGINE=postgres (with TEST_DATABASE_URL) fuzzes the other. */
const ENGINE: Engine = process.env.SECURITY_FUZZ_ENGINE === "postgres" ? "postgres" : "pglite";

type Failure = { route: string; caller: CallerKind; kind: string; status: number; problems: string[]; request: string };

const seedOf = (text: string) => createHash("sha1").update(text).digest().readInt32LE(0);
const zodOf = (schema: unknown) => (schema && typeof schema === "object" && "_zod" in schema ? (schema as z.ZodType) : undefined);

/** Mostly values the schema accepts (so requests reach the handler), sometimes raw generated ones. */
const preferValid = (generated: fc.Arbitrary<unknown>, valid: unknown[]) =>
  valid.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;

/** Valid values of the contract schemas most likely meant for this route (see schemasFor). */
const recordSamples = (hints: Hints, url: string): unknown[] =>
  schemasFor(hints, url)
    .slice(0, 6)
    .flatMap((schema) => validSamples(schema, hints, 2));

function casesFor(route: RegisteredRoute, hints: Hints): fc.Arbitrary<FuzzCase> {
  const params = zodOf(route.schema?.params);
  const querystring = zodOf(route.schema?.querystring);
  const body = zodOf(route.schema?.body);
  const pathOf = (p: unknown) => fillPath(route.url, (name) => String(isPlainObject(p) ? (p[name] ?? "1") : "1"));
  const validParams = params ? preferValid(arbitraryFor(params, hints), validSamples(params, hints, 4)) : fc.constant({});
  const path = fc.oneof(
    { arbitrary: validParams.map(pathOf), weight: 4 },
    { arbitrary: validParams.chain(spliceEdge).map(pathOf), weight: route.url.includes(":") ? 2 : 0 },
    { arbitrary: weirdString.map((s) => fillPath(route.url, () => s.slice(0, 300))), weight: 1 },
  );
  const query = querystring
    ? preferValid(arbitraryFor(querystring, hints), validSamples(querystring, hints, 6, { encode: (v) => parseQuery(toQuery(v)) }))
    : fc.constant({});
  // A record body is checked by the handler against one of the contract's schemas: offer their valid values.
  const bodyArbitrary = !hasBody(route.method)
    ? undefined
    : body
      ? preferValid(arbitraryFor(body, hints), defOf(body).type === "record" ? recordSamples(hints, route.url) : validSamples(body, hints, 6))
      : fc.jsonValue({ maxDepth: 2 });
  return fuzzCases({ path, query, body: bodyArbitrary });
}

function toInject(c: FuzzCase, method: string, token: string | undefined): InjectOptions {
  const headers: Record<string, string> = {};
  if (token) headers["x-pp-token"] = token;
  if (c.lan !== undefined) headers["x-lan"] = c.lan;
  let payload: string | undefined;
  if (c.body !== undefined) {
    payload = typeof c.body === "string" ? c.body : JSON.stringify(c.body);
    headers["content-type"] = c.contentType ?? "application/json";
  }
  return { method: method as InjectOptions["method"], url: c.query ? `${c.path}?${c.query}` : c.path, headers, ...(payload !== undefined ? { payload } : {}) };
}

const describeCase = (c: FuzzCase) =>
  JSON.stringify({ ...c, body: typeof c.body === "string" ? c.body.slice(0, 160) : JSON.stringify(c.body)?.slice(0, 160), query: c.query.slice(0, 160) });

describe(`the fuzz of every registered route on ${ENGINE}`, () => {
  let t: TestApp;
  let callers: Callers;
  let hints: Hints;
  const failures: Failure[] = [];
  let requests = 0;
  let routes = 0;
  /** Status counts per route and caller: shows how deep the generated requests reach (SECURITY_FUZZ_DEBUG=1). */
  const statuses = new Map<string, Record<number, number>>();
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    t = await buildTestApp(ENGINE, { SEED: "demo" });
    callers = await buildCallers(t);
    hints = await databaseHints(t);
    process.on("unhandledRejection", onCrash);
    process.on("uncaughtException", onCrash);
  });
  afterAll(async () => {
    process.off("unhandledRejection", onCrash);
    process.off("uncaughtException", onCrash);
    report(`fuzz (${ENGINE}): ${routes} routes, ${requests} requests sent, ${failures.length} failures, ${crashes.length} crashes`);
    if (process.env.SECURITY_FUZZ_DEBUG) for (const [key, counts] of statuses) report(`  fuzz statuses: ${key} ${JSON.stringify(counts)}`);
    for (const f of failures.slice(0, 20)) report(`  fuzz failure: ${f.route} as ${f.caller} (${f.kind}) → ${f.status} ${f.problems.join(", ")} ${f.request}`);
    if (t) await closeWithin(() => t.close());
  });

  const fail = (route: RegisteredRoute, kind: CallerKind, c: FuzzCase, status: number, problems: string[]) =>
    failures.push({ route: routeName(route), caller: kind, kind: c.kind, status, problems, request: describeCase(c) });

  async function send(route: RegisteredRoute, kind: CallerKind, c: FuzzCase) {
    const request = toInject(c, route.method, callers[kind].token);
    requests += 1;
    const response = await withTimeout(t.app.inject(request), REPLY_TIMEOUT_MS).catch((error: unknown) => error as Error);
    if (response instanceof Error) return fail(route, kind, c, 0, [`inject threw: ${String(response).slice(0, 200)}`, ""]);
    if (response === "timeout") {
      fail(route, kind, c, 0, [`no reply within ${REPLY_TIMEOUT_MS / 1000} s`, ""]);
      // A wedged app would time out every later request too: stop with the case that did it.
      if (!(await appAnswers(() => t.app.inject({ method: "GET", url: "/api/health" }))))
        throw new Error(`the app stopped answering after ${routeName(route)} as ${kind}: ${describeCase(c)}`);
      return;
    }
    const key = `${routeName(route)} as ${kind}`;
    const counts = statuses.get(key) ?? {};
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    statuses.set(key, counts);
    const problems = replyProblems(request.url as string, { statusCode: response.statusCode, body: response.body, headers: response.headers });
    if (problems.length > 0) fail(route, kind, c, response.statusCode, [...problems, response.body.slice(0, 200)]);
    // A fuzzed logout (or anything else that ends the session) must not blind the rest of the run.
    if (kind === "admin" && response.statusCode < 300 && !(await stillSignedIn(t, callers.admin))) await callers.renew("admin");
  }

  it("answers every hostile request without a 5xx, a hang, a crash or a leak of internals", async () => {
    for (const route of callableRoutes(t.app)) {
      routes += 1;
      for (const kind of ["visitor", "admin"] as const) {
        const cases = fc.sample(casesFor(route, hints), { numRuns: RUNS, seed: seedOf(`${routeName(route)} ${kind}`) });
        if (hasBody(route.method)) cases.push({ ...OVERSIZED_BODY, path: fillPath(route.url), query: "" });
        for (const c of cases) await send(route, kind, c);
      }
      const health = await t.call({ method: "GET", url: "/api/health" });
      if (health.status !== 200)
        failures.push({
          route: routeName(route),
          caller: "admin",
          kind: "health after route",
          status: health.status,
          problems: ["app unhealthy after fuzzing this route"],
          request: "",
        });
    }
    expect(routes).toBeGreaterThan(20);
    expect(crashes).toEqual([]);
    const summary = [...new Set(failures.map((f) => `${f.route} as ${f.caller}: ${f.problems.slice(0, -1).join(", ")} (${f.kind})`))];
    expect(summary).toEqual([]);
  }, 300_000);
});
