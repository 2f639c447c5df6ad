/**
 * Backups of the embedded database (PGlite): the data folder as a gzipped tar, taken by the
 * process that holds it, between two statements, so the copy is consistent while the site runs.
 * Restoring loads one into a data folder no server is using; the folder it replaces is kept beside
 * it. PostgreSQL is backed up with its own tools (pg_dump; see the README).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
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
 * prompts it holds. The backup is loaded and read beside the current database first, so a damaged
 * file changes nothing; the database it replaces is moved to `pglite.before-restore-<time>`.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<{ prompts: number; keptAside?: string }> {
  const bytes = fs.readFileSync(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const target = path.join(dataDir, "pglite");
    const loading = path.join(dataDir, `pglite.restoring-${stamp(now)}`);
    let prompts: number;
    try {
      // PGlite reports a damaged archive from inside its stream, past any catch: check it here first.
      zlib.gunzipSync(bytes);
      const archive = new Blob([bytes]);
      const client = await PGlite.create({ dataDir: loading, loadDataDir: archive });
      try {
        prompts = (await client.query<{ n: number }>("select count(*)::int as n from prompts")).rows[0]!.n;
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(loading, { recursive: true, force: true });
      throw new Error(`${file} is not a backup this version can restore; nothing was changed: ${(error as Error).message}`, { cause: error });
    }
    let keptAside: string | undefined;
    if (fs.existsSync(target)) {
      keptAside = path.join(dataDir, `pglite.before-restore-${stamp(now)}`);
      fs.renameSync(target, keptAside);
    }
    fs.renameSync(loading, target);
    return { prompts, ...(keptAside ? { keptAside } : {}) };
  } finally {
    lock.release();
  }
}
