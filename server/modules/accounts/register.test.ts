import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildUser, uniqueAddress, uniqueName } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

describe.each(engines())("registration on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, options: { lan?: string; remoteAddress?: string } = {}) =>
    t.call({ method: "POST", url: "/api/user/register", payload, remoteAddress: options.remoteAddress ?? uniqueAddress(), lan: options.lan });

  it("creates an account whose password is stored only as an argon2 hash", async () => {
    const loginName = uniqueName("new");
    const { status, body } = await register({ loginName, email: `${loginName}@Example.com`, pwd: "secret-123" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { username: loginName } });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.loginName} = ${loginName}`);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("secret-123");
    expect(row?.email).toBe(`${loginName}@example.com`);
    expect(row?.role).toBe(1);
  });

  it("accepts Chinese characters, letters, digits and underscores in a username", async () => {
    const { status } = await register({ loginName: "张三_Li2", email: "zhangsan-li2@example.com", pwd: "secret-123" });
    expect(status).toBe(200);
  });

  it.each([
    [{ loginName: "ab", email: "a@example.com", pwd: "secret-123" }, "en", "The username needs at least 3 characters", "loginName"],
    [{ loginName: "a".repeat(21), email: "a@example.com", pwd: "secret-123" }, "en", "The username can have at most 20 characters", "loginName"],
    [{ loginName: "bad name!", email: "a@example.com", pwd: "secret-123" }, "zh-CN", "用户名只能包含字母、数字、下划线或中文", "loginName"],
    [{ loginName: "goodname", email: "not-an-address", pwd: "secret-123" }, "zh-TW", "電子郵件地址格式不正確", "email"],
    [{ loginName: "goodname", email: "a@example.com", pwd: "12345" }, "en", "The password needs at least 6 characters", "pwd"],
    [{ loginName: "goodname", email: "a@example.com", pwd: "x".repeat(51) }, "en", "The password can have at most 50 characters", "pwd"],
    [{ email: "a@example.com", pwd: "secret-123" }, "zh-CN", "请输入用户名", "loginName"],
  ])("rejects %j with a localised message on the field at fault", async (payload, lan, message, field) => {
    const { status, body } = await register(payload, { lan });
    expect(status).toBe(400);
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe(message);
    expect(body.data).toEqual({ field });
  });

  it("refuses a login name that is taken, whatever its letter case, with 409", async () => {
    const existing = await buildUser(t);
    const { status, body } = await register(
      { loginName: existing.loginName.toUpperCase(), email: `${uniqueName()}@example.com`, pwd: "secret-123" },
      { lan: "en" },
    );
    expect(status).toBe(409);
    expect(body.msg).toBe("This username is already taken");
    // The form shows the message on the field it names.
    expect(body.data).toEqual({ field: "loginName" });
  });

  it("refuses an e-mail address that is taken, whatever its letter case, with 409", async () => {
    const existing = await buildUser(t);
    const { status, body } = await register({ loginName: uniqueName(), email: existing.email!.toUpperCase(), pwd: "secret-123" }, { lan: "zh-CN" });
    expect(status).toBe(409);
    expect(body.msg).toBe("该邮箱已被注册");
    expect(body.data).toEqual({ field: "email" });
  });

  it("lets two simultaneous registrations of one name produce exactly one account", async () => {
    const loginName = uniqueName("race");
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => register({ loginName, email: `${loginName}-${i}@example.com`, pwd: "secret-123" })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it("throttles a client address after five registrations in an hour", async () => {
    const remoteAddress = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      const name = uniqueName("thr");
      const { status } = await register({ loginName: name, email: `${name}@example.com`, pwd: "secret-123" }, { remoteAddress });
      expect(status).toBe(200);
    }
    const name = uniqueName("thr");
    const sixth = await register({ loginName: name, email: `${name}@example.com`, pwd: "secret-123" }, { remoteAddress, lan: "en" });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toBe("Too many registrations, please try again later");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    const other = await register({ loginName: name, email: `${name}@example.com`, pwd: "secret-123" });
    expect(other.status).toBe(200);
  });

  it("lets the address register again once the hour has passed", async () => {
    const remoteAddress = uniqueAddress();
    for (let i = 0; i < 6; i++) {
      const name = uniqueName("hr");
      await register({ loginName: name, email: `${name}@example.com`, pwd: "secret-123" }, { remoteAddress });
    }
    t.clock.advance(60 * 60 * 1000 + 1000);
    try {
      const name = uniqueName("hr");
      const { status } = await register({ loginName: name, email: `${name}@example.com`, pwd: "secret-123" }, { remoteAddress });
      expect(status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});
