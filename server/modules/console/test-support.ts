/** Shared by the console's test files: the first administrator's token and a typed admin call. */
import type { InjectOptions } from "fastify";
import { signIn } from "../../test/factories.ts";
import { TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.ts";

/** The administrator the accounts module creates at start (ADMIN_LOGIN defaults to "admin"). */
export function signInAdmin(t: TestApp): Promise<string> {
  return signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD }).then((pair) => pair.token);
}

/** app.inject as the given token. */
export function callerWith(t: TestApp, token: string) {
  return <T = unknown>(options: InjectOptions & { lan?: string }) => t.call<T>({ ...options, token });
}
