import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser, AdminUserPage } from "../../../contract/admin-users.ts";
import type { AuditPage } from "../../../contract/moderation.ts";
import { prompts, users } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, buildUser, signIn, uniqueName } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";

describe.each(engines())("console users on %s", (engine) => {
  let t: TestApp;
  let as: ReturnType<typeof callerWith>;
  let adminId: number;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    as = callerWith(t, await signInAdmin(t));
    adminId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, "admin")))[0]!.id;
  });
  afterAll(() => t.close());

  const list = async (query = "") => (await as<AdminUserPage>({ method: "GET", url: `/admin/users${query}` })).body.data;
  const setStatus = (id: number, status: unknown, lan?: string) =>
    as<AdminUser>({ method: "PATCH", url: `/admin/users/${id}/status`, payload: { status }, ...(lan ? { lan } : {}) });
  const profileStatus = async (token: string) => (await t.call({ method: "GET", url: "/auth/profile", token })).status;

  it("lists users newest first with their role, status, creation time and prompt count", async () => {
    const author = await buildUser(t, { nickName: "列表作者" });
    const [anyPrompt] = await t.database.db.select({ id: prompts.id }).from(prompts).limit(2);
    await t.database.db.update(prompts).set({ authorId: author.id }).where(eq(prompts.id, anyPrompt!.id));
    const page = await list();
    expect(page.list[0]).toEqual({
      id: author.id,
      loginName: author.loginName,
      nickName: "列表作者",
      email: author.email,
      role: 1,
      status: 1,
      createTime: expect.stringMatching(/^\d{10}$/),
      promptCnt: 1,
    });
    const ids = page.list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.list.find((u) => u.id === adminId)?.role).toBe(3);
  });

  it("searches login names, addresses and nicknames in any letter case, and treats % literally", async () => {
    const tag = uniqueName("find").toLowerCase();
    const byLogin = await buildUser(t, { loginName: `Zed_${tag}`.slice(0, 20) });
    const byNick = await buildUser(t, { nickName: `Nick ${tag.toUpperCase()}` });
    const byMail = await buildUser(t, { email: `${tag}@Mail.Example` });
    expect((await list(`?search=${encodeURIComponent(tag.slice(0, 12).toUpperCase())}`)).list.map((u) => u.id).sort()).toEqual(
      [byLogin.id, byNick.id, byMail.id].sort(),
    );
    expect((await list("?search=MAIL.example")).list.map((u) => u.id)).toContain(byMail.id);
    expect((await list(`?search=${encodeURIComponent("%")}`)).total).toBe(0);
  });

  it("pages with limit and says whether more follow", async () => {
    for (let i = 0; i < 3; i++) await buildUser(t, { nickName: `分页用户 ${i}` });
    const first = await list(`?search=${encodeURIComponent("分页用户")}&limit=2&page=1`);
    const second = await list(`?search=${encodeURIComponent("分页用户")}&limit=2&page=2`);
    expect(first).toMatchObject({ total: 3, page: 1, hasMore: true });
    expect(first.list).toHaveLength(2);
    expect(second).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(second.list).toHaveLength(1);
    const status = (await as({ method: "GET", url: "/admin/users?limit=101" })).status;
    expect(status).toBe(400);
  });

  it("disabling takes effect on the user's very next request, and enabling lets them sign in again", async () => {
    const { user, token, refreshToken } = await buildSignedInUser(t);
    expect(await profileStatus(token)).toBe(200);

    const disabled = await setStatus(user.id, 0);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ id: user.id, status: 0 });
    expect(await profileStatus(token)).toBe(401);
    const refresh = await t.call({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": refreshToken } });
    expect(refresh.status).toBe(401);
    const login = await t.call({ method: "POST", url: "/api/user/login", payload: { loginName: user.loginName, pwd: user.password }, lan: "en" });
    expect(login.status).toBe(403);

    expect((await setStatus(user.id, 1)).body.data.status).toBe(1);
    const again = await signIn(t, user);
    expect(await profileStatus(again.token)).toBe(200);
    // The sessions ended at the disable stay ended: a stolen token does not come back with the account.
    expect(await profileStatus(token)).toBe(401);
  });

  it("records each change with its actor, and a repeated status records nothing", async () => {
    const user = await buildUser(t);
    await setStatus(user.id, 0);
    await setStatus(user.id, 0);
    await setStatus(user.id, 1);
    const trail = (await as<AuditPage>({ method: "GET", url: `/admin/audit?targetType=user&targetId=${user.id}` })).body.data;
    expect(trail.list.map((e) => e.action)).toEqual(["user.enable", "user.disable"]);
    expect(trail.list[0]).toMatchObject({ targetType: "user", targetId: user.id, targetLabel: user.loginName, actor: { id: adminId, loginName: "admin" } });
  });

  it("refuses an administrator disabling their own account, and the account stays usable", async () => {
    const { status, body } = await setStatus(adminId, 0);
    expect(status).toBe(403);
    expect(body.msg).toBe("不能禁用自己的账号");
    expect((await setStatus(adminId, 0, "en")).body.msg).toBe("You cannot disable your own account");
    expect((await as({ method: "GET", url: "/admin/users" })).status).toBe(200);
  });

  it("lets one administrator disable another, who is then refused", async () => {
    const other = await buildSignedInUser(t, { role: 3 });
    await setStatus(other.user.id, 0);
    expect((await t.call({ method: "GET", url: "/admin/users", token: other.token })).status).toBe(401);
  });

  it.each([
    ["a status other than 0 or 1", 2, 400, "状态只能是 1（正常）或 0（禁用）"],
    ["a status sent as text", "0", 400, "状态只能是 1（正常）或 0（禁用）"],
  ])("refuses %s", async (_, value, status, msg) => {
    const user = await buildUser(t);
    const response = await setStatus(user.id, value);
    expect(response.status).toBe(status);
    expect(response.body.msg).toBe(msg);
  });

  it("answers 404 for a user that does not exist and 400 for an id that is not one", async () => {
    expect((await setStatus(99_999_999, 0)).status).toBe(404);
    expect((await as({ method: "PATCH", url: "/admin/users/abc/status", payload: { status: 0 } })).status).toBe(400);
  });

  it("a visitor gets 401 and a signed-in user who is not an administrator 403, and nothing changes", async () => {
    const target = await buildUser(t);
    const { token } = await buildSignedInUser(t);
    expect((await t.call({ method: "GET", url: "/admin/users" })).status).toBe(401);
    expect((await t.call({ method: "GET", url: "/admin/users", token })).status).toBe(403);
    expect((await t.call({ method: "PATCH", url: `/admin/users/${target.id}/status`, payload: { status: 0 } })).status).toBe(401);
    expect((await t.call({ method: "PATCH", url: `/admin/users/${target.id}/status`, payload: { status: 0 }, token })).status).toBe(403);
    const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, target.id));
    expect(row?.status).toBe(1);
  });
});
