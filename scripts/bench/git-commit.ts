/** The commit a bench measured, for its results file. */
import { spawnSync } from "node:child_process";

export function gitCommit(): string | undefined {
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}
