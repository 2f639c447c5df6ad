/**
 * Issue #22, hole 11: nobody passes for the administrator by name. Nicknames are stored NFKC
 * normalised without bidi or zero-width controls, and "admin", "administrator", "管理员" and what
 * looks like them (case, width, spaces, invisible characters, Traditional script, look-alike
 * letters) are refused to everyone but administrators, as nicknames and as new usernames.
 */
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, DEFAULT_PASSWORD, uniqueAddress } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { mailedLink, redeemLink } from "./support/outbox.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const LOOK_ALIKES = [
  "admin",
  "Admin",
  "ADMIN",
  "Ａｄｍｉｎ",
  "admin ",
  "a d m i n",
  "a\u200Bdmin",
  "\u202Eadmin",
  "аdmin", // Cyrillic а
  "ádmín",
  "adm1n",
  "adrnin",
  "Administrator",
  "管理员",
  "管 理 员",
  "管理員",
  "管\u200D理\u200D员",
];

describe.each(engines())("reserved names on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The first administrator is not "admin" here, so that name is free to be taken.
    t = await buildTestApp(engine, { ADMIN_LOGIN: "chief" });
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  const rename = (token: string, nickName: string) =>
    t.call<{ nickName: string }>({ method: "PUT", url: "/auth/profile", token, payload: { nickName }, lan: "en" });

  it("refuses the administrator's names and their look-alikes as a nickname, on the field, with a clear message", async () => {
    const { token } = await buildSignedInUser(t);
    const accepted: string[] = [];
    for (const name of LOOK_ALIKES) {
      const reply = await rename(token, name);
      if (reply.status !== 400) accepted.push(`${JSON.stringify(name)}: ${reply.status}`);
      else
        expect(reply.body).toEqual({
          code: 40001,
          msg: "This name is reserved for the site's administrators, please choose another",
          data: { field: "nickName" },
        });
    }
    expect(accepted).toEqual([]);
    for (const name of ["badminton", "Admiral", "管理学", "小管"]) expect((await rename(token, name)).status, name).toBe(200);
  });

  it("stores nicknames NFKC normalised, without bidi or zero-width controls, emoji sequences kept", async () => {
    const { user, token } = await buildSignedInUser(t);
    const stored = async (sent: string) => {
      const reply = await rename(token, sent);
      expect(reply.status, sent).toBe(200);
      const [row] = await t.database.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, user.id));
      return row!.nickName;
    };
    expect(await stored("Ｌｉｎ\u200B")).toBe("Lin");
    expect(await stored("\u202Egnp.exe")).toBe("gnp.exe");
    expect(await stored("\u2066李\u2069\uFEFF明")).toBe("李明");
    expect(await stored("家人👨\u200D👩\u200D👧")).toBe("家人👨\u200D👩\u200D👧");
    expect((await rename(token, "\u200B\u200E\u202E")).body.msg).toBe("The nickname cannot be empty");
  });

  it("lets an administrator keep and take the administrator's names", async () => {
    const { token } = await buildSignedInUser(t, { role: 3, nickName: "admin" });
    expect((await t.call({ method: "PUT", url: "/auth/profile", token, payload: { nickName: "admin", avatar: "https://img.example.org/a.png" } })).status).toBe(
      200,
    );
    expect((await rename(token, "管理员")).status).toBe(200);
  });

  it("refuses them as a new username too (a registration's nickname is its username)", async () => {
    for (const loginName of ["管理员", "管理員", "Admin_", "admin_1", "Administrator"]) {
      const reply = await t.call({
        method: "POST",
        url: "/api/user/register",
        payload: { loginName, email: `${Date.now()}${loginName.length}@example.org`, pwd: DEFAULT_PASSWORD },
        lan: "en",
        remoteAddress: uniqueAddress(),
      });
      if (loginName === "admin_1") {
        expect(reply.status).toBe(200);
        continue;
      }
      expect(reply.status, loginName).toBe(400);
      expect(reply.body).toMatchObject({ msg: "This name is reserved for the site's administrators, please choose another", data: { field: "loginName" } });
    }
  });

  it("never derives one for an account an e-mail link creates", async () => {
    const redeemed = await redeemLink(t, await mailedLink(t, "Admin@example.org"));
    expect(redeemed.status).toBe(200);
    const username = String(decodeJwt(redeemed.body.data).username);
    expect(username.toLowerCase()).not.toBe("admin");
    expect(username).toMatch(/admin/i);
  });
});
