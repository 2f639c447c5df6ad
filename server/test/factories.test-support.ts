/**
 * Test data for any suite: users written straight to the database (with a real argon2id hash) and
 * signed in through the real login call, so the tokens are exactly what a browser would hold.
 */
import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { ROLE } from "../../contract/constants.ts";
import { users } from "../db/schema.ts";
import type { TestApp } from "./harness.test-support.ts";

export type BuiltUser = typeof users.$inferSelect & { password: string };
export type UserOverrides = Partial<{
  loginName: string;
  email: string | null;
  emailVerified: boolean;
  password: string;
  nickName: string;
  avatar: string;
  role: number;
  status: number;
  createdAt: Date;
}>;
export type SignedIn = { token: string; refreshToken: string };

export const DEFAULT_PASSWORD = "correct-horse-42";

/**
 * argon2id at the library's lowest cost. A sign-in verifies with the cost written in the stored
 * hash, so these users' sign-ins take well under a millisecond instead of production's 19 MiB and
 * two passes (tens of milliseconds; suites sign in thousands of times). Production's own hashes
 * (registration, password change, the first administrator) keep lib/password.ts's cost.
 */
const TEST_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

// Suites create many users with the same password.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hash(password, TEST_HASH_COST)));
  return hashed;
};

let sequence = 0;

/** A unique, valid username (3-20 characters). */
export function uniqueName(prefix = "user"): string {
  sequence += 1;
  return `${prefix.slice(0, 6)}_${sequence}_${randomBytes(3).toString("hex")}`;
}

export async function buildUser(t: TestApp, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const loginName = overrides.loginName ?? uniqueName();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [row] = await t.database.db
    .insert(users)
    .values({
      loginName,
      email: overrides.email === undefined ? `${loginName.toLowerCase()}@example.com` : overrides.email,
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
      passwordHash: await hashOf(password),
      nickName: overrides.nickName ?? loginName,
      avatar: overrides.avatar ?? "",
      role: overrides.role ?? ROLE.user,
      status: overrides.status ?? 1,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  return { ...row!, password };
}

export async function buildAdmin(t: TestApp, overrides: UserOverrides = {}): Promise<BuiltUser> {
  return buildUser(t, { role: ROLE.admin, ...overrides });
}

/** Signs in through POST /api/user/login and returns the token pair; fails loudly otherwise. */
export async function signIn(
  t: TestApp,
  user: { loginName: string; password: string },
  options: { rememberMe?: boolean; remoteAddress?: string } = {},
): Promise<SignedIn> {
  const { status, body } = await t.call<string>({
    method: "POST",
    url: "/api/user/login",
    payload: { loginName: user.loginName, pwd: user.password, rememberMe: options.rememberMe ?? false },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const refreshToken = (body as unknown as { refreshToken?: string }).refreshToken;
  if (status !== 200 || body.code !== 0 || !refreshToken) throw new Error(`sign-in of ${user.loginName} failed: ${status} ${JSON.stringify(body)}`);
  return { token: body.data, refreshToken };
}

/** A new user, signed in. */
export async function buildSignedInUser(t: TestApp, overrides: UserOverrides = {}): Promise<{ user: BuiltUser } & SignedIn> {
  const user = await buildUser(t, overrides);
  return { user, ...(await signIn(t, user)) };
}

let addressSequence = 0;

/** A fresh client address for app.inject's remoteAddress, so per-address limits of one test do not leak into another. */
export function uniqueAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}
