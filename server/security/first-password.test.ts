/**
 * Issue #22, hole 4: an account made by an e-mail link has no password, so change-password takes
 * no current one from it. A stolen access token alone must not set that first password (and with
 * it sign the owner's other devices out): only a session an e-mail link opened in the last 10
 * minutes may, the mailbox proven just before (docs/decisions/022-first-password.md).
 */
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../contract/accounts.ts";
import { engines } from "../test/databases.test-support.ts";
import { uniqueAddress, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { mailedLink, redeemLink } from "./support/outbox.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

describe.each(engines())("a first password on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  const signInByLink = async (email: string) => {
    const redeemed = await redeemLink(t, await mailedLink(t, email));
    expect(redeemed.status).toBe(200);
    return { token: redeemed.body.data, refreshToken: (redeemed.body as unknown as { refreshToken: string }).refreshToken };
  };
  const setFirst = (token: string, password: string) =>
    t.call({
      method: "POST",
      url: "/auth/change-password",
      token,
      lan: "en",
      payload: { currentPassword: "", newPassword: password, confirmNewPassword: password },
    });
  const profile = async (token: string) =>
    (await t.call<Profile & { firstPasswordAllowed: boolean }>({ method: "GET", url: "/auth/profile", token })).body.data;
  const login = (loginName: string, pwd: string) =>
    t.call({ method: "POST", url: "/api/user/login", payload: { loginName, pwd }, remoteAddress: uniqueAddress() });

  it("lets the session an e-mail link just opened set it", async () => {
    const email = `${uniqueName("linked")}@example.org`.toLowerCase();
    const { token } = await signInByLink(email);
    expect(await profile(token)).toMatchObject({ hasPassword: false, firstPasswordAllowed: true });
    expect((await setFirst(token, "kettle-and-tea-7")).status).toBe(200);
    expect((await login(email, "kettle-and-tea-7")).status).toBe(200);
    expect(await profile(token)).toMatchObject({ hasPassword: true, firstPasswordAllowed: false });
  });

  it("refuses it to a token of an older session, which then changes nothing: no password, no device signed out", async () => {
    const email = `${uniqueName("victim")}@example.org`.toLowerCase();
    const stolen = await signInByLink(email);
    const ownersOther = await signInByLink(email);
    t.clock.advance(11 * 60_000);
    const refused = await setFirst(stolen.token, "attacker-chose-9");
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("To set a first password, sign in again with a link mailed to your address and set it within 10 minutes");
    expect(await profile(stolen.token)).toMatchObject({ hasPassword: false, firstPasswordAllowed: false });
    // A refresh makes a new access token for the same old session, not a fresh proof.
    const refreshed = await t.call<{ token: string }>({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": stolen.refreshToken } });
    expect((await setFirst(refreshed.body.data.token, "attacker-chose-9")).status).toBe(403);
    expect((await login(email, "attacker-chose-9")).status).toBe(401);
    expect((await t.call({ method: "GET", url: "/auth/profile", token: ownersOther.token })).status).toBe(200);

    // The owner proves the mailbox again: that new session may.
    const fresh = await signInByLink(email);
    expect(decodeJwt(fresh.token).sid).not.toBe(decodeJwt(stolen.token).sid);
    expect((await setFirst(fresh.token, "owners-own-pass-3")).status).toBe(200);
  });
});
