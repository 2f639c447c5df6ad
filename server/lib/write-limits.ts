/**
 * Anti-spam limits on every write (issue #22), in one table. A route names its rule in
 * `config.writeLimit`; before its handler runs, one slot is reserved per signed-in account
 * (fewer for a new account, lib/new-account.ts) and one per client address, through the app's one
 * rate limiter (in process, or in Redis with REDIS_URL). Reserving first makes every limit atomic:
 * 100 parallel requests never pass a check made before any of them was counted. A slot is given
 * back only where the table says: a refusal of the input (400, nothing was written) or our own
 * failure (5xx). Administrators are not limited: they fill the catalogue.
 *
 * Sign-in, registration and e-mail links keep their own rules (modules/accounts/throttle.ts): they
 * count failures against the account being attacked, not the caller's writes. They go through
 * `reserve` below too.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ROLE } from "../../contract/constants.ts";
import type { AppContext } from "./app-context.ts";
import { errors } from "./errors.ts";
import type { MessageKey } from "./messages.ts";
import { isNewAccount } from "./new-account.ts";
import type { RateLimiter, RateRule } from "./rate-limiter.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type WriteRule = {
  windowMs: number;
  /** Writes per account in the window; `newAccount` for accounts younger than NEW_ACCOUNT_HOURS. */
  account: number;
  newAccount: number;
  /** Writes per client address, visitors and accounts together (many accounts behind one address). */
  address: number;
  /** For the one write visitors make (reports): a visitor's own, lower ceiling on the same address count. */
  visitor?: number;
  /** The localised 429 message. */
  messageKey: MessageKey;
};

export const WRITE_LIMITS = {
  /** POST /admin/api/addPrompt. */
  promptCreate: { windowMs: HOUR, account: 30, newAccount: 5, address: 60, messageKey: "writeTooFrequent" },
  /** POST /admin/api/updatePrompt. */
  promptUpdate: { windowMs: HOUR, account: 120, newAccount: 30, address: 240, messageKey: "writeTooFrequent" },
  /** POST /api/prompt/saveAsMine: enough for a reader collecting prompts, not for copying the catalogue. */
  promptCopy: { windowMs: HOUR, account: 30, newAccount: 10, address: 60, messageKey: "saveAsMineTooFrequent" },
  /** POST /api/prompt/rate: a rating with its comment. */
  rating: { windowMs: HOUR, account: 30, newAccount: 10, address: 60, messageKey: "writeTooFrequent" },
  /** POST /upload, /upload/avatar, /upload/multiple: counted before the body is read. */
  upload: { windowMs: 10 * MINUTE, account: 30, newAccount: 10, address: 60, messageKey: "uploadTooFrequent" },
  /** PUT /auth/profile. */
  profile: { windowMs: HOUR, account: 20, newAccount: 10, address: 40, messageKey: "writeTooFrequent" },
  /** POST /api/report: generous for a reader, tight for a script; a visitor is their address (decision 028). */
  report: { windowMs: HOUR, account: 10, newAccount: 10, address: 30, visitor: 10, messageKey: "reportTooMany" },
  /** GET /auth/export: a whole account's data is a heavy read. */
  accountExport: { windowMs: HOUR, account: 10, newAccount: 10, address: 30, messageKey: "accountWriteTooFrequent" },
  /** POST /auth/email-change and its confirmation: each request mails someone. */
  accountEmail: { windowMs: HOUR, account: 10, newAccount: 5, address: 30, messageKey: "accountWriteTooFrequent" },
  /** POST /auth/delete-account: attempts, the wrong passwords among them (which also count in throttle.ts). */
  accountDelete: { windowMs: HOUR, account: 10, newAccount: 10, address: 30, messageKey: "accountWriteTooFrequent" },
} as const satisfies Record<string, WriteRule>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The anti-spam rule of this write (lib/write-limits.ts). */
    writeLimit?: WriteLimitName;
  }
}

type Slot = { key: string; rule: RateRule };

/**
 * Reserves one event under each slot, in order, before the work they guard, so that parallel
 * requests cannot all pass a check made before any of them was counted (issue #22). When one is
 * full, the slots already taken are given back and its 429 (with Retry-After) is thrown.
 * Returns the keys taken, for `release`.
 */
export async function reserve(limiter: RateLimiter, slots: Slot[], messageKey: MessageKey): Promise<string[]> {
  const taken: string[] = [];
  for (const { key, rule } of slots) {
    const decision = await limiter.hit(key, rule);
    if (!decision.allowed) {
      await Promise.all(taken.map((k) => limiter.release(k)));
      throw errors.tooManyRequests(messageKey, decision.retryAfterMs);
    }
    taken.push(key);
  }
  return taken;
}

/** Replies that give the slot back: the input was refused before anything was written, or we failed. */
const releases = (status: number) => status === 400 || status >= 500;

export const writeLimitKeys = {
  account: (name: WriteLimitName, userId: number) => `write:${name}:account:${userId}`,
  address: (name: WriteLimitName, ip: string) => `write:${name}:ip:${ip}`,
};

/** The slots one write of `name` takes: the caller's account (stricter while new) and address. */
export function writeSlots(name: WriteLimitName, request: Pick<FastifyRequest, "user" | "ip">, ctx: Pick<AppContext, "config" | "clock">): Slot[] {
  const rule: WriteRule = WRITE_LIMITS[name];
  const slots: Slot[] = [];
  const user = request.user;
  if (user) {
    const fresh = isNewAccount(user.createdAt, ctx.clock.now(), ctx.config.moderation.newAccountMs);
    slots.push({ key: writeLimitKeys.account(name, user.id), rule: { limit: fresh ? rule.newAccount : rule.account, windowMs: rule.windowMs } });
  }
  const addressLimit = !user && rule.visitor !== undefined ? rule.visitor : rule.address;
  slots.push({ key: writeLimitKeys.address(name, request.ip), rule: { limit: addressLimit, windowMs: rule.windowMs } });
  return slots;
}

export function installWriteLimits(app: FastifyInstance, ctx: Pick<AppContext, "config" | "clock" | "limiter">) {
  const limiter = ctx.limiter;
  const taken = new WeakMap<FastifyRequest, string[]>();
  app.addHook("onRoute", (route) => {
    const name = route.config?.writeLimit;
    if (name !== undefined && !(name in WRITE_LIMITS)) throw new Error(`Route ${route.url} names an unknown write limit ${name}`);
  });
  // preHandler: after access control and validation, before the body of a multipart upload is read.
  app.addHook("preHandler", async (request) => {
    const name = request.routeOptions.config.writeLimit;
    if (!name || request.user?.role === ROLE.admin) return;
    taken.set(request, await reserve(limiter, writeSlots(name, request, ctx), WRITE_LIMITS[name].messageKey));
  });
  app.addHook("onResponse", async (request, reply) => {
    const keys = taken.get(request);
    if (keys && releases(reply.statusCode)) await Promise.all(keys.map((key) => limiter.release(key)));
  });
}
