/**
 * Issue #22, who owns an address: registering with someone else's address must not let the
 * registrant into that person's mailbox sign-ins (pre-account takeover). An address counts as
 * the account's only once a link mailed to it was used.
 */
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { DEFAULT_PASSWORD, uniqueAddress, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { mailedLink, redeemLink } from "./support/outbox.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

describe.each(engines())("address claims on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  const register = (loginName: string, email: string) =>
    t.call<{ id: number }>({ method: "POST", url: "/api/user/register", payload: { loginName, email, pwd: DEFAULT_PASSWORD }, remoteAddress: uniqueAddress() });
  const login = (loginName: string) =>
    t.call<string>({ method: "POST", url: "/api/user/login", payload: { loginName, pwd: DEFAULT_PASSWORD }, remoteAddress: uniqueAddress() });
  const profile = (token: string) => t.call<{ email: string | null; hasPassword: boolean }>({ method: "GET", url: "/auth/profile", token });

  it("a registrant's address is not theirs until verified: not shown, not a sign-in name", async () => {
    const name = uniqueName("squat");
    const victim = `${uniqueName("victim")}@example.org`.toLowerCase();
    expect((await register(name, victim)).status).toBe(200);
    const signedIn = await login(name);
    expect(signedIn.status).toBe(200);
    expect((await profile(signedIn.body.data)).body.data.email).toBeNull();
    expect(decodeJwt(signedIn.body.data).email).toBe("");
    expect((await login(victim)).status).toBe(401);
  });

  it("the mailbox owner's link takes the address from a registrant who never verified it: the registrant's password and sessions stop working", async () => {
    const attacker = uniqueName("squat");
    const victim = `${uniqueName("victim")}@example.org`.toLowerCase();
    expect((await register(attacker, victim)).status).toBe(200);
    const attackerSession = await login(attacker);
    expect(attackerSession.status).toBe(200);

    const redeemed = await redeemLink(t, await mailedLink(t, victim));
    expect(redeemed.status).toBe(200);
    const own = await profile(redeemed.body.data);
    expect(own.body.data).toMatchObject({ email: victim, hasPassword: false });

    expect((await login(attacker)).status).toBe(401);
    expect((await profile(attackerSession.body.data)).status).toBe(401);
    const refreshed = await t.call({
      method: "POST",
      url: "/auth/refresh",
      headers: { "x-pp-refresh-token": (attackerSession.body as unknown as { refreshToken: string }).refreshToken },
    });
    expect(refreshed.status).toBe(401);
  });

  it("an address once verified signs its owner into the same account, password kept", async () => {
    const name = uniqueName("owner");
    const email = `${name}@example.org`.toLowerCase();
    expect((await register(name, email)).status).toBe(200);
    expect((await redeemLink(t, await mailedLink(t, email))).status).toBe(200);
    expect((await login(name)).status).toBe(401); // the first link reset the unverified password
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const again = await redeemLink(t, await mailedLink(t, email));
    expect(decodeJwt(again.body.data).id).toBe(row!.id);
  });
});
