/**
 * `npm run restore -- FILE`: makes a backup from `npm run backup` the database of DATA_DIR. The
 * server must be stopped; the database it replaces is kept beside it (pglite.before-restore-…).
 */
import fs from "node:fs";
import { ConfigError, loadConfig } from "../server/config.ts";
import { restoreBackup } from "../server/db/backup.ts";
import { DataDirLockedError } from "../server/db/data-dir-lock.ts";

async function main() {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file))
    throw new ConfigError(`Usage: npm run restore -- FILE (a backup from npm run backup)${file ? `; ${file} does not exist` : ""}.`);
  const config = loadConfig();
  if (config.databaseUrl) throw new ConfigError("DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).");
  const { prompts, keptAside } = await restoreBackup(file, config.dataDir);
  return `Restored ${file} into ${config.dataDir}: ${prompts} prompts.${keptAside ? ` The previous database is kept in ${keptAside}.` : ""}`;
}

main().then(
  (line) => console.log(line),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
