import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GUARD_MARK, missingPostgresGuard } from "./postgres-guard.ts";

describe("the postgres.js guard (patches/postgres+3.4.9.patch)", () => {
  it("is applied to the installed package, as the patch file says", () => {
    expect(missingPostgresGuard()).toBeUndefined();
    const patch = fs.readFileSync("patches/postgres+3.4.9.patch", "utf8");
    expect(patch).toContain(GUARD_MARK);
    const installed = JSON.parse(fs.readFileSync(path.resolve(createRequire(import.meta.url).resolve("postgres"), "../../../package.json"), "utf8")) as {
      version: string;
    };
    // A new postgres.js needs the guard checked again (and the patch renamed or dropped).
    expect(installed.version).toBe("3.4.9");
  });
});
