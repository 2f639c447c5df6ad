import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the data-folder lock", () => {
  it("refuses a second owner while a live process holds it, with a clear message", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    fs.writeFileSync(path.join(dir, "server.lock"), String(holder.pid));
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process/);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), "999999");
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
});
