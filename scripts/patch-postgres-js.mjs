#!/usr/bin/env node
// postinstall: guards postgres.js 3.4.9's nextWrite against a connection that closed while a
// write was queued (upstream issues #1066, #1154, #1208; the proposed fix is PR #1168, unreleased).
// closed() nulls the socket, and a write scheduled with setImmediate then throws from a timer, out
// of reach of any catch: the whole server exits when PostgreSQL restarts under load
// (e2e/security-faults.spec.ts). The guard rejects the waiting queries with CONNECTION_CLOSED
// instead, which the error handler answers with a 503, like any other lost connection.
// Idempotent; fails loudly when a build does not hold the expected text (a new postgres.js
// version: check whether it still needs the guard, then update or remove this script).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "postgres");
const BUILDS = ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"];

const ORIGINAL = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const PATCHED = `  function nextWrite(fn) {
    if (!socket) { // guard added by scripts/patch-postgres-js.mjs (upstream PR #1168)
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

if (!fs.existsSync(root)) {
  // `npm install --omit=...` without postgres, or a partial install: nothing to guard.
  console.log("patch-postgres-js: node_modules/postgres is absent, nothing to patch");
  process.exit(0);
}

for (const build of BUILDS) {
  const file = path.join(root, build);
  if (!fs.existsSync(file)) {
    // The Cloudflare build is optional in the package; the two Node builds are not.
    if (build.startsWith("cf/")) continue;
    throw new Error(`patch-postgres-js: ${file} is missing; has postgres.js changed its layout?`);
  }
  const source = fs.readFileSync(file, "utf8");
  if (source.includes(PATCHED)) continue;
  const at = source.indexOf(ORIGINAL);
  if (at < 0 || source.indexOf(ORIGINAL, at + 1) >= 0) {
    throw new Error(`patch-postgres-js: the expected nextWrite() was not found exactly once in ${file}; check whether this postgres.js version still needs the guard`);
  }
  fs.writeFileSync(file, source.replace(ORIGINAL, PATCHED));
  console.log(`patch-postgres-js: guarded nextWrite() in ${build}`);
}
