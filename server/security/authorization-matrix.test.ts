/**
 * Issue #11, authorization: every registered route × {visitor, user, another user, admin}, the
 * expected decision derived from the route's declared access level alone. A route added later is
 * in the matrix by construction; one registered without a level stops the app from starting.
 */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_LEVELS, installAccessControl, registeredRoutes } from "../lib/access.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { buildCallers, stillSignedIn, CALLER_KINDS, type Callers } from "./support/callers.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { expectedAllow, installGuardProbe, minimalRequest, routeName, type GuardProbe } from "./support/routes.test-support.ts";

type Cell = { route: string; caller: string; status: number; allowed: boolean; expected: boolean };

describe("routes without an access level", () => {
  it("stop the app at registration, so a forgotten guard never ships", () => {
    const app = Fastify();
    installAccessControl(app, () => undefined);
    expect(() => app.get("/admin/api/forgotten-guard", async () => "secret")).toThrow(/declares no access level/);
    expect(() => app.post("/upload/forgotten", { config: {} }, async () => "secret")).toThrow(/declares no access level/);
  });
});

describe.each(engines())("the authorization matrix on %s", (engine) => {
  let t: TestApp;
  let probe: GuardProbe;
  let callers: Callers;
  const cells: Cell[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" }, (app) => {
      probe = installGuardProbe(app);
    });
    callers = await buildCallers(t);
  });
  afterAll(async () => {
    const routes = new Set(cells.map((c) => c.route)).size;
    const unexpectedAllows = cells.filter((c) => c.allowed && !c.expected).length;
    const unexpectedDenies = cells.filter((c) => !c.allowed && c.expected).length;
    report(
      `authorization matrix (${engine}): ${routes} routes checked (${cells.length} calls), ${unexpectedAllows} unexpected allows, ${unexpectedDenies} unexpected denies`,
    );
    await t?.close();
  });

  it("finds every route the modules registered, each with a declared access level", () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((r) => !r.access || !ACCESS_LEVELS.includes(r.access)).map(routeName);
    expect(undeclared).toEqual([]);
  });

  it("lets each caller through the guard exactly when the route's access level says so", async () => {
    for (const route of registeredRoutes(t.app)) {
      for (const kind of CALLER_KINDS) {
        const call = (token: string | undefined) => {
          const tag = probe.tag();
          const request = minimalRequest(route, token);
          return t.app.inject({ ...request, headers: { ...request.headers, ...tag.headers } }).then((response) => ({ tag, response }));
        };
        let { tag, response } = await call(callers[kind].token);
        // An earlier route (a sign-out) may have ended the session. A dead session is refused with a
        // 401 on a guarded route and is a visitor on a public one (allowed either way), so only a 401
        // needs the check: then the cell is the answer to a live session.
        if (kind !== "visitor" && response.statusCode === 401 && !(await stillSignedIn(t, callers[kind])))
          ({ tag, response } = await call((await callers.renew(kind)).token));
        // A refusal the guard did not make (say a 404 before routing) must not hide an allow.
        const allowed = probe.passedGuard(tag.id) || ![401, 403].includes(response.statusCode);
        cells.push({ route: routeName(route), caller: kind, status: response.statusCode, allowed, expected: expectedAllow(route.access, kind) });
      }
    }
    const probeWorks = cells.some((c) => c.caller === "visitor" && c.expected && c.allowed);
    expect(probeWorks, "the guard probe never fired: the matrix would be blind").toBe(true);
    expect(cells.filter((c) => c.allowed && !c.expected)).toEqual([]);
    expect(cells.filter((c) => !c.allowed && c.expected)).toEqual([]);
  });

  it("refuses a visitor with 401 and a signed-in non-administrator on an admin route with 403", () => {
    const denied = cells.filter((c) => !c.expected);
    expect(denied.length).toBeGreaterThan(0);
    const wrongStatus = denied.filter((c) => c.status !== (c.caller === "visitor" ? 401 : 403));
    expect(wrongStatus).toEqual([]);
  });
});
