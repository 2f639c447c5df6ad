import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migratedDataDir } from "../test/databases.test-support.ts";
import { openDatabase } from "./client.ts";
import { defaultPgliteCacheMb } from "./pglite-cache.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite's page cache", () => {
  it.each([
    [undefined, "16MB"],
    [64, "64MB"],
  ])("is PGLITE_SHARED_BUFFERS_MB (%s) megabytes, 16 for a small database unless set", async (sharedBuffersMb, shown) => {
    // A folder that holds a database already: the setting is read at every start, not only by initdb.
    const dataDir = await migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), "pp-buffers-")));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir, pgliteSharedBuffersMb: sharedBuffersMb });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(result.rows[0]?.shared_buffers).toBe(shown);
    } finally {
      await database.close();
    }
  });
});

describe("PGlite's page cache by default", () => {
  const folderWith = (bytes: number[]) => {
    const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-cache-"));
    dirs.push(dbDir);
    fs.mkdirSync(path.join(dbDir, "base", "5"), { recursive: true });
    // Sparse files: their size is what counts, not the blocks they take.
    bytes.forEach((size, k) => {
      const file = path.join(dbDir, "base", "5", String(k));
      fs.writeFileSync(file, "");
      fs.truncateSync(file, size);
    });
    return dbDir;
  };
  it("is 4% of the data on disk, between 16 and 64 MB", () => {
    expect(defaultPgliteCacheMb(path.join(os.tmpdir(), "pp-no-such-folder"))).toBe(16);
    expect(defaultPgliteCacheMb(folderWith([100 * 2 ** 20]))).toBe(16);
    expect(defaultPgliteCacheMb(folderWith([2 ** 30, 2 ** 29]))).toBe(61);
    expect(defaultPgliteCacheMb(folderWith([2 ** 30, 2 ** 30]))).toBe(64);
  });
});
