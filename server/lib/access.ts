/**
 * Every route declares who may call it; the guard enforces it before the handler runs and the
 * app refuses to register an API route that has no declaration (a forgotten guard fails at start).
 */
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import { ROLE } from "../../contract/constants.ts";
import { errors } from "./errors.ts";

/** public: anyone; user: signed in; owner: signed in, ownership checked by the service; admin: role 3. */
export const ACCESS_LEVELS = ["public", "user", "owner", "admin"] as const;
export type RouteAccess = (typeof ACCESS_LEVELS)[number];

export type AuthUser = {
  id: number;
  role: number;
  username: string;
  nickName: string;
  avatar: string;
  email: string | null;
  /** When the account was made: a new account has stricter write limits (lib/new-account.ts). */
  createdAt: Date;
  sessionId: string;
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Resolves the caller from the request's token; the accounts module makes it (server/boot.ts). */
export type Authenticator = (request: FastifyRequest) => Promise<AuthUser | null>;

/** Who an access token is issued to (server/modules/accounts/tokens.ts signs and verifies them). */
export type TokenSubject = { id: number; role: number; username: string; nickName: string; avatar: string; email: string | null };

export type VerifiedAccess = { userId: number; sessionId: string };

export type AccessTokens = {
  /** issuedAt: the app clock's now, or the first exchange's time for a refresh replayed in its grace window. */
  sign(subject: TokenSubject, sessionId: string, issuedAt?: Date): Promise<string>;
  /** The user and session a valid access token names, or null for anything else. */
  verify(token: string): Promise<VerifiedAccess | null>;
};

export function isAdmin(user: AuthUser | null): boolean {
  return user?.role === ROLE.admin;
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isAdmin(user)) throw errors.forbidden();
  return user;
}

/** Owner-scoped writes: the owner or an administrator. */
export function requireOwner(request: FastifyRequest, ownerId: number | null): AuthUser {
  const user = requireUser(request);
  if (user.id !== ownerId && !isAdmin(user)) throw errors.forbidden();
  return user;
}

const API_PREFIXES = ["/api/", "/admin/", "/auth/", "/upload"];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** One registered method + path, as Fastify will run it. */
export type RegisteredRoute = { method: string; url: string; access: RouteAccess | undefined; schema: FastifySchema | undefined; options: RouteOptions };

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route of an app built with installAccessControl, in registration order (HEAD twins of GET
 * routes included). The security suite derives its authorization matrix and its fuzz from this
 * list, so a route added later is covered without anyone listing it.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

export function installAccessControl(app: FastifyInstance, authenticate: () => Authenticator | undefined) {
  app.decorateRequest("user", null);
  const registry: RegisteredRoute[] = [];
  registries.set(app, registry);
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) registry.push({ method, url: route.url, access, schema: route.schema, options: route });
    if (!isApiPath(route.url)) return;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    }
  });
  // onRequest, before body parsing and validation: a visitor learns only that it must sign in.
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    const authenticator = authenticate();
    if (authenticator && (request.headers["x-pp-token"] || access !== "public")) {
      request.user = await authenticator(request);
    }
    if (access === "user" || access === "owner") requireUser(request);
    else if (access === "admin") requireAdmin(request);
  });
  // A reply made for one signed-in caller must never sit in a browser or shared cache.
  app.addHook("onSend", async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (request.user || (access && access !== "public")) reply.header("cache-control", "private, no-store");
  });
}
