/**
 * One process per embedded data folder: two PGlite instances on one folder silently lose writes.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
import fs from "node:fs";
import path from "node:path";

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding `dataDir`, if any. */
export function dataDirOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(owner) && owner > 0 && isAlive(owner) ? owner : undefined;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = dataDirOwner(dataDir);
      if (owner !== undefined && owner !== process.pid) {
        throw new DataDirLockedError(`The data folder ${dataDir} is in use by another server process (pid ${owner}); stop it or choose another DATA_DIR.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
