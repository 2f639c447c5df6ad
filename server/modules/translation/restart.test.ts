import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationJobs } from "../../db/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../test/databases.test-support.ts";
import { reply, startFakeLlm, type FakeLlm } from "../../test/fake-llm.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";
import { addCategory, addPrompt, jobsOf, translatingModel, versionOf, waitForJob } from "./translation.test-support.ts";

describe.each(engines())("pending translations across restarts on %s", (engine) => {
  let llm: FakeLlm;
  let database: TestDatabase;
  let env: Record<string, string>;
  const started: TestApp[] = [];
  const start = async () => {
    const t = await buildTestApp(engine, env, undefined, { reuse: database });
    started.push(t);
    return { t, as: callerWith(t, await signInAdmin(t)) };
  };

  beforeAll(async () => {
    llm = await startFakeLlm();
    database = await createTestDatabase(engine);
    env = { LLM_BASE_URL: llm.url, LLM_TIMEOUT_MS: "10000" };
  });
  afterAll(async () => {
    for (const t of started) await t.close({ keepDatabase: true }).catch(() => {});
    await database.drop();
    await llm.close();
  });

  it("gives an interrupted job back at shutdown and finishes it after the next start", async () => {
    translatingModel(llm);
    const first = await start();
    const category = await addCategory(first.as, "写作");
    await first.t.app.appContext.translations.drain();
    llm.fallback(reply.hang());
    const { id } = await addPrompt(first.as, { title: "重启前", categoryIds: [category.cid], prompt: "重启前写下的提示词", lan: "zh-CN" });
    await waitForJob(first.t, "prompt", id, "running");
    await first.t.close({ keepDatabase: true });
    const [job] = await jobsOf(first.t, "prompt", id);
    expect(job).toMatchObject({ status: "pending", attempts: 0 });
    expect(await versionOf(first.t, id, "en")).toBeUndefined();

    translatingModel(llm);
    const second = await start();
    await second.t.app.appContext.translations.drain();
    expect(await versionOf(second.t, id, "en")).toMatchObject({ machine: true, title: "EN 重启前" });
    expect((await jobsOf(second.t, "prompt", id))[0]).toMatchObject({ status: "done", attempts: 1 });
    await second.t.close({ keepDatabase: true });
  });

  it("resumes a job a crashed process left running", async () => {
    translatingModel(llm);
    const crashed = await start();
    const category = await addCategory(crashed.as, "编程");
    await crashed.t.app.appContext.translations.drain();
    llm.fallback(reply.hang());
    const { id } = await addPrompt(crashed.as, { title: "崩溃前", categoryIds: [category.cid], prompt: "崩溃前写下的提示词", lan: "zh-CN" });
    await waitForJob(crashed.t, "prompt", id, "running");
    await crashed.t.close({ keepDatabase: true });
    // A process that dies mid-call leaves the row running, claimed when the call began.
    await database.db
      .update(translationJobs)
      .set({ status: "running", attempts: 1, updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(and(eq(translationJobs.kind, "prompt"), eq(translationJobs.targetId, id)));

    translatingModel(llm);
    const restarted = await start();
    await restarted.t.app.appContext.translations.drain();
    expect(await versionOf(restarted.t, id, "en")).toMatchObject({ machine: true, title: "EN 崩溃前" });
    expect((await jobsOf(restarted.t, "prompt", id))[0]).toMatchObject({ status: "done", attempts: 2 });
    await restarted.t.close({ keepDatabase: true });
  });
});
