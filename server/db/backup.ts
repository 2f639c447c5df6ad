/**
 * Backups of the embedded database (PGlite): the data folder as a gzipped tar, taken by the
 * process that holds it, between two statements, so the copy is consistent while the site runs.
 * Restoring loads one into a data folder no server is using; the folder it replaces is kept beside
 * it. PostgreSQL is backed up with its own tools (pg_dump; see the README).
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import type { Database } from "./client.ts";

export const BACKUPS_FOLDER = "backups";

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, "-");

/** Writes a backup into `dataDir/backups` and returns its path. */
export async function writeBackup(database: Database, dataDir: string, now = new Date()): Promise<string> {
  if (!database.dump) throw new Error("Backups here are of the embedded database; back PostgreSQL up with pg_dump.");
  const folder = path.join(dataDir, BACKUPS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `prompt-plaza-${stamp(now)}.tar.gz`);
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  // Written beside and renamed: whoever waits for the file never reads half of it.
  fs.writeFileSync(`${file}.partial`, bytes);
  fs.renameSync(`${file}.partial`, file);
  return file;
}

/**
 * Loads `file` as the database of `dataDir` (no server may be running on it) and returns how many
 * prompts it holds. An existing database is moved to `pglite.before-restore-<time>`, not deleted.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<{ prompts: number; keptAside?: string }> {
  const archive = new Blob([fs.readFileSync(file)]);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const target = path.join(dataDir, "pglite");
    let keptAside: string | undefined;
    if (fs.existsSync(target)) {
      keptAside = path.join(dataDir, `pglite.before-restore-${stamp(now)}`);
      fs.renameSync(target, keptAside);
    }
    const client = await PGlite.create({ dataDir: target, loadDataDir: archive });
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from prompts");
      return { prompts: rows[0]!.n, ...(keptAside ? { keptAside } : {}) };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
