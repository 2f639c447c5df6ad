/**
 * Issue #22, hole 11: editing or deleting a prompt tells another user nothing about whether it
 * exists. Someone else's prompt and a missing one get the same 404, word for word, so ids cannot
 * be probed for prompts that are private, drafts or hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { addOwnPrompt } from "./support/prompts.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const MISSING_ID = 2_000_000_000;

describe.each(engines())("existence probes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.database.db.insert(categories).values({ code: "probes" });
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  it("answers another user's prompt exactly as a missing one, on update and on delete", async () => {
    const owner = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const owned = await addOwnPrompt(t, owner.token);
    const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
    const update = (id: number) =>
      t.call({
        method: "POST",
        url: "/admin/api/updatePrompt",
        token: other.token,
        lan: "en",
        payload: { id, title: "Taken over", prompt: "Taken over", categoryIds: [category!.id] },
      });
    const remove = (id: number) => t.call({ method: "GET", url: `/admin/api/deletePrompt?promptId=${id}`, token: other.token, lan: "en" });

    for (const call of [update, remove]) {
      const theirs = await call(owned.id);
      const missing = await call(MISSING_ID);
      expect(missing.status).toBe(404);
      expect({ status: theirs.status, body: theirs.body }).toEqual({ status: missing.status, body: missing.body });
    }
    expect((await remove(owned.id)).status).toBe(404);
    expect((await t.call({ method: "GET", url: `/admin/api/deletePrompt?promptId=${owned.id}`, token: owner.token })).status).toBe(200);
  });
});
