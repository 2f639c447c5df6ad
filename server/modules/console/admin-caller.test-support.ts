/** Shared by the console's test files: the first administrator's token and a typed admin call. */
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Engine } from "../../test/databases.test-support.ts";
import { signIn } from "../../test/factories.test-support.ts";
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.test-support.ts";

/** The administrator the accounts module creates at start (ADMIN_LOGIN defaults to "admin"). */
export function signInAdmin(t: TestApp): Promise<string> {
  return signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD }).then((pair) => pair.token);
}

/** app.inject as the given token. */
export function callerWith(t: TestApp, token: string) {
  return <T = unknown>(options: InjectOptions & { lan?: string }) => t.call<T>({ ...options, token });
}

/** Inside a describe block: an app on the demo catalogue and its administrator's caller, ready in its tests. */
export function demoAppWithAdmin(engine: Engine) {
  const handle = {} as { t: TestApp; as: ReturnType<typeof callerWith> };
  beforeAll(async () => {
    handle.t = await buildTestApp(engine, { SEED: "demo" });
    handle.as = callerWith(handle.t, await signInAdmin(handle.t));
  });
  afterAll(() => handle.t.close());
  return handle;
}
