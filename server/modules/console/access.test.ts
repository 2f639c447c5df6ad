import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCategory, MarkGroup } from "../../../contract/console.ts";
import { categories, categoryTranslations, markGroupPrompts, markGroups } from "../../db/schema.ts";
import { buildSignedInUser } from "../../test/factories.test-support.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "./admin-caller.test-support.ts";

describe.each(engines())("console access on %s", (engine) => {
  let t: TestApp;
  let userToken: string;
  let category: AdminCategory;
  let group: MarkGroup;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    const as = callerWith(t, await signInAdmin(t));
    userToken = (await buildSignedInUser(t)).token;
    category = (await as<AdminCategory>({ method: "POST", url: "/admin/api/addCategory", payload: { category: "空分类" } })).body.data;
    group = (await as<MarkGroup>({ method: "POST", url: "/admin/api/addMarkGroup", payload: { title: "权限测试" } })).body.data;
    await as({ method: "POST", url: "/admin/api/addMarkGroupPrompts", payload: { markId: group.markId, promptIds: [1, 2] } });
  });
  afterAll(() => t.close());

  const routes = () =>
    [
      ["GET", "/admin/api/listCategories"],
      ["POST", "/admin/api/addCategory", { category: "越权" }],
      ["POST", "/admin/api/updateCategory", { id: category.cid, category: "越权" }],
      ["GET", `/admin/api/deleteCategory?categoryId=${category.cid}`],
      ["GET", "/admin/api/listMarkGroups"],
      ["POST", "/admin/api/addMarkGroup", { title: "越权" }],
      ["POST", "/admin/api/updateMarkGroup", { markId: group.markId, title: "越权" }],
      ["GET", `/admin/api/deleteMarkGroup?markId=${group.markId}`],
      ["POST", "/admin/api/addMarkGroupPrompts", { markId: group.markId, promptIds: [3] }],
      ["GET", `/admin/api/removeMarkGroupPrompt?promptId=1&markId=${group.markId}`],
      ["GET", "/admin/stats"],
    ] as const;

  async function snapshot() {
    const db = t.database.db;
    return JSON.stringify([
      await db.select().from(categories).orderBy(categories.id),
      await db.select().from(categoryTranslations).orderBy(categoryTranslations.categoryId, categoryTranslations.lan),
      await db.select().from(markGroups).orderBy(markGroups.id),
      await db.select().from(markGroupPrompts).orderBy(markGroupPrompts.id),
    ]);
  }

  it("a visitor gets 401 on every console route and nothing changes", async () => {
    const before = await snapshot();
    for (const [method, url, payload] of routes()) {
      const { status, body } = await t.call({ method, url, ...(payload ? { payload } : {}) });
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.code).not.toBe(0);
    }
    expect(await snapshot()).toBe(before);
  });

  it("a signed-in user who is not an administrator gets 403 on every console route and nothing changes", async () => {
    const before = await snapshot();
    for (const [method, url, payload] of routes()) {
      const { status } = await t.call({ method, url, token: userToken, ...(payload ? { payload } : {}) });
      expect(status, `${method} ${url}`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it("a forged token is treated as a visitor", async () => {
    const { status } = await t.call({ method: "GET", url: "/admin/api/listCategories", token: `${userToken}x` });
    expect(status).toBe(401);
  });
});
