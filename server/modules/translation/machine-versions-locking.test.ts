/**
 * A translation job's write and an edit of the same prompt queue on the prompt row instead of
 * deadlocking: the job locks the prompt before its versions, as an edit does (lockPrompt). Taken
 * the other way round, the job held a version row the edit was deleting while it waited for the
 * prompt row the edit held, to write the title signature with the search row.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { prompts, promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { lockPrompt } from "../prompts/repository.ts";
import { writePromptMachineVersions } from "./version-repository.ts";

// Two writers at once need two connections: PGlite has one, where they cannot overlap.
describe.runIf(engines().includes("postgres"))("machine versions and edits of one prompt on postgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("postgres", { SEED: "demo" });
  });
  afterAll(() => t?.close());

  it("waits for an edit holding the prompt, then writes its versions after the edit's", async () => {
    const db = t.database.db;
    const [prompt] = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.code, "marketing-seo-copy"));
    const id = prompt!.id;
    const english = { title: "SEO copy, machine translated", prompt: "Write SEO copy.", description: "", tips: "", demo: [] };
    let locked!: () => void;
    let release!: () => void;
    const lockedOnce = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // An edit locks the prompt, then (released) deletes its English version...
    const edit = db.transaction(async (tx) => {
      await lockPrompt(tx as unknown as Db, id);
      locked();
      await released;
      await tx.delete(promptTranslations).where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, "en")));
    });
    await lockedOnce;
    // ...while the job writes the English version: it waits for the prompt before touching a version.
    const job = db.transaction((tx) => writePromptMachineVersions(tx, id, [["en", english]], new Date()));
    const jobDone = job.then(() => "written");
    expect(await Promise.race([jobDone, new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))])).toBe("waiting");
    release();
    await edit;
    expect(await jobDone).toBe("written");
    const [stored] = await db
      .select({ title: promptTranslations.title, machine: promptTranslations.machine })
      .from(promptTranslations)
      .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.lan, "en")));
    expect(stored).toEqual({ title: english.title, machine: true });
  });
});
