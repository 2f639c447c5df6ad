/**
 * `npm run backup`: a backup of the embedded database into DATA_DIR/backups. A running server is
 * asked to take it (SIGUSR2: it holds the data folder and copies it between statements); with no
 * server running, this script opens the folder and takes it. Prints the file's path.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ConfigError, loadConfig } from "../server/config.ts";
import { BACKUPS_FOLDER, writeBackup } from "../server/db/backup.ts";
import { openDatabase } from "../server/db/client.ts";
import { dataDirOwner, DataDirLockedError } from "../server/db/data-dir-lock.ts";

const WAIT_MS = 120_000;

async function fromRunningServer(pid: number, folder: string): Promise<string> {
  const finished = () => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".tar.gz")) : []);
  const before = new Set(finished());
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < WAIT_MS; waited += 200) {
    const made = finished().find((name) => !before.has(name));
    if (made) return path.join(folder, made);
    await sleep(200);
  }
  throw new Error(`The server (pid ${pid}) wrote no backup within ${WAIT_MS / 1000} s; see its log.`);
}

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g. pg_dump --format=custom "$DATABASE_URL" > prompt-plaza.dump (see the README).',
    );
  }
  const owner = dataDirOwner(config.dataDir);
  if (owner) return fromRunningServer(owner, path.join(config.dataDir, BACKUPS_FOLDER));
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    return await writeBackup(database, config.dataDir);
  } finally {
    await database.close();
  }
}

main().then(
  (file) => console.log(file),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
