/**
 * The four callers of the security suite: a visitor, a user, another user and an administrator,
 * each a token (or none) for one test app. Tokens come from the real sign-in call.
 */
import { buildSignedInUser, signIn, type BuiltUser } from "../../test/factories.test-support.ts";
import { TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.test-support.ts";

export const CALLER_KINDS = ["visitor", "user", "another user", "admin"] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export type Caller = { kind: CallerKind; token: string | undefined; userId: number | undefined };
export type Callers = Record<CallerKind, Caller> & {
  /** Signs a caller in again (a fuzzed or matrix logout ends its session). */
  renew(kind: Exclude<CallerKind, "visitor">): Promise<Caller>;
  users: { user: BuiltUser; another: BuiltUser };
};

/** The administrator the accounts module creates at start (login "admin"). */
export async function adminToken(t: TestApp): Promise<string> {
  return (await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD })).token;
}

export async function buildCallers(t: TestApp): Promise<Callers> {
  const [first, second, admin] = await Promise.all([buildSignedInUser(t), buildSignedInUser(t), adminToken(t)]);
  const adminId = (await t.call<{ id: number }>({ method: "GET", url: "/auth/profile", token: admin })).body.data.id;
  const callers: Callers = {
    visitor: { kind: "visitor", token: undefined, userId: undefined },
    user: { kind: "user", token: first.token, userId: first.user.id },
    "another user": { kind: "another user", token: second.token, userId: second.user.id },
    admin: { kind: "admin", token: admin, userId: adminId },
    users: { user: first.user, another: second.user },
    async renew(kind) {
      const built = kind === "user" ? first.user : kind === "another user" ? second.user : undefined;
      const token = built ? (await signIn(t, built)).token : await adminToken(t);
      callers[kind] = { ...callers[kind], token };
      return callers[kind];
    },
  };
  return callers;
}

/** True when the caller's session still works (a route may have signed it out). */
export async function stillSignedIn(t: TestApp, caller: Caller): Promise<boolean> {
  if (!caller.token) return true;
  return (await t.call({ method: "GET", url: "/auth/profile", token: caller.token })).status === 200;
}
