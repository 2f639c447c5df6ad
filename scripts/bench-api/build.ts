/** The production build a bench serves, in a folder of its own so a server running from build/ keeps its assets. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** reuse: keep a build already there (--no-build). */
export function buildInto(buildDir: string, reuse: boolean, log: (line: string) => void) {
  if (reuse && fs.existsSync(path.join(buildDir, "server", "index.js"))) return;
  log(`building into ${path.relative(process.cwd(), buildDir)}`);
  const result = spawnSync("npx", ["react-router", "build"], { env: { ...process.env, BUILD_DIR: buildDir }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}
