/**
 * Issue #22, hole 10: the most common passwords are refused wherever a password is chosen
 * (registration, change-password), on the field, with a clear message; within the 6-50
 * characters everything else is the user's choice. An account that already has a weak password
 * still signs in with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, buildUser, signIn, uniqueAddress, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const COMMON = ["123456", "password", "Password1", "qwerty123", "888888", "654321", "abcdef", "woaini1314", "5201314"];
const MESSAGE = "This password is one of the most common ones and easily guessed, please choose another";

describe.each(engines())("common passwords on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  it("refuses them at registration, on the password field", async () => {
    const accepted: string[] = [];
    for (const pwd of COMMON) {
      const loginName = uniqueName("weak");
      const reply = await t.call({
        method: "POST",
        url: "/api/user/register",
        payload: { loginName, email: `${loginName}@example.org`, pwd },
        lan: "en",
        remoteAddress: uniqueAddress(),
      });
      if (reply.status !== 400) accepted.push(`${pwd}: ${reply.status}`);
      else expect(reply.body).toEqual({ code: 40001, msg: MESSAGE, data: { field: "pwd" } });
    }
    expect(accepted).toEqual([]);
    const loginName = uniqueName("strong");
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/user/register",
          payload: { loginName, email: `${loginName}@example.org`, pwd: "tea-kettle-91" },
          remoteAddress: uniqueAddress(),
        })
      ).status,
    ).toBe(200);
  });

  it("refuses them as a new password, on the field, in each language", async () => {
    const { user, token } = await buildSignedInUser(t);
    const change = (newPassword: string, lan = "en") =>
      t.call({
        method: "POST",
        url: "/auth/change-password",
        token,
        lan,
        payload: { currentPassword: user.password, newPassword, confirmNewPassword: newPassword },
      });
    for (const pwd of COMMON) expect((await change(pwd)).body, pwd).toEqual({ code: 40001, msg: MESSAGE, data: { field: "newPassword" } });
    expect((await change("123456", "zh-CN")).body.msg).toBe("这个密码太常见，很容易被猜到，请换一个");
    expect((await change("123456", "zh-TW")).body.msg).toBe("這個密碼太常見，很容易被猜到，請換一個");
    expect((await change("tea-kettle-91")).status).toBe(200);
  });

  it("still signs in an account whose password was set before the rule", async () => {
    const user = await buildUser(t, { password: "123456" });
    await expect(signIn(t, user)).resolves.toMatchObject({ token: expect.any(String) });
  });
});
