/**
 * Issue #22, hole 9: the page cache is emptied only by writes that change what a visitor sees.
 * A sign-in used to empty it (any successful non-GET did), so anyone could keep every page
 * uncached, and every page rendered again, by signing in and out in a loop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, prompts } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, signIn, uniqueAddress, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { makePng } from "../modules/uploads/images.test-support.ts";
import { multipartBody } from "./support/images.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

describe.each(engines())("page cache invalidation on %s", (engine) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const [category] = await t.database.db.insert(categories).values({ code: "cache" }).returning({ id: categories.id });
    categoryId = category!.id;
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  /** Whether the work keeps the cache: a cached public reply is still there after it. */
  async function keepsCache(work: () => Promise<{ status: number }>): Promise<boolean> {
    expect((await t.call({ method: "GET", url: "/api/listCategory" })).status).toBe(200);
    const before = t.app.appContext.responseCache.generation();
    expect(t.app.appContext.responseCache.size()).toBeGreaterThan(0);
    expect((await work()).status).toBe(200);
    return t.app.appContext.responseCache.generation() === before;
  }

  it("keeps it through sign-ins, refreshes, sign-outs, registrations, password changes and uploads", async () => {
    const user = await buildUser(t);
    let session = await signIn(t, user);
    expect(await keepsCache(async () => ((session = await signIn(t, user)), { status: 200 }))).toBe(true);
    expect(await keepsCache(() => t.call({ method: "POST", url: "/auth/refresh", headers: { "x-pp-refresh-token": session.refreshToken } }))).toBe(true);
    const name = uniqueName("reg");
    expect(
      await keepsCache(() =>
        t.call({
          method: "POST",
          url: "/api/user/register",
          payload: { loginName: name, email: `${name}@example.org`, pwd: DEFAULT_PASSWORD },
          remoteAddress: uniqueAddress(),
        }),
      ),
    ).toBe(true);
    const fresh = await signIn(t, user);
    expect(
      await keepsCache(() =>
        t.call({
          method: "POST",
          url: "/auth/change-password",
          token: fresh.token,
          payload: { currentPassword: user.password, newPassword: "a-new-secret-9", confirmNewPassword: "a-new-secret-9" },
        }),
      ),
    ).toBe(true);
    const image = multipartBody([{ filename: "a.png", type: "image/png", bytes: makePng(1, 1) }]);
    expect(
      await keepsCache(() =>
        t.call({ method: "POST", url: "/upload", token: fresh.token, payload: image.body, headers: { "content-type": image.contentType } }),
      ),
    ).toBe(true);
    expect(await keepsCache(() => t.call({ method: "POST", url: "/api/user/logout", token: fresh.token }))).toBe(true);
  });

  it("keeps it through a profile change nobody else sees, and empties it when the author's name is on public pages", async () => {
    const quiet = await buildSignedInUser(t);
    expect(await keepsCache(() => t.call({ method: "PUT", url: "/auth/profile", token: quiet.token, payload: { nickName: "Nobody sees me" } }))).toBe(true);

    const author = await buildSignedInUser(t);
    await t.database.db.insert(prompts).values({ code: uniqueName("p"), authorId: author.user.id });
    expect(await keepsCache(() => t.call({ method: "PUT", url: "/auth/profile", token: author.token, payload: { nickName: author.user.nickName } }))).toBe(
      true,
    );
    expect(await keepsCache(() => t.call({ method: "PUT", url: "/auth/profile", token: author.token, payload: { nickName: "Renamed author" } }))).toBe(false);
  });

  it("empties it when a prompt is published", async () => {
    const { token } = await buildSignedInUser(t);
    expect(
      await keepsCache(() =>
        t.call({
          method: "POST",
          url: "/admin/api/addPrompt",
          token,
          payload: { title: "Published", categoryIds: [categoryId], prompt: "A prompt for everyone." },
        }),
      ),
    ).toBe(false);
  });
});
