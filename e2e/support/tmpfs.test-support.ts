/**
 * A small tmpfs for the full-disk test: a real file system that runs out of space, without
 * filling the machine's disk. Mounting needs root (or CAP_SYS_ADMIN); tmpfsUnavailable says why
 * not, for test.skipIf.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type Tmpfs = { dir: string; unmount(): void };

function tryMount(dir: string, sizeMb: number): string | undefined {
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0755`, "tmpfs", dir], { encoding: "utf8" });
  if (result.error) return result.error.message;
  return result.status === 0 ? undefined : result.stderr.trim() || `mount exited with ${result.status}`;
}

function unmountAndRemove(dir: string): void {
  // Lazy, so a file still held open by a dying process cannot keep the mount (and the test) alive.
  spawnSync("umount", ["-l", dir]);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Why no tmpfs can be mounted here, or undefined when one can (probed with a 1 MB mount). */
export function tmpfsUnavailable(): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-tmpfs-probe-"));
  const refusal = tryMount(dir, 1);
  if (refusal === undefined) unmountAndRemove(dir);
  else fs.rmSync(dir, { recursive: true, force: true });
  return refusal === undefined ? undefined : `cannot mount a tmpfs here (${refusal})`;
}

export function mountTmpfs(sizeMb: number): Tmpfs {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-tmpfs-"));
  const refusal = tryMount(dir, sizeMb);
  if (refusal !== undefined) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`mount tmpfs: ${refusal}`);
  }
  let mounted = true;
  return {
    dir,
    unmount() {
      if (!mounted) return;
      mounted = false;
      unmountAndRemove(dir);
    },
  };
}

/** Fills the file system holding `dir` up to the last byte; returns the filler's path. */
export function fillUp(dir: string): string {
  const filler = path.join(dir, "filler.bin");
  const fd = fs.openSync(filler, "w");
  const block = Buffer.alloc(1 << 20, 1);
  try {
    for (;;) {
      try {
        fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
        break;
      }
    }
    // The last megabyte did not fit whole: take what is left byte by byte, in smaller pieces.
    for (let size = 1 << 19; size >= 1; size >>= 1) {
      try {
        for (;;) fs.writeSync(fd, block.subarray(0, size));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}
