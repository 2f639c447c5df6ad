/**
 * The app's routes as the security suite sees them: read from the registry access.ts keeps, so a
 * route another module adds tomorrow is in the matrix and the fuzz without anyone listing it.
 */
import type { FastifyInstance, InjectOptions, preParsingHookHandler } from "fastify";
import { registeredRoutes, type RegisteredRoute, type RouteAccess } from "../../lib/access.ts";
import type { CallerKind } from "./callers.test-support.ts";

export type { RegisteredRoute };

export const routeName = (route: Pick<RegisteredRoute, "method" | "url">) => `${route.method} ${route.url}`;

/**
 * Routes worth calling: HEAD twins of GET routes share their handler, hooks and config, so they
 * are left out (the matrix checks HEAD separately on a sample).
 */
export function callableRoutes(app: FastifyInstance): RegisteredRoute[] {
  const gets = new Set(
    registeredRoutes(app)
      .filter((r) => r.method === "GET")
      .map((r) => r.url),
  );
  return registeredRoutes(app).filter((r) => !(r.method === "HEAD" && gets.has(r.url)) && r.method !== "OPTIONS");
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes U+FFFD. */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));

/** A concrete path for a route pattern: every :param becomes `value` (URL-encoded). */
export function fillPath(url: string, value: (name: string) => string = () => "1"): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => encodeSegment(value(name))).replace(/\*$/, "x");
}

/** What the guard must decide for a caller, derived from the declared access level alone. */
export function expectedAllow(access: RouteAccess | undefined, caller: CallerKind): boolean {
  if (access === "public") return true;
  if (caller === "visitor") return false;
  if (access === "admin") return caller === "admin";
  // user and owner: any signed-in caller passes the guard; ownership is the service's check.
  return access === "user" || access === "owner";
}

/** Methods that carry a body. */
export const hasBody = (method: string) => !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);

/** The smallest syntactically valid request for a route: the guard runs before anything reads it. */
export function minimalRequest(route: RegisteredRoute, token: string | undefined): InjectOptions {
  return {
    method: route.method as InjectOptions["method"],
    url: fillPath(route.url),
    headers: token ? { "x-pp-token": token } : {},
    ...(hasBody(route.method) ? { payload: {} } : {}),
  };
}

const PROBE_HEADER = "x-security-probe";

/**
 * Tells, per request, whether the access guard let it through. A route-level preParsing hook
 * runs only after every onRequest hook (the guard is one) has passed, so its firing is the
 * guard's "allow". Installed before app.ready(), through buildTestApp's extend.
 */
export function installGuardProbe(app: FastifyInstance) {
  const passed = new Set<string>();
  const mark: preParsingHookHandler = async (request) => {
    const id = request.headers[PROBE_HEADER];
    if (typeof id === "string") passed.add(id);
  };
  for (const route of registeredRoutes(app)) {
    const existing = route.options.preParsing;
    // Fastify reads route-level hooks when the app becomes ready, so adding one now still counts.
    route.options.preParsing = [...(existing ? [existing].flat() : []), mark];
  }
  let sequence = 0;
  return {
    /** Headers that tag one request; passedGuard(tag) afterwards says what the guard did. */
    tag(): { id: string; headers: Record<string, string> } {
      sequence += 1;
      const id = `probe-${sequence}`;
      return { id, headers: { [PROBE_HEADER]: id } };
    },
    passedGuard: (id: string) => passed.has(id),
  };
}

export type GuardProbe = ReturnType<typeof installGuardProbe>;
