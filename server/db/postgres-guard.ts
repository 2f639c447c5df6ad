/**
 * postgres.js 3.4.9 can end the process when a connection closes with a write queued (upstream
 * issues #1066, #1154, #1208; fix proposed in PR #1168, unreleased): patches/postgres+3.4.9.patch
 * adds the guard on install (patch-package). An install that skipped the patch would only show it
 * when PostgreSQL restarts under load, so the server checks at start. Drop the patch and this
 * check once a release carries the fix.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The install left postgres.js without its guard: a start-up error naming the fix. */
export class PostgresGuardMissingError extends Error {}

export const GUARD_MARK = "guard from patches/postgres+3.4.9.patch";

export function missingPostgresGuard(): string | undefined {
  // The package exports no package.json: its CommonJS entry is cjs/src/index.js.
  const root = path.resolve(createRequire(import.meta.url).resolve("postgres"), "../../..");
  return ["src/connection.js", "cjs/src/connection.js"].find((build) => !fs.readFileSync(path.join(root, build), "utf8").includes(GUARD_MARK));
}
