#!/usr/bin/env node
// The second half of `npm run build` (after `react-router build`, which empties build/): compiles
// server/ and the contract/ it imports to JavaScript in build/app (BUILD_DIR/app: the benches build
// elsewhere), so production runs Node alone, without tsx transpiling every module at each start and
// keeping the sources in memory. The files the server finds beside its own modules (import.meta.url:
// migrations, search.sql, fonts, seed data, phrase lists) and the blog in content/ are copied along,
// at the same relative places.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsconfig = path.join(root, "tsconfig.server.json");
const out = path.resolve(root, process.env.BUILD_DIR || "build", "app");
const isSource = (file) => /\.tsx?$/.test(file) || path.basename(file) === "README.md";

// A module deleted from server/ must not survive in the output.
fs.rmSync(out, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const { status } = spawnSync(process.execPath, [tsc, "-p", tsconfig, "--outDir", out], { stdio: "inherit" });
if (status !== 0) process.exit(status ?? 1);

for (const folder of ["server", "content"]) {
  for (const file of fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })) {
    const from = path.join(root, folder, file);
    if (isSource(from) || !fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(out, folder, file)), { recursive: true });
    fs.copyFileSync(from, path.join(out, folder, file));
  }
}
