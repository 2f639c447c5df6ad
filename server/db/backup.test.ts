/**
 * Issue #26: backups of the embedded database. A backup taken by the running server (asked by
 * `npm run backup`) restores (`npm run restore`) into a fresh data folder with every prompt, and a
 * restore never runs over a folder a server is using. Needs `npm run build` (`npm test` makes it first).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prompts } from "./schema.ts";
import { openDatabase } from "./client.ts";
import { restoreBackup, writeBackup } from "./backup.ts";
import { readDemoCatalogue } from "./seed/demo-data.ts";
import { migratedDataDir } from "../test/databases.test-support.ts";
import { buildTestApp } from "../test/harness.test-support.ts";
import { groupGone, killServed, serve } from "../test/serve-process.test-support.ts";

const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "pp-backup-"));
  folders.push(made);
  return made;
};
const demoCodes = readDemoCatalogue()
  .prompts.map((p) => p.code)
  .sort();

const npm = (args: string[], dataDir: string) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const result = spawnSync("npm", ["run", "--silent", ...args], { env, encoding: "utf8" });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
};

const codesIn = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select({ code: prompts.code }).from(prompts)).map((r) => r.code).sort();
  } finally {
    await database.close();
  }
};

afterAll(() => {
  killServed();
  for (const made of folders) fs.rmSync(made, { recursive: true, force: true });
});

describe("backups of the embedded database", () => {
  it("restore every prompt into a fresh data folder, keeping a replaced database aside", async () => {
    // The databases backed up start migrated (not by initdb): a restore goes into a fresh folder.
    const source = await migratedDataDir(folder());
    const database = await openDatabase({ dataDir: source });
    const t = await buildTestApp("pglite", { SEED: "demo" }, undefined, { reuse: { ...database, drop: () => database.close() } });
    const file = await writeBackup(database, source);
    await t.close();

    const fresh = folder();
    expect(await restoreBackup(file, fresh)).toEqual({ prompts: demoCodes.length });
    expect(await codesIn(fresh)).toEqual(demoCodes);
    const damaged = path.join(folder(), "damaged.tar.gz");
    fs.writeFileSync(damaged, fs.readFileSync(file).subarray(0, 1000));
    await expect(restoreBackup(damaged, fresh)).rejects.toThrow(/nothing was changed/);
    expect(await codesIn(fresh)).toEqual(demoCodes);
    const again = await restoreBackup(file, fresh);
    expect(again.keptAside).toMatch(/pglite\.before-restore-/);
    expect(fs.existsSync(again.keptAside!)).toBe(true);
  }, 120_000);

  it("are taken by the running server on `npm run backup`, and `npm run restore` refuses its folder", async () => {
    const live = await migratedDataDir(folder());
    const server = await serve(live);
    try {
      const backup = npm(["backup"], live);
      expect(backup.status, backup.err).toBe(0);
      expect(backup.out).toMatch(/backups\/prompt-plaza-.+\.tar\.gz$/);

      const refused = npm(["restore", "--", backup.out], live);
      expect(refused.status).toBe(1);
      expect(refused.err).toMatch(/in use by another server process/);
      expect(refused.err).not.toMatch(/\n\s+at /);

      const fresh = folder();
      const restored = npm(["restore", "--", backup.out], fresh);
      expect(restored.status, restored.err).toBe(0);
      expect(restored.out).toContain(`${demoCodes.length} prompts`);
      expect(await codesIn(fresh)).toEqual(demoCodes);
    } finally {
      process.kill(-server.process.pid!, "SIGTERM");
      await groupGone(server.process.pid!);
    }
  }, 180_000);
});
