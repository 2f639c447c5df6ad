/** The production build a bench serves, in a folder of its own so a server running from build/ keeps its assets. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { compiledServer } from "../build/compiled-server.ts";

/** reuse: keep a build already there (--no-build). reactRouterArgs: added to `react-router build`. */
export function buildInto(buildDir: string, reuse: boolean, log: (line: string) => void, reactRouterArgs: string[] = []) {
  if (reuse && fs.existsSync(path.join(buildDir, "server", "index.js")) && fs.existsSync(compiledServer(buildDir))) return;
  log(`building into ${path.relative(process.cwd(), buildDir)}`);
  const env = { ...process.env, BUILD_DIR: buildDir };
  for (const [command, args] of [
    ["npx", ["react-router", "build", ...reactRouterArgs]],
    [process.execPath, ["scripts/build-server.mjs"]],
  ] as const) {
    const result = spawnSync(command, args, { env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
