import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite's page cache", () => {
  it.each([
    [undefined, "16MB"],
    [64, "64MB"],
  ])("is PGLITE_SHARED_BUFFERS_MB (%s) megabytes, 16 unless set", async (sharedBuffersMb, shown) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-buffers-"));
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
